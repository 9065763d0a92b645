import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase, SqlQueryable } from '../../engine/database/sql-database';
import { HONEYPOT_FIELD } from '../../engine/forms/honeypot';
import { declareLeadForm } from '../../engine/leads/intake/lead-form-declaration';
import { admin, anon, asSession, member, serviceRole } from '../fixtures/api-sessions';
import { everyKindDeclarations } from '../fixtures/every-kind-forms';
import { formField } from '../fixtures/form-field';
import { newestLead, putLeadForms, submitLead } from '../fixtures/submit-lead';
import { openMigrated, testDatabases } from '../fixtures/test-databases';

// public.submit_lead on every backend: what a visitor's browser calls on Supabase. It takes
// only declared forms and fields, keeps spam apart, and stores a lead with its notifications
// in one transaction; nobody else writes public.leads or reads the declarations.

const WEBHOOK = 'https://crm.example/hooks/leads';

const person = {
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  consent: true,
  message: 'Two offices to connect.',
};

// Fourteen text areas of 5,000 characters: each answer fits, all of them do not.
const bigForm = declareLeadForm('/big', {
  name: 'big',
  submitLabel: 'Send',
  toast: { title: 'Sent', text: 'Thanks' },
  fields: Array.from({ length: 14 }, (_, index) =>
    formField({ name: `part${index}`, label: `Part ${index}`, kind: 'textarea' }),
  ),
});

// The same form on the Arabic page, where leads are Arabic.
const arabicBigForm = { ...bigForm, route: '/ar/big' };

// A form whose box is a consent: the lead keeps the version of its wording.
const CONSENT_WORDING = 'Keep my answers to reply to me, as the privacy page says';
const consentForm = declareLeadForm('/join', {
  name: 'join',
  submitLabel: 'Join',
  toast: { title: 'Joined', text: 'Welcome' },
  fields: [
    formField({ name: 'email', label: 'Email', kind: 'email', required: true }),
    formField({ name: 'ok', label: CONSENT_WORDING, kind: 'checkbox', consent: '/privacy' }),
  ],
});

describe.each(testDatabases)('public.submit_lead on $name', (backend) => {
  let db: SqlDatabase;

  const send = (
    fields: unknown,
    options: { address?: string; form?: string; page?: string } = {},
  ) =>
    submitLead(
      db,
      { form: options.form ?? 'every-kind', page: options.page ?? '/every-kind', fields },
      { address: options.address },
    );
  const leadCount = async () =>
    (await db.query<{ count: number }>('select count(*)::int as count from public.leads'))[0]
      ?.count;
  const deliveries = () =>
    db.query<{ channel: string; target: string; payload: unknown; lead_id: string }>(
      'select channel, target, payload, lead_id from outbox.deliveries order by channel',
    );
  const saveTargets = (rows: [string, string][]) =>
    db.transaction(async (tx) => {
      await tx.query('delete from outbox.targets where true');
      for (const [channel, target] of rows) {
        await tx.query('insert into outbox.targets (channel, target) values ($1, $2)', [
          channel,
          target,
        ]);
      }
    });

  // Creating a PGlite database takes seconds, and much longer on a busy machine.
  beforeAll(async () => {
    db = await openMigrated(backend);
    await asSession(db, serviceRole, (tx) =>
      putLeadForms(tx, [...everyKindDeclarations(), bigForm, arabicBigForm, consentForm]),
    );
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec(`delete from public.leads where true;
      delete from intake.submissions_per_minute where true;`);
    await saveTargets([
      ['email', 'sales@techcrew.ae'],
      ['webhook', WEBHOOK],
    ]);
  });

  it('stores a lead and queues its notifications to the channels the worker saved', async () => {
    await send({ ...person, size: 'large', [HONEYPOT_FIELD]: '' });
    const lead = await newestLead(db);
    expect(lead).toMatchObject({
      form: 'every-kind',
      page: '/every-kind',
      status: 'new',
      locale: 'en',
    });
    expect(lead?.spam_reason).toBeNull();
    expect(lead?.fields).toEqual(
      expect.arrayContaining([
        { name: 'name', label: 'TechCrew Contact', value: 'Layla Haddad' },
        { name: 'size', label: 'Team Size', value: '21 or more' },
        { name: 'campaign', label: 'Campaign', value: 'spring' },
      ]),
    );
    // The form's own notify: list, else LEAD_EMAIL_TO; payloads are the worker's to compose.
    expect(await deliveries()).toEqual([
      {
        channel: 'email',
        target: 'events@techcrew.ae, sales@techcrew.ae',
        payload: {},
        lead_id: lead?.id,
      },
      { channel: 'webhook', target: WEBHOOK, payload: {}, lead_id: lead?.id },
    ]);
  });

  it("stamps the version of a consent box's wording, ticked or not, and only on that box", async () => {
    const version = createHash('sha256').update(CONSENT_WORDING).digest('hex').slice(0, 12);
    await send({ email: 'layla@example.ae', ok: true }, { form: 'join', page: '/join' });
    expect((await newestLead(db))?.fields).toEqual([
      { name: 'email', label: 'Email', value: 'layla@example.ae' },
      { name: 'ok', label: CONSENT_WORDING, value: true, consent: { version } },
    ]);
    await send({ email: 'omar@example.ae' }, { form: 'join', page: '/join' });
    expect(((await newestLead(db))?.fields as unknown[])[1]).toEqual({
      name: 'ok',
      label: CONSENT_WORDING,
      value: false,
      consent: { version },
    });
  });

  it('takes the language of a lead from its page: ar under /ar/, else en', async () => {
    await send({ part0: 'مرحبا' }, { form: 'big', page: '/ar/big' });
    expect(await newestLead(db)).toMatchObject({ page: '/ar/big', locale: 'ar' });
    await send({ part0: 'Hello' }, { form: 'big', page: '/big' });
    expect(await newestLead(db)).toMatchObject({ page: '/big', locale: 'en' });
  });

  it("emails LEAD_EMAIL_TO for a form without notify:, and queues no channel the worker didn't save", async () => {
    await saveTargets([['email', 'sales@techcrew.ae']]);
    await send({ name: 'Omar' }, { form: 'rsvp', page: '/events/open-day' });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ channel: 'email', target: 'sales@techcrew.ae' }),
    ]);
    await saveTargets([['email', '']]);
    await send({ name: 'Omar' }, { form: 'rsvp', page: '/events/open-day' });
    expect(await leadCount()).toBe(2);
    expect(await deliveries()).toHaveLength(1);
  });

  it('stores a submission whose hidden field is filled in as spam, and queues nothing', async () => {
    await send({ ...person, [HONEYPOT_FIELD]: 'https://cheap.example' });
    expect(await newestLead(db)).toMatchObject({
      status: 'spam',
      spam_reason: 'The hidden field was filled in.',
    });
    expect(await deliveries()).toEqual([]);
  });

  it('refuses a field the form does not declare, and stores nothing', async () => {
    await expect(send({ ...person, surname: 'Haddad' })).rejects.toMatchObject({
      code: 'LE002',
      detail: 'surname',
      message: 'This form has no field "surname".',
    });
    expect(await leadCount()).toBe(0);
    expect(await deliveries()).toEqual([]);
  });

  it('refuses an answer longer than its field takes, and answers over 64 KiB', async () => {
    await expect(send({ ...person, name: 'x'.repeat(301) })).rejects.toMatchObject({
      code: 'LE003',
      detail: 'name',
      hint: 'maxLength',
    });
    await expect(send({ ...person, message: 'x'.repeat(5_001) })).rejects.toMatchObject({
      code: 'LE003',
      detail: 'message',
      hint: 'maxLength',
    });
    const parts = Object.fromEntries(
      Array.from({ length: 14 }, (_, index) => [`part${index}`, 'x'.repeat(5_000)]),
    );
    await expect(send(parts, { form: 'big', page: '/big' })).rejects.toMatchObject({
      code: 'LE004',
    });
    expect(await leadCount()).toBe(0);
  });

  it('refuses a form the page does not declare, and answers that are not an object', async () => {
    for (const [form, page] of [
      ['every-kind', '/contact'],
      ['nothing', '/every-kind'],
      ['rsvp', '/events/launch'],
      ['every-kind', '/Every-Kind'],
    ]) {
      await expect(send(person, { form, page })).rejects.toMatchObject({ code: 'LE001' });
    }
    await expect(send(['Layla'])).rejects.toMatchObject({ code: 'LE006' });
    expect(await leadCount()).toBe(0);
  });

  it('stores nothing when a notification cannot be queued: lead and outbox are one transaction', async () => {
    await db.exec(`create function public.refuse_delivery() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$;
      create trigger refuse_delivery before insert on outbox.deliveries
      for each row execute function public.refuse_delivery();`);
    try {
      await expect(send(person)).rejects.toThrow('outbox unavailable');
    } finally {
      await db.exec(`drop trigger refuse_delivery on outbox.deliveries;
        drop function public.refuse_delivery();`);
    }
    expect(await leadCount()).toBe(0);
  });

  it('keeps where the visitor came from to the known keys, one line each, trimmed', async () => {
    await submitLead(db, {
      form: 'every-kind',
      page: '/every-kind',
      fields: person,
      source: {
        referrer: ' https://www.google.com/ ',
        utm_source: 'x'.repeat(600),
        utm_medium: 'two\nlines',
        utm_term: 42,
        landing: '   ',
        campaign_id: 'not a source key',
      },
    });
    expect((await newestLead(db))?.source).toEqual({
      referrer: 'https://www.google.com/',
      utm_source: 'x'.repeat(500),
    });
  });

  it('refuses the 11th submission in a minute from one address, and no other', async () => {
    for (let sent = 0; sent < 10; sent += 1) await send(person, { address: '203.0.113.7' });
    await expect(send(person, { address: '203.0.113.7' })).rejects.toMatchObject({
      code: 'LE005',
    });
    await send(person, { address: '198.51.100.2' });
    await send(person);
    expect(await leadCount()).toBe(12);
  });

  describe('who may do what', () => {
    const insertLead = (tx: SqlQueryable) =>
      tx.query(
        `insert into public.leads (form, page, fields)
         values ('every-kind', '/every-kind', '[{"name":"name","label":"Name","value":"X"}]')`,
      );
    const readDeclarations = (tx: SqlQueryable) =>
      tx.query('select route, form from public.lead_form_declarations');
    const putNone = (tx: SqlQueryable) => tx.query(`select public.put_lead_forms('[]')`);
    const readTargets = (tx: SqlQueryable) => tx.query('select * from outbox.targets');

    it('lets anon call submit_lead, and never insert into public.leads', async () => {
      await expect(asSession(db, anon, insertLead)).rejects.toMatchObject({ code: '42501' });
      await expect(
        submitLead(db, { form: 'rsvp', page: '/events/x', fields: { name: 'A' } }),
      ).resolves.toBeDefined();
      for (const session of [member, admin]) {
        await expect(asSession(db, session, insertLead)).rejects.toMatchObject({ code: '42501' });
        await submitLead(
          db,
          { form: 'rsvp', page: '/events/x', fields: { name: 'B' } },
          { session },
        );
      }
      expect(await leadCount()).toBe(3);
    });

    it.each([
      ['anon', anon],
      ['a signed-in user', member],
      ['an admin with a second factor', admin],
    ])(
      'lets %s neither read nor write the declarations, nor read the targets',
      async (_, session) => {
        for (const work of [readDeclarations, putNone, readTargets]) {
          await expect(asSession(db, session, work)).rejects.toMatchObject({ code: '42501' });
        }
      },
    );

    it('lets the service role read and replace the declarations at once', async () => {
      const routes = await asSession(db, serviceRole, readDeclarations);
      expect(routes).toContainEqual({ route: '/events/:slug', form: 'rsvp' });
      await asSession(db, serviceRole, (tx) => putLeadForms(tx, [bigForm]));
      await expect(asSession(db, serviceRole, readDeclarations)).resolves.toEqual([
        { route: '/big', form: 'big' },
      ]);
      await expect(send(person)).rejects.toMatchObject({ code: 'LE001' });
      await asSession(db, serviceRole, (tx) =>
        putLeadForms(tx, [...everyKindDeclarations(), bigForm, arabicBigForm, consentForm]),
      );
    });
  });
});
