import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteStores } from '../../engine/site-stores/site-stores';
import type { Lead } from '../../engine/leads/lead';
import { startNotifyWorker } from '../../engine/leads/notify/notify-worker';
import { createSenders } from '../../engine/leads/notify/senders';
import { visitorReplyPayload } from '../../engine/leads/notify/visitor-reply-payload';
import { BuildLoader } from '../../engine/server/rendering/build-loader';
import { asSession, serviceRole } from '../fixtures/api-sessions';
import { contactAnswers } from '../fixtures/contact-answers';
import { header, readable, startMailCatcher } from '../fixtures/mail-catcher';
import { rawRequest } from '../fixtures/raw-http';
import { testDist, useSiteServer } from '../fixtures/site-server';
import { putLeadForms, siteDeclarations, submitLead } from '../fixtures/submit-lead';
import { testDatabases } from '../fixtures/test-databases';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';

// Every lead reaches a person: an email and a signed webhook from an outbox filled in the
// lead's own transaction, delivered by the worker, retried until the other side takes it.

const SECRET = 'a-webhook-secret-of-some-length';
const quiet = { info: () => {}, error: () => {} };

describe.each(testDatabases)('lead notifications on $name', (backend) => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: ReturnType<typeof startNotifyWorker>;
  let senders: ReturnType<typeof createSenders>;
  const notifier = { wake: () => worker?.wake() };
  const settings = {} as Parameters<typeof createSenders>[0];

  beforeAll(async () => {
    mail = await startMailCatcher();
    // The first lead's webhook fails twice, then is taken.
    hooks = await startWebhookReceiver([500, 500]);
    settings.email = {
      smtpUrl: mail.url,
      to: ['sales@techcrew.ae'],
      from: 'Leads <leads@techcrew.ae>',
    };
    settings.webhook = { url: hooks.url, secret: SECRET };
  });

  const site = useSiteServer(backend, {
    leadsPerMinute: 1000,
    notifier,
    get notify() {
      return { ...settings, publicUrl: 'https://www.techcrew.ae' };
    },
  });

  beforeAll(() => {
    senders = createSenders(settings);
    const notify = { ...settings, publicUrl: 'https://www.techcrew.ae' };
    const builds = new BuildLoader(testDist);
    worker = startNotifyWorker({
      deliveries: createSiteStores(site.db).deliveries,
      senders,
      settings: notify,
      visitorReply: async (lead) => visitorReplyPayload(await builds.current(), lead, notify),
      log: quiet,
      // Retries a quarter second apart: the real back-off is backoff.test.ts's.
      retryAt: (_attempts, _created, now) => new Date(now.getTime() + 250),
    });
  });
  afterAll(async () => {
    await worker?.stop();
    senders?.close();
    await mail?.stop();
    await hooks?.stop();
  });

  /** The emails to staff; the contact form also answers each visitor (autoReply). */
  const toStaff = () => mail.caught.filter((message) => message.to.includes('sales@techcrew.ae'));
  /** The emails to one visitor. */
  const toVisitor = (address: string) =>
    mail.caught.filter((message) => message.to.includes(address));

  /** The newest lead, as staff see it. */
  const newestLead = async () =>
    (
      JSON.parse(
        (await rawRequest(site.url, { path: '/api/admin/leads?limit=1', headers: site.operator }))
          .body,
      ) as { leads: Lead[] }
    ).leads[0];

  const send = (answers: Record<string, unknown>, page = '/contact') =>
    rawRequest(site.url, {
      method: 'POST',
      path: `/api/leads?form=contact&page=${encodeURIComponent(page)}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answers),
    });

  it('emails every answer to LEAD_EMAIL_TO, naming the form and the visitor, replying to them', async () => {
    const email = 'layla.notify@example.ae';
    expect((await send({ ...contactAnswers, name: 'Layla Haddad', email })).status).toBe(201);
    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(1);
    const [message] = toStaff();
    expect(message!.to).toEqual(['sales@techcrew.ae']);
    expect(header(message!.raw, 'Subject')).toBe('New lead from the contact form: Layla Haddad');
    expect(header(message!.raw, 'Reply-To')).toBe(email);
    const body = readable(message!.raw);
    // Each answer isolated (FSI ... PDI), so its direction is its own.
    expect(body).toContain('Company: \u2068Gulf Freight LLC\u2069');
    expect(body).toContain('Location: \u2068Abu Dhabi\u2069');
    const lead = await newestLead();
    expect(body).toContain(`https://www.techcrew.ae/admin?lead=${lead!.id}`);
  });

  it('posts a signed webhook, retried with the same Idempotency-Key until it is taken, then never again', async () => {
    await expect.poll(() => hooks.received.length, { timeout: 10_000 }).toBe(3);
    const keys = new Set(hooks.received.map((hook) => hook.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    for (const hook of hooks.received) {
      const expected = `sha256=${createHmac('sha256', SECRET).update(hook.body).digest('hex')}`;
      expect(hook.headers['x-signature-256']).toBe(expected);
      expect(JSON.parse(hook.body)).toMatchObject({
        form: 'contact',
        page: '/contact',
        id: [...keys][0],
      });
    }
    const lead = await newestLead();
    const deliveries = async () =>
      JSON.parse(
        (
          await rawRequest(site.url, {
            path: `/api/admin/leads/${lead!.id}/deliveries`,
            headers: site.operator,
          })
        ).body,
      ) as { channel: string; kind: string; status: string; attempts: number }[];
    const byKind = async () =>
      (await deliveries()).sort((a, b) =>
        `${a.channel}${a.kind}`.localeCompare(`${b.channel}${b.kind}`),
      );
    await expect.poll(byKind).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'auto-reply',
        status: 'sent',
        attempts: 1,
      }),
      expect.objectContaining({ channel: 'email', kind: 'notify', status: 'sent', attempts: 1 }),
      expect.objectContaining({
        channel: 'webhook',
        kind: 'notify',
        status: 'sent',
        attempts: 3,
      }),
    ]);
    // Sent is final: the outbox holds nothing more for the worker to try.
    expect(hooks.received).toHaveLength(3);
  });

  it('hands one lead to staff by its id, and Resend sends its email once more', async () => {
    const lead = await newestLead();
    const one = await rawRequest(site.url, {
      path: `/api/admin/leads/${lead!.id}`,
      headers: site.operator,
    });
    expect(JSON.parse(one.body)).toEqual(lead);
    const missing = await rawRequest(site.url, {
      path: '/api/admin/leads/00000000-0000-4000-8000-000000000000',
      headers: site.operator,
    });
    expect(missing.status).toBe(404);

    const email = (
      JSON.parse(
        (
          await rawRequest(site.url, {
            path: `/api/admin/leads/${lead!.id}/deliveries`,
            headers: site.operator,
          })
        ).body,
      ) as { id: string; channel: string; kind: string }[]
    ).find((delivery) => delivery.channel === 'email' && delivery.kind === 'notify');
    const mails = toStaff().length;
    const resent = await rawRequest(site.url, {
      method: 'POST',
      path: `/api/admin/deliveries/${email!.id}/resend`,
      headers: site.operator,
    });
    expect(resent.status).toBe(200);
    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(mails + 1);
  });

  it('keeps spam apart with no notification, and sends them once staff say it is not spam', async () => {
    const mails = toStaff().length;
    const email = 'spammy@example.ae';
    const response = await send({ ...contactAnswers, email, _website: 'https://spam.example' });
    expect(response.status).toBe(201);
    const spam = JSON.parse(
      (await rawRequest(site.url, { path: '/api/admin/leads?status=spam', headers: site.operator }))
        .body,
    ) as { leads: Lead[] };
    const lead = spam.leads.find((candidate) => candidate.email === email)!;
    expect(lead.status).toBe('spam');
    // Spam queues nothing, so nothing can be sent.
    const queued = await rawRequest(site.url, {
      path: `/api/admin/leads/${lead.id}/deliveries`,
      headers: site.operator,
    });
    expect(JSON.parse(queued.body)).toEqual([]);
    expect(toStaff().length).toBe(mails);
    const notSpam = await rawRequest(site.url, {
      method: 'POST',
      path: `/api/admin/leads/${lead.id}/not-spam`,
      headers: site.operator,
    });
    expect(JSON.parse(notSpam.body)).toMatchObject({ status: 'new', spam_reason: null });
    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(mails + 1);
  });

  it('emails a colleague a lead given to them, from the address their admin link keeps', async () => {
    const sara = 'sara.khan@techcrew.ae';
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Sara Khan', email: sara }),
    });
    expect(link.status).toBe(200);
    const visitor = 'karim.assigned@example.ae';
    expect((await send({ ...contactAnswers, name: 'Karim Aziz', email: visitor })).status).toBe(
      201,
    );
    const lead = await newestLead();
    const given = await rawRequest(site.url, {
      method: 'PATCH',
      path: `/api/admin/leads/${lead!.id}`,
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({ owner: 'Sara Khan' }),
    });
    expect(given.status).toBe(200);
    const toSara = () => mail.caught.filter((message) => message.to.includes(sara));
    await expect.poll(() => toSara().length, { timeout: 5_000 }).toBe(1);
    const [message] = toSara();
    expect(header(message!.raw, 'Subject')).toBe(
      'A lead for you from the contact form: Karim Aziz',
    );
    expect(header(message!.raw, 'Reply-To')).toBe(visitor);
    const body = readable(message!.raw);
    expect(body).toContain('gave you this lead to follow up.');
    expect(body).toContain(`https://www.techcrew.ae/admin?lead=${lead!.id}`);
    // The attempt is recorded a moment after the mail server took it.
    const deliveries = async () =>
      JSON.parse(
        (
          await rawRequest(site.url, {
            path: `/api/admin/leads/${lead!.id}/deliveries`,
            headers: site.operator,
          })
        ).body,
      ) as { kind: string; target: string; status: string }[];
    await expect
      .poll(deliveries, { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ kind: 'assigned', target: sara, status: 'sent' }));
    const owners = await rawRequest(site.url, {
      path: '/api/admin/leads/owners',
      headers: site.operator,
    });
    expect(JSON.parse(owners.body)).toContain('Sara Khan');
  });

  it("answers the visitor once in their page's language, and once an hour at most per form", async () => {
    const layla = 'layla.reply@example.ae';
    expect((await send({ ...contactAnswers, name: 'Layla', email: layla })).status).toBe(201);
    await expect.poll(() => toVisitor(layla).length, { timeout: 5_000 }).toBe(1);
    const [english] = toVisitor(layla);
    expect(english!.from).toBe('leads@techcrew.ae');
    expect(header(english!.raw, 'Subject')).toBe('We have your message, Layla');
    expect(header(english!.raw, 'Reply-To')).toBe('sales@techcrew.ae');
    expect(readable(english!.raw)).toContain('What you sent us:');
    expect(readable(english!.raw)).toContain('Company: \u2068Gulf Freight LLC\u2069');

    const omar = 'omar.reply@example.ae';
    expect(
      (await send({ ...contactAnswers, name: 'عمر', email: omar }, '/ar/contact')).status,
    ).toBe(201);
    await expect.poll(() => toVisitor(omar).length, { timeout: 5_000 }).toBe(1);
    const arabic = readable(toVisitor(omar)[0]!.raw);
    expect(arabic).toContain('ما أرسلته إلينا:');
    expect(arabic).toContain('lang="ar" dir="rtl"');

    // A second message within the hour reaches staff, and sends the visitor nothing more.
    const staffBefore = toStaff().length;
    expect(
      (await send({ ...contactAnswers, name: 'Layla', email: 'Layla.Reply@example.ae' })).status,
    ).toBe(201);
    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(staffBefore + 1);
    const second = await newestLead();
    const kinds = await site.db.query<{ kind: string }>(
      'select kind from outbox.deliveries where lead_id = $1 order by kind',
      [second!.id],
    );
    expect(kinds.map(({ kind }) => kind)).toEqual(['notify', 'notify']);
    expect(toVisitor(layla)).toHaveLength(1);

    // An hour on, the next message is answered again.
    await site.db.query(
      `update outbox.deliveries set created_at = now() - interval '61 minutes'
       where kind = 'auto-reply' and lower(target) = $1`,
      [layla],
    );
    expect((await send({ ...contactAnswers, name: 'Layla', email: layla })).status).toBe(201);
    await expect.poll(() => toVisitor(layla).length, { timeout: 5_000 }).toBe(2);
  });

  it('gives up at once on a reply the mail server refuses, which never counts against it', async () => {
    const staffBefore = toStaff().length;
    const refused = 'nobody@refused.example';
    expect((await send({ ...contactAnswers, name: 'Nobody', email: refused })).status).toBe(201);
    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(staffBefore + 1);
    const lead = (await newestLead())!;
    const reply = () =>
      site.db.query<{ status: string; attempts: number; last_error: string }>(
        `select status, attempts, last_error from outbox.deliveries
         where lead_id = $1 and kind = 'auto-reply'`,
        [lead.id],
      );
    await expect
      .poll(reply, { timeout: 5_000 })
      .toEqual([
        { status: 'failed', attempts: 1, last_error: expect.stringContaining('No such mailbox') },
      ]);
    const mailServer = await site.db.query<{ failures: number }>(
      `select failures from outbox.destinations where channel = 'email'`,
    );
    expect(mailServer.every(({ failures }) => failures === 0)).toBe(true);
  });

  it('sends nothing for a reply queued unmade whose form no longer answers, and says why', async () => {
    const joined = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=join&page=%2F',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Sami', email: 'sami@example.ae' }),
    });
    expect(joined.status).toBe(201);
    const lead = (await newestLead())!;
    // As public.submit_lead queues a reply: unmade, for the worker to make.
    const [queued] = await site.db.query<{ id: string }>(
      `insert into outbox.deliveries (lead_id, channel, target, payload, kind)
       values ($1, 'email', 'sami@example.ae', '{}'::jsonb, 'auto-reply') returning id`,
      [lead.id],
    );
    worker.wake();
    await expect
      .poll(
        async () =>
          (
            await site.db.query<{ status: string; last_error: string }>(
              'select status, last_error from outbox.deliveries where id = $1',
              [queued!.id],
            )
          )[0],
        { timeout: 5_000 },
      )
      .toEqual({ status: 'failed', last_error: expect.stringContaining('no longer answers') });
    expect(toVisitor('sami@example.ae')).toEqual([]);
  });

  it('delivers a lead public.submit_lead stored, making its email and webhook at the first attempt and keeping them', async () => {
    // Supabase's case: the database queues the channels the worker said it delivers, unmade.
    await expect(
      site.db.query('select channel, target from outbox.targets order by channel'),
    ).resolves.toEqual([
      { channel: 'email', target: 'sales@techcrew.ae' },
      { channel: 'webhook', target: hooks.url },
    ]);
    await asSession(site.db, serviceRole, async (tx) => putLeadForms(tx, await siteDeclarations()));
    const [mails, posts] = [toStaff().length, hooks.received.length];
    const noor = 'noor@example.ae';
    const answers = { ...contactAnswers, name: 'Noor Saleh', email: noor };
    await submitLead(site.db, { form: 'contact', page: '/contact', fields: answers });
    const lead = (await newestLead())!;
    worker.wake();

    await expect.poll(() => toStaff().length, { timeout: 5_000 }).toBe(mails + 1);
    const message = toStaff().at(-1)!;
    expect(message.to).toEqual(['sales@techcrew.ae']);
    expect(header(message.raw, 'Subject')).toBe('New lead from the contact form: Noor Saleh');
    expect(readable(message.raw)).toContain(`https://www.techcrew.ae/admin?lead=${lead.id}`);
    await expect.poll(() => hooks.received.length, { timeout: 5_000 }).toBe(posts + 1);
    const hook = hooks.received.at(-1)!;
    expect(JSON.parse(hook.body)).toMatchObject({ id: lead.id, form: 'contact', page: '/contact' });

    // The contact form's reply, made by the worker too, in the language of the lead's page.
    await expect.poll(() => toVisitor(noor).length, { timeout: 5_000 }).toBe(1);
    expect(header(toVisitor(noor)[0]!.raw, 'Subject')).toBe('We have your message, Noor Saleh');

    const stored = await site.db.query<{
      channel: string;
      kind: string;
      payload: Record<string, unknown>;
    }>(
      'select channel, kind, payload from outbox.deliveries where lead_id = $1 order by channel, kind',
      [lead.id],
    );
    expect(stored).toEqual([
      {
        channel: 'email',
        kind: 'auto-reply',
        payload: expect.objectContaining({
          to: [noor],
          messageId: `<reply-${lead.id}@www.techcrew.ae>`,
        }),
      },
      {
        channel: 'email',
        kind: 'notify',
        payload: expect.objectContaining({
          to: ['sales@techcrew.ae'],
          messageId: `<lead-${lead.id}@www.techcrew.ae>`,
        }),
      },
      { channel: 'webhook', kind: 'notify', payload: { body: hook.body } },
    ]);
  });
});
