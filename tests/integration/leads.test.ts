import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase, SqlQueryable } from '../../engine/database/sql-database';
import {
  admin,
  adminAal1,
  anon,
  asSession,
  editor,
  editorAal1,
  member,
  selfPromoted,
  serviceRole,
  type Session,
} from '../fixtures/api-sessions';
import { openMigrated, testDatabases } from '../fixtures/test-databases';

// The privileges and row level security of public.leads and public.lead_forms, as the
// hosted API applies them: visitors see nothing and add leads only through
// public.submit_lead (submit-lead.test.ts); staff with a second factor read, follow up and
// delete them.

const FIELDS = JSON.stringify([{ name: 'name', label: 'Your name', value: 'Aisha' }]);

/** An insert as PostgREST would send it with `Prefer: return=minimal`. */
const sendLead = (form: string) => (tx: SqlQueryable) =>
  tx.query(`insert into public.leads (form, page, fields) values ($1, '/contact', $2::jsonb)`, [
    form,
    FIELDS,
  ]);

const readLeads = (tx: SqlQueryable) => tx.query('select form, status from public.leads');
const readForms = (tx: SqlQueryable) =>
  tx.query('select form, leads from public.lead_forms order by form');
const closeAll = (tx: SqlQueryable) =>
  tx.query(`update public.leads set status = 'closed', note = 'Done' returning form`);
const deleteAll = (tx: SqlQueryable) => tx.query('delete from public.leads returning form');

const visitors: [string, Session][] = [
  ['a signed-in user without a staff role', member],
  ['a user who put "admin" in their own user_metadata', selfPromoted],
  ['an editor without a second factor', editorAal1],
  ['an admin without a second factor', adminAal1],
];
const staff: [string, Session][] = [
  ['an editor with a second factor', editor],
  ['an admin with a second factor', admin],
];

describe.each(testDatabases)('leads on $name', (backend) => {
  let db: SqlDatabase;
  let existingId: string;

  const as = <T>(session: Session, work: (tx: SqlQueryable) => Promise<T>) =>
    asSession(db, session, work);

  /** Every lead, as the database owner sees them. */
  const stored = () =>
    db.query<{ form: string; status: string; note: string }>(
      'select form, status, note from public.leads order by form',
    );
  const untouched = [{ form: 'contact', status: 'new', note: '' }];

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await openMigrated(backend);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from public.leads');
    const [row] = await db.query<{ id: string }>(
      `insert into public.leads (form, page, fields) values ('contact', '/contact', $1::jsonb)
       returning id`,
      [FIELDS],
    );
    existingId = (row as { id: string }).id;
  });

  it.each([['anon', anon], ...visitors, ...staff])(
    'refuses %s an insert into public.leads: leads come through public.submit_lead',
    async (_, session) => {
      await expect(as(session, sendLead('quote'))).rejects.toMatchObject({ code: '42501' });
      expect(await stored()).toEqual(untouched);
    },
  );

  it('refuses anon every read, change and delete', async () => {
    for (const work of [readLeads, readForms, closeAll, deleteAll]) {
      await expect(as(anon, work)).rejects.toMatchObject({ code: '42501' });
    }
    expect(await stored()).toEqual(untouched);
  });

  it.each(visitors)('shows %s no lead, and lets them change or delete none', async (_, session) => {
    await expect(as(session, readLeads)).resolves.toEqual([]);
    await expect(as(session, readForms)).resolves.toEqual([]);
    await expect(as(session, closeAll)).resolves.toEqual([]);
    await expect(as(session, deleteAll)).resolves.toEqual([]);
    expect(await stored()).toEqual(untouched);
  });

  it.each(staff)('lets %s read leads and the forms they came from', async (_, session) => {
    await sendLead('quote')(db);
    await expect(as(session, readLeads)).resolves.toEqual(
      expect.arrayContaining([
        { form: 'contact', status: 'new' },
        { form: 'quote', status: 'new' },
      ]),
    );
    await expect(as(session, readForms)).resolves.toEqual([
      { form: 'contact', leads: 1 },
      { form: 'quote', leads: 1 },
    ]);
  });

  it.each(staff)('lets %s follow a lead up, then delete it', async (_, session) => {
    const followedUp = await as(session, (tx) =>
      tx.query(
        `update public.leads set status = 'contacted', note = 'Called back'
         where id = $1 returning status, note`,
        [existingId],
      ),
    );
    expect(followedUp).toEqual([{ status: 'contacted', note: 'Called back' }]);
    await expect(as(session, deleteAll)).resolves.toEqual([{ form: 'contact' }]);
    expect(await stored()).toEqual([]);
  });

  it.each(staff)(
    'lets %s give a lead to a colleague, and keeps the change on its timeline under their email',
    async (_, session) => {
      const signedIn = { ...session, claims: { ...session.claims, email: 'omar@example.ae' } };
      await as(signedIn, (tx) =>
        tx.query(
          `update public.leads set owner = 'sara@example.ae', status = 'qualified' where id = $1`,
          [existingId],
        ),
      );
      const timeline = await as(signedIn, (tx) =>
        tx.query('select person, kind, detail from public.lead_events order by at, seq'),
      );
      expect(timeline).toEqual([
        {
          person: 'omar@example.ae',
          kind: 'status',
          detail: { from: 'new', to: 'qualified' },
        },
        {
          person: 'omar@example.ae',
          kind: 'owner',
          detail: { from: '', to: 'sara@example.ae' },
        },
      ]);
      const [choices] = await as(signedIn, (tx) =>
        tx.query<{ owners: string[] }>('select public.lead_owner_choices() as owners'),
      );
      expect(choices?.owners).toContain('sara@example.ae');
      // The timeline is the database's to write: nobody adds to it, rewrites or deletes it.
      for (const statement of [
        `insert into public.lead_events (lead_id, kind) values ('${existingId}', 'note')`,
        `update public.lead_events set person = 'someone else'`,
        'delete from public.lead_events',
      ]) {
        await expect(as(signedIn, (tx) => tx.query(statement))).rejects.toMatchObject({
          code: '42501',
        });
      }
    },
  );

  it('queues the email that tells the new owner, and none where it has nothing to tell', async () => {
    const signedIn = (email: string) => ({ ...admin, claims: { ...admin.claims, email } });
    const [omar, sara] = [signedIn('omar@example.ae'), signedIn('sara@example.ae')];
    const give = (person: Session, owner: string) =>
      as(person, (tx) =>
        tx.query('update public.leads set owner = $2 where id = $1', [existingId, owner]),
      );
    const queued = () =>
      db.query(
        `select target, kind, payload from outbox.deliveries where lead_id = $1
         order by created_at, id`,
        [existingId],
      );
    try {
      // A site that sends no email queues none.
      await give(omar, 'sara@example.ae');
      expect(await queued()).toEqual([]);
      await db.exec(
        `insert into outbox.targets (channel, target) values ('email', 'sales@example.ae')`,
      );
      await db.query(
        `insert into site_server.staff_addresses (name, email) values ('Ali Noor', 'ali@example.ae')`,
      );
      await give(omar, 'Layla Haddad'); // a name with no address
      await give(sara, 'sara@example.ae'); // she takes it herself
      await give(omar, 'Ali Noor'); // the site server's address for that name
      await give(omar, 'omar@example.ae'); // he takes it himself
      await give(omar, 'sara@example.ae'); // a sign-in email is its own address
      await db.exec(`update public.leads set status = 'spam'`);
      await give(omar, 'Ali Noor'); // spam tells nobody
      expect(await queued()).toEqual([
        { target: 'ali@example.ae', kind: 'assigned', payload: {} },
        { target: 'sara@example.ae', kind: 'assigned', payload: {} },
      ]);
    } finally {
      await db.exec(
        'delete from outbox.targets where true; delete from site_server.staff_addresses where true',
      );
    }
  });

  it.each([['anon', anon], ...visitors])(
    "shows %s no lead's timeline and no staff names",
    async (_, session) => {
      await db.query(`update public.leads set note = 'Called back' where id = $1`, [existingId]);
      const read = as(session, (tx) => tx.query('select kind from public.lead_events'));
      if (session === anon) {
        await expect(read).rejects.toMatchObject({ code: '42501' });
        await expect(
          as(session, (tx) => tx.query('select public.lead_owner_choices()')),
        ).rejects.toMatchObject({ code: '42501' });
      } else {
        await expect(read).resolves.toEqual([]);
      }
    },
  );

  it.each(staff)('lets %s change nothing but status, note and owner', async (_, session) => {
    for (const assignment of [
      `form = 'quote'`,
      `page = '/'`,
      `fields = '[{"name": "name", "label": "Name", "value": "Someone else"}]'`,
      'created_at = now()',
      'updated_at = now()',
      'id = gen_random_uuid()',
    ]) {
      await expect(
        as(session, (tx) => tx.query(`update public.leads set ${assignment}`)),
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(await stored()).toEqual(untouched);
  });

  it('lets the service role read, write and delete anything', async () => {
    const inserted = await as(serviceRole, (tx) =>
      tx.query(
        `insert into public.leads (form, page, fields, status, note)
         values ('quote', '/contact', $1::jsonb, 'closed', 'Imported') returning form, status`,
        [FIELDS],
      ),
    );
    expect(inserted).toEqual([{ form: 'quote', status: 'closed' }]);
    await expect(as(serviceRole, readForms)).resolves.toEqual([
      { form: 'contact', leads: 1 },
      { form: 'quote', leads: 1 },
    ]);
    await expect(
      as(serviceRole, (tx) => tx.query(`update public.leads set form = 'careers' returning form`)),
    ).resolves.toHaveLength(2);
    await expect(as(serviceRole, deleteAll)).resolves.toHaveLength(2);
    expect(await stored()).toEqual([]);
  });
});
