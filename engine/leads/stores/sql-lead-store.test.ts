import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { LeadNotFoundError, type LeadField, type LeadInput } from '../lead';
import { createSqlLeadStore, type SqlLeadStore } from './sql-lead-store';
import type { SqlDatabase } from '../../database/sql-database';

const POSTGREST_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const field = (name: string, value: LeadField['value'], label = name): LeadField => ({
  name,
  label,
  value,
});

const contact = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  form: 'contact',
  page: '/contact',
  fields: [
    field('name', 'Aisha Rahman', 'Your name'),
    field('email', 'aisha@example.ae', 'Email'),
    field('message', 'We need 40 new laptops set up.', 'How can we help?'),
  ],
  ...overrides,
});

describe.each(testDatabases)('SQL lead store on $name', (backend) => {
  let db: SqlDatabase;
  let leads: SqlLeadStore;

  /** A lead written as the database owner, at a given time (the store only adds "now"). */
  async function insertLead(form: string, createdAt: string, status = 'new'): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into public.leads (form, page, fields, status, created_at, updated_at)
       values ($1, '/contact', $2::jsonb, $3, $4, $4) returning id`,
      [
        form,
        JSON.stringify([field('message', `sent ${createdAt}`), field('name', 'Aisha')]),
        status,
        createdAt,
      ],
    );
    return (row as { id: string }).id;
  }

  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from public.leads'))[0]?.n;

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await openMigrated(backend);
    leads = createSqlLeadStore(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from public.leads');
  });

  describe('add', () => {
    it('stores the lead as new, without a note, and returns it with id and timestamps', async () => {
      const added = await leads.add(contact());
      expect(added).toEqual({
        ...contact(),
        id: expect.stringMatching(UUID),
        status: 'new',
        note: '',
        owner: '',
        name: 'Aisha Rahman',
        email: 'aisha@example.ae',
        source: {},
        spam_reason: null,
        locale: 'en',
        created_at: expect.stringMatching(POSTGREST_TIMESTAMP),
        updated_at: added.created_at,
      });
      const { leads: listed } = await leads.list({ limit: 10, offset: 0 });
      expect(listed).toEqual([added]);
    });

    it('records the language it was sent in, or works it out from the page', async () => {
      expect((await leads.add(contact({ page: '/ar/contact', locale: 'ar' }))).locale).toBe('ar');
      expect((await leads.add(contact({ page: '/ar/contact' }))).locale).toBe('ar');
      expect((await leads.add(contact({ page: '/contact' }))).locale).toBe('en');
    });

    it('keeps the fields exactly and in order, quotes, booleans and all', async () => {
      const fields = [
        field('message', `O'Brien "quoted" \\ back\\slash, ½ 🚀\nsecond line`, 'Message'),
        field('consent', true, 'I agree to be contacted'),
        field('company', '', 'Company (optional)'),
      ];
      const added = await leads.add(contact({ fields }));
      expect(added.fields).toEqual(fields);
      expect(await leads.all({})).toEqual([expect.objectContaining({ fields })]);
    });
  });

  it("gets the version of a consent box's wording stamped as it is stored", async () => {
    const wording = 'Add me to TechCrew community';
    const added = await leads.add(
      contact({ fields: [{ name: 'join', label: wording, value: true, consent: {} }] }),
    );
    const version = createHash('sha256').update(wording).digest('hex').slice(0, 12);
    expect(added.fields).toEqual([
      { name: 'join', label: wording, value: true, consent: { version } },
    ]);
  });

  describe('the name and email columns', () => {
    it('are null when the form has no such fields', async () => {
      const added = await leads.add(contact({ fields: [field('message', 'Hello')] }));
      expect(added).toMatchObject({ name: null, email: null });
    });

    it('read the field named name or email, wherever it is', async () => {
      const added = await leads.add(
        contact({
          fields: [
            field('email', 'ops@example.com'),
            field('message', 'name: not this one'),
            field('name', 'Omar'),
          ],
        }),
      );
      expect(added).toMatchObject({ name: 'Omar', email: 'ops@example.com' });
    });

    it('are cut to 200 and 254 characters', async () => {
      const added = await leads.add(
        contact({ fields: [field('name', 'n'.repeat(300)), field('email', 'e'.repeat(300))] }),
      );
      expect(added.name).toBe('n'.repeat(200));
      expect(added.email).toBe('e'.repeat(254));
    });
  });

  describe('list', () => {
    beforeEach(async () => {
      await insertLead('contact', '2026-01-01T09:00:00Z', 'closed');
      await insertLead('quote', '2026-01-03T09:00:00Z');
      await insertLead('contact', '2026-01-02T09:00:00Z');
      await insertLead('contact', '2026-01-04T09:00:00Z', 'contacted');
    });

    const messages = (page: { leads: { fields: LeadField[] }[] }) =>
      page.leads.map((lead) => lead.fields[0]?.value);

    it('pages through the leads newest first, with the total and every form', async () => {
      const first = await leads.list({ limit: 3, offset: 0 });
      expect(messages(first)).toEqual([
        'sent 2026-01-04T09:00:00Z',
        'sent 2026-01-03T09:00:00Z',
        'sent 2026-01-02T09:00:00Z',
      ]);
      expect(first.total).toBe(4);
      expect(first.forms).toEqual([
        { form: 'contact', leads: 3 },
        { form: 'quote', leads: 1 },
      ]);
      const second = await leads.list({ limit: 3, offset: 3 });
      expect(messages(second)).toEqual(['sent 2026-01-01T09:00:00Z']);
      expect(second.total).toBe(4);
    });

    it('filters by form and by status, and still counts every form', async () => {
      const contacts = await leads.list({ form: 'contact', limit: 10, offset: 0 });
      expect(messages(contacts)).toEqual([
        'sent 2026-01-04T09:00:00Z',
        'sent 2026-01-02T09:00:00Z',
        'sent 2026-01-01T09:00:00Z',
      ]);
      expect(contacts.total).toBe(3);

      const newContacts = await leads.list({
        form: 'contact',
        status: 'new',
        limit: 10,
        offset: 0,
      });
      expect(messages(newContacts)).toEqual(['sent 2026-01-02T09:00:00Z']);
      expect(newContacts.total).toBe(1);
      expect(newContacts.forms).toEqual(contacts.forms);

      const none = await leads.list({ form: 'careers', limit: 10, offset: 0 });
      expect(none).toEqual({ leads: [], total: 0, forms: contacts.forms });
    });

    it('returns every matching lead for export, newest first', async () => {
      const exported = await leads.all({ form: 'contact', status: 'closed' });
      expect(exported.map((lead) => lead.fields[0]?.value)).toEqual(['sent 2026-01-01T09:00:00Z']);
      await expect(leads.all({})).resolves.toHaveLength(4);
    });
  });

  it('lists nothing when there are no leads', async () => {
    await expect(leads.list({ limit: 10, offset: 0 })).resolves.toEqual({
      leads: [],
      total: 0,
      forms: [],
    });
  });

  describe('update', () => {
    it('changes the status and the note; updated_at moves and created_at stays', async () => {
      const id = await insertLead('contact', '2020-01-01T00:00:00Z');
      const contacted = await leads.update(id, { status: 'contacted' });
      expect(contacted).toMatchObject({ id, status: 'contacted', note: '' });
      expect(contacted.created_at).toBe('2020-01-01T00:00:00+00:00');
      expect(Date.parse(contacted.updated_at)).toBeGreaterThan(Date.parse('2024-01-01'));

      const noted = await leads.update(id, { note: 'Called back, quote sent.' });
      expect(noted).toMatchObject({ status: 'contacted', note: 'Called back, quote sent.' });
      await expect(leads.update(id, { note: '' })).resolves.toMatchObject({ note: '' });
      expect((await leads.all({}))[0]?.created_at).toBe('2020-01-01T00:00:00+00:00');
    });

    it('leaves updated_at alone when an update changes nothing', async () => {
      const id = await insertLead('contact', '2020-01-01T00:00:00Z');
      const same = await leads.update(id, { status: 'new', note: '' });
      expect(same).toMatchObject({ name: 'Aisha', updated_at: '2020-01-01T00:00:00+00:00' });
    });

    it('gives a lead to a staff member and lists only theirs, or only the ones nobody owns', async () => {
      const first = await insertLead('contact', '2026-01-01T09:00:00Z');
      const second = await insertLead('contact', '2026-01-02T09:00:00Z');
      const given = await leads.update(first, { owner: '  Sara Khan ', status: 'qualified' });
      expect(given).toMatchObject({ owner: 'Sara Khan', status: 'qualified' });
      const hers = await leads.list({ owner: 'Sara Khan', limit: 10, offset: 0 });
      expect(hers.leads.map((lead) => lead.id)).toEqual([first]);
      expect(hers.total).toBe(1);
      const nobodys = await leads.list({ owner: '', limit: 10, offset: 0 });
      expect(nobodys.leads.map((lead) => lead.id)).toEqual([second]);
      expect((await leads.all({ owner: 'Sara Khan' })).map((lead) => lead.id)).toEqual([first]);
      expect(await leads.owners()).toContain('Sara Khan');
    });

    it('keeps a timeline of each status, owner and note change, with who and when, oldest first', async () => {
      const id = await insertLead('contact', '2026-01-01T09:00:00Z');
      expect(await leads.timeline(id)).toEqual([]);
      await leads.update(id, { owner: 'Sara Khan' }, 'Omar Haddad');
      await leads.update(id, { status: 'contacted', note: 'Called; wants a quote.' }, 'Sara Khan');
      await leads.update(id, { status: 'contacted', note: 'Called; wants a quote.' }, 'Sara Khan');
      await leads.update(id, { owner: '', note: '' }, 'Omar Haddad');
      const timeline = await leads.timeline(id);
      expect(timeline.map(({ person, kind, detail }) => ({ person, kind, detail }))).toEqual([
        { person: 'Omar Haddad', kind: 'owner', detail: { from: '', to: 'Sara Khan' } },
        { person: 'Sara Khan', kind: 'status', detail: { from: 'new', to: 'contacted' } },
        { person: 'Sara Khan', kind: 'note', detail: { text: 'Called; wants a quote.' } },
        { person: 'Omar Haddad', kind: 'owner', detail: { from: 'Sara Khan', to: '' } },
        { person: 'Omar Haddad', kind: 'note', detail: { text: '' } },
      ]);
      for (const event of timeline) {
        expect(event.at).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(event.id).toMatch(UUID);
      }
      const times = timeline.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(await leads.timeline('not-a-uuid')).toEqual([]);
    });

    it('deletes the timeline with its lead', async () => {
      const id = await insertLead('contact', '2026-01-01T09:00:00Z');
      await leads.update(id, { note: 'Wants a call on Sunday.' }, 'Sara Khan');
      await db.exec('delete from public.leads');
      const [left] = await db.query<{ n: number }>(
        'select count(*)::int as n from public.lead_events',
      );
      expect(left?.n).toBe(0);
    });

    it('rejects with LeadNotFoundError for an id no lead has', async () => {
      for (const id of ['7d3c1f0e-5b2a-4c8d-9e6f-0a1b2c3d4e5f', 'not-a-uuid']) {
        const updating = leads.update(id, { status: 'closed' });
        await expect(updating).rejects.toBeInstanceOf(LeadNotFoundError);
        await expect(updating).rejects.toMatchObject({ id });
      }
    });

    it('refuses an unknown status and an overlong note, changing nothing', async () => {
      const id = await insertLead('contact', '2026-01-01T09:00:00Z');
      await expect(leads.update(id, { status: 'sold' as 'closed' })).rejects.toThrow(
        'Could not update the lead: the status must be new, contacted, qualified, won, lost, closed or spam',
      );
      await expect(leads.update(id, { owner: 'S'.repeat(201) })).rejects.toThrow(
        "Could not update the lead: the owner must be a staff member's name of at most 200 characters",
      );
      await expect(leads.update(id, { note: 'x'.repeat(5001) })).rejects.toThrow(
        'Could not update the lead: the note must be at most 5000 characters long',
      );
      expect(await leads.all({})).toEqual([expect.objectContaining({ status: 'new', note: '' })]);
    });
  });

  describe('constraints on add', () => {
    it.each([
      'Contact',
      'contact form',
      'contact--us',
      '-contact',
      'contact_us',
      '',
      'f'.repeat(101),
    ])('refuses the form name %j', async (form) => {
      await expect(leads.add(contact({ form }))).rejects.toThrow(
        'Could not store the lead: the form name must be lowercase letters and digits',
      );
      expect(await count()).toBe(0);
    });

    it.each([
      '//evil.example.com/contact',
      '/Contact',
      '/contact?ref=ad',
      '/contact us',
      'https://example.com/',
      '//evil',
      `/${'p'.repeat(200)}`,
    ])('refuses the page %j', async (page) => {
      await expect(leads.add(contact({ page }))).rejects.toThrow(
        'Could not store the lead: the page must be a path on this site',
      );
      expect(await count()).toBe(0);
    });

    it('accepts the root page, a 100-character form name and 50 fields', async () => {
      const fields = Array.from({ length: 50 }, (_, index) => field(`q${index}`, 'yes'));
      await leads.add(contact({ page: '/', form: 'f'.repeat(100), fields }));
      expect(await count()).toBe(1);
    });

    it.each([
      ['no fields', []],
      ['51 fields', Array.from({ length: 51 }, (_, index) => field(`q${index}`, 'yes'))],
      ['an object', { name: 'Aisha' }],
      ['a string', 'name=Aisha'],
    ])('refuses %s as the fields', async (_, fields) => {
      await expect(leads.add(contact({ fields: fields as LeadField[] }))).rejects.toThrow(
        'Could not store the lead: a lead must have between 1 and 50 fields',
      );
      expect(await count()).toBe(0);
    });

    it('refuses answers over 64 KiB in all', async () => {
      const fields = [field('message', 'x'.repeat(40_000)), field('details', 'y'.repeat(40_000))];
      await expect(leads.add(contact({ fields }))).rejects.toThrow(
        'Could not store the lead: the answers must take at most 64 KiB',
      );
      expect(await count()).toBe(0);
    });
  });
});
