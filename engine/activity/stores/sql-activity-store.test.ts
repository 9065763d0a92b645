import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceInput } from '../../../tests/fixtures/service-content';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import {
  anon,
  asSession,
  editor,
  editorAal1,
  type Session,
} from '../../../tests/fixtures/api-sessions';
import type { SqlDatabase } from '../../database/sql-database';
import { createSqlLeadStore } from '../../leads/stores/sql-lead-store';
import { createSqlServiceStore } from '../../services/stores/sql-service-store';
import { createStaffSessionStore } from '../../staff/access/sql-staff-session-store';
import { createSqlActivityStore } from './sql-activity-store';

const lead = {
  form: 'contact',
  page: '/contact',
  fields: [{ name: 'name', label: 'Name', value: 'Aisha Rahman' }],
};

// Who did what, recorded by the database with each action, in both database modes.
describe.each(testDatabases)('activity log on $name', (backend) => {
  let db: SqlDatabase;
  const services = () => createSqlServiceStore(db);
  const activity = () => createSqlActivityStore(db);
  // Oldest first, as the actions happened; only what a reader compares.
  const actions = async (query = {}) =>
    (await activity().list(query))
      .reverse()
      .map(({ person, action, collection, subject, detail }) => ({
        person,
        action,
        record: collection && `${collection}/${subject}`,
        detail,
      }));

  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from content.service_content_feed; delete from content.record_edits;
                   delete from content.record_versions; delete from audit.events;
                   delete from public.leads;`);
  });

  it('records every draft, publish, restore and import, by whom, with the version made', async () => {
    const store = services();
    await store.upsertMany([serviceInput()]);
    const [entry] = await store.entries();
    const saved = await store.saveDraft(
      serviceInput({ h1: 'New words' }),
      entry!.revision,
      'Sara Khan',
    );
    const published = await store.publish('cybersecurity', saved.revision, 'Sara Khan');
    const restored = await store.restore('cybersecurity', 1, published.revision, 'Omar Haddad');
    await store.publish('cybersecurity', restored.revision, 'Omar Haddad');
    // An import that changes nothing is no action; one that changes a record is.
    await store.upsertMany([serviceInput({ h1: 'Security that never sleeps' })]);
    await store.upsertMany([serviceInput({ h1: 'Security that never sleeps' })]);

    expect(await actions()).toEqual([
      {
        person: 'import',
        action: 'imported',
        record: 'services/cybersecurity',
        detail: { version: 1 },
      },
      {
        person: 'Sara Khan',
        action: 'draft-saved',
        record: 'services/cybersecurity',
        detail: { new: false },
      },
      {
        person: 'Sara Khan',
        action: 'published',
        record: 'services/cybersecurity',
        detail: { version: 2 },
      },
      {
        person: 'Omar Haddad',
        action: 'restored',
        record: 'services/cybersecurity',
        detail: { version: 1 },
      },
      {
        person: 'Omar Haddad',
        action: 'published',
        record: 'services/cybersecurity',
        detail: { version: 3 },
      },
      {
        person: 'import',
        action: 'imported',
        record: 'services/cybersecurity',
        detail: { version: 4 },
      },
    ]);
  });

  it('records nothing for a write that is refused', async () => {
    const store = services();
    await store.upsertMany([serviceInput()]);
    await expect(store.saveDraft(serviceInput({ h1: 'Late' }), 99, 'Sara Khan')).rejects.toThrow();
    expect((await actions()).map((entry) => entry.action)).toEqual(['imported']);
  });

  it('records lead status changes, notes and "not spam" by the person the server names', async () => {
    const leads = createSqlLeadStore(db);
    const added = await leads.add(lead);
    await leads.update(added.id, { status: 'contacted' }, 'Sara Khan');
    await leads.update(added.id, { note: 'Called back' }, 'Omar Haddad');
    const spam = await leads.add({ ...lead, spamReason: 'honeypot' });
    await leads.markNotSpam(spam.id, async () => [], 'Sara Khan');

    expect(await actions()).toEqual([
      {
        person: 'Sara Khan',
        action: 'lead-status',
        record: `leads/${added.id}`,
        detail: { from: 'new', to: 'contacted' },
      },
      { person: 'Omar Haddad', action: 'lead-note', record: `leads/${added.id}`, detail: {} },
      { person: 'Sara Khan', action: 'lead-not-spam', record: `leads/${spam.id}`, detail: {} },
    ]);
  });

  it('records staff signing in and out, and sessions an operator ends', async () => {
    const sessions = createStaffSessionStore(db);
    const future = new Date(Date.now() + 3_600_000);
    await sessions.create('a'.repeat(64), future, 'Firefox', 'Sara Khan');
    await sessions.create('b'.repeat(64), future, 'Safari');
    await sessions.endByToken('a'.repeat(64));
    await sessions.endAll();

    expect(await actions()).toEqual([
      { person: 'Sara Khan', action: 'signed-in', record: null, detail: {} },
      { person: 'Staff', action: 'signed-in', record: null, detail: {} },
      { person: 'Sara Khan', action: 'signed-out', record: null, detail: {} },
      { person: 'Staff', action: 'signed-out', record: null, detail: { ended_by: 'operator' } },
    ]);
  });

  it('keeps entries that share a clock reading in the order they were written', async () => {
    const at = '2026-11-30T09:00:00.000Z';
    for (const person of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
      await db.query(`insert into audit.events (at, person, action) values ($1, $2, 'signed-in')`, [
        at,
        person,
      ]);
    }
    expect((await actions()).map((entry) => entry.person)).toEqual([
      'First',
      'Second',
      'Third',
      'Fourth',
      'Fifth',
    ]);
  });

  it('filters by person, record and time, newest first, at most the limit', async () => {
    const store = services();
    await store.upsertMany([serviceInput(), serviceInput({ slug: 'cloud', name: 'Cloud' })]);
    const entries = await store.entries();
    for (const entry of entries) {
      await store.saveDraft({ ...entry.published!, h1: 'Changed' }, entry.revision, 'Sara Khan');
    }
    expect(await actions({ person: 'Sara Khan' })).toHaveLength(2);
    expect((await actions({ subject: 'cloud' })).map((entry) => entry.action)).toEqual([
      'imported',
      'draft-saved',
    ]);
    expect(await activity().list({ limit: 1 })).toMatchObject([{ action: 'draft-saved' }]);
    expect(await activity().list({ since: new Date(Date.now() + 60_000).toISOString() })).toEqual(
      [],
    );
  });

  it('shows the log to staff with a second factor only, and lets no one change it', async () => {
    await services().upsertMany([serviceInput()]);
    const read = (session: Session) =>
      asSession(db, session, (tx) =>
        tx.query<{ entries: unknown[] }>('select public.audit_events() as entries'),
      );
    expect((await read(editor))[0]!.entries).toHaveLength(1);
    expect((await read(editorAal1))[0]!.entries).toEqual([]);
    await expect(read(anon)).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, anon, (tx) => tx.query('select * from audit.events')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, editor, (tx) => tx.query(`update audit.events set person = 'someone'`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asSession(db, editor, (tx) => tx.query('delete from audit.events')),
    ).rejects.toThrow(/permission denied/);
  });

  it('names the signed-in Supabase user, whatever name a caller passes', async () => {
    const sara = { ...editor, claims: { ...editor.claims, email: 'sara@example.ae' } };
    await services().upsertMany([serviceInput()]);
    const [entry] = await services().entries();
    await asSession(db, sara, (tx) =>
      tx.query(`select public.save_service_draft('cybersecurity', $1::jsonb, $2, 'Someone Else')`, [
        JSON.stringify(serviceInput({ h1: 'Mine' })),
        entry!.revision,
      ]),
    );
    await asSession(db, sara, (tx) => tx.query(`select public.note_staff_session('signed-out')`));
    expect((await actions()).slice(1).map(({ person, action }) => ({ person, action }))).toEqual([
      { person: 'sara@example.ae', action: 'draft-saved' },
      { person: 'sara@example.ae', action: 'signed-out' },
    ]);
  });
});
