import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import type { SqlDatabase } from '../../database/sql-database';
import { createSqlActivityStore } from '../../activity/stores/sql-activity-store';
import { emailHash } from '../privacy/erasure-log';
import type { LeadPrivacyStore } from '../privacy/person-data';
import { createSqlLeadStore, type SqlLeadStore } from './sql-lead-store';
import { createSqlLeadPrivacyStore } from './sql-lead-privacy-store';

const DAY_MS = 24 * 3_600_000;

describe.each(testDatabases)(
  'a person’s data, its erasure and the retention purge on $name',
  (backend) => {
    let db: SqlDatabase;
    let leads: SqlLeadStore;
    let privacy: LeadPrivacyStore;

    const contact = (name: string, email: string) =>
      leads.add(
        {
          form: 'contact',
          page: '/contact',
          fields: [
            { name: 'name', label: 'Full Name', value: name },
            { name: 'email', label: 'Email', value: email },
            { name: 'message', label: 'Message', value: `Hello from ${name}` },
          ],
        },
        () => [
          { channel: 'email', target: 'sales@example.ae', payload: { subject: `Lead: ${name}` } },
        ],
      );

    /** A lead that came in `days` ago (the store only adds leads of now). */
    async function leadOf(days: number, status = 'new'): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `insert into public.leads (form, page, fields, status, created_at, updated_at)
       values ('contact', '/contact', $1::jsonb, $2, $3, $3) returning id`,
        [
          JSON.stringify([{ name: 'message', label: 'Message', value: `${days} days ago` }]),
          status,
          new Date(Date.now() - days * DAY_MS).toISOString(),
        ],
      );
      return (row as { id: string }).id;
    }

    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

    beforeAll(async () => {
      db = await openMigrated(backend);
      leads = createSqlLeadStore(db);
      privacy = createSqlLeadPrivacyStore(db);
    }, 60_000);
    afterAll(async () => {
      await db?.close();
    });
    beforeEach(async () => {
      await db.exec(
        'delete from public.leads; delete from intake.erasures; delete from audit.events',
      );
    });

    it('exports every lead of an address, whatever its case and spaces, with its timeline, notifications and attempts', async () => {
      const first = await contact('Aisha', 'Aisha@Example.ae');
      await contact('Omar', 'omar@example.ae');
      const second = await contact('Aisha R.', 'aisha@example.ae');
      await db.query(
        `insert into outbox.attempts (delivery_id, succeeded, outcome, duration_ms)
       select id, true, '250 OK', 12 from outbox.deliveries where lead_id = $1`,
        [first.id],
      );
      await leads.update(first.id, { owner: 'Sara Khan', note: 'Prefers WhatsApp.' }, 'Omar');
      const data = await privacy.personData('  AISHA@example.AE ');
      expect(data.map((lead) => lead.id)).toEqual([second.id, first.id]);
      expect(data[1]).toMatchObject({
        email: 'Aisha@Example.ae',
        owner: 'Sara Khan',
        fields: [{ value: 'Aisha' }, { value: 'Aisha@Example.ae' }, { value: 'Hello from Aisha' }],
        // A note about her is hers to see, with each change to it.
        timeline: [
          { person: 'Omar', kind: 'owner', detail: { from: '', to: 'Sara Khan' } },
          { person: 'Omar', kind: 'note', detail: { text: 'Prefers WhatsApp.' } },
        ],
        notifications: [
          {
            kind: 'notify',
            channel: 'email',
            target: 'sales@example.ae',
            payload: { subject: 'Lead: Aisha' },
            attempts: [{ succeeded: true, outcome: '250 OK' }],
          },
        ],
      });
      expect(await privacy.personData('nobody@example.ae')).toEqual([]);
    });

    it('erases every lead of an address with its notifications in one go, noting it without the address', async () => {
      const first = await contact('Aisha', 'aisha@example.ae');
      await contact('Aisha', 'AISHA@example.ae');
      await contact('Omar', 'omar@example.ae');
      await db.query(
        `insert into outbox.attempts (delivery_id, succeeded, outcome, duration_ms)
       select id, false, 'timed out', 5000 from outbox.deliveries where lead_id = $1`,
        [first.id],
      );
      const erased = await privacy.erasePerson('aisha@example.ae', 'Sara Khan');
      expect(erased).toEqual({
        leads: 2,
        notifications: 2,
        attempts: 1,
        email_hash: emailHash('aisha@example.ae'),
      });
      expect(await privacy.personData('aisha@example.ae')).toEqual([]);
      expect(await count('public.leads')).toBe(1);
      expect(await count('outbox.deliveries')).toBe(1);
      expect(await count('outbox.attempts')).toBe(0);
      expect(await db.query('select email_hash, leads from intake.erasures')).toEqual([
        { email_hash: emailHash('aisha@example.ae'), leads: 2 },
      ]);
      const [entry] = await createSqlActivityStore(db).list();
      expect(entry).toMatchObject({
        person: 'Sara Khan',
        action: 'lead-erased',
        collection: 'leads',
        subject: null,
        detail: { leads: 2, hash: emailHash('aisha@example.ae').slice(0, 12) },
      });
      expect(JSON.stringify(entry)).not.toMatch(/aisha/i);
    });

    it('purges leads and spam past their own periods, or only counts them in a dry run', async () => {
      await leadOf(800);
      const recent = await leadOf(100);
      await leadOf(40, 'spam');
      const newSpam = await leadOf(10, 'spam');
      const cut = {
        leadsBefore: new Date(Date.now() - 730 * DAY_MS),
        spamBefore: new Date(Date.now() - 30 * DAY_MS),
      };
      expect(await privacy.purge(cut, { dryRun: true })).toEqual({ leads: 1, spam: 1 });
      expect(await count('public.leads')).toBe(4);
      expect(await createSqlActivityStore(db).list()).toEqual([]);

      expect(await privacy.purge(cut, { by: 'Retention (site server)' })).toEqual({
        leads: 1,
        spam: 1,
      });
      const left = await db.query<{ id: string }>(
        'select id from public.leads order by created_at',
      );
      expect(left.map((row) => row.id)).toEqual([recent, newSpam]);
      expect(await createSqlActivityStore(db).list()).toMatchObject([
        {
          person: 'Retention (site server)',
          action: 'leads-purged',
          detail: { leads: 1, spam: 1 },
        },
      ]);
      // Nothing left to purge: nothing noted.
      expect(await privacy.purge(cut)).toEqual({ leads: 0, spam: 0 });
      expect(await createSqlActivityStore(db).list()).toHaveLength(1);
    });

    it('lets only staff with a second factor, or the server, read or erase a person', async () => {
      await contact('Aisha', 'aisha@example.ae');
      const asRole = (claims: object, statement: string) =>
        db.transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claims),
          ]);
          await tx.exec('set local role authenticated');
          return tx.query(statement);
        });
      const editorWithoutSecondFactor = {
        role: 'authenticated',
        app_metadata: { role: 'editor' },
        aal: 'aal1',
      };
      await expect(
        asRole(editorWithoutSecondFactor, `select public.person_data('aisha@example.ae')`),
      ).rejects.toThrow(/Only staff/);
      await expect(
        asRole(editorWithoutSecondFactor, `select public.erase_person('aisha@example.ae')`),
      ).rejects.toThrow(/Only staff/);
      const editor = { ...editorWithoutSecondFactor, aal: 'aal2', email: 'sara@example.ae' };
      const [row] = await asRole(
        editor,
        `select jsonb_array_length(public.person_data('aisha@example.ae')) as n`,
      );
      expect(row).toEqual({ n: 1 });
      await expect(
        db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          return tx.query(`select public.erase_person('aisha@example.ae')`);
        }),
      ).rejects.toThrow(/permission denied/);
      expect(await count('public.leads')).toBe(1);
    });
  },
);
