import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Lead } from '../../engine/leads/lead';
import { readServerFile } from '../../engine/server/data-dir-files';
import { header, readable, startMailCatcher } from '../fixtures/mail-catcher';
import { startWebhookReceiver } from '../fixtures/webhook-receiver';
import { freePort } from '../tools/free-port';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';
import { fillContactForm, signInAsStaff, waitForApp } from './helpers';

// Every lead reaches a person: the site server started as a company runs it, with an SMTP
// server (a real one, in this process) and a CRM's webhook endpoint to tell of each lead.

const SECRET = 'a-webhook-secret-the-crm-knows';

test.describe('leads reach a person', () => {
  test.describe.configure({ mode: 'serial' });

  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let site: SiteProcess;
  let dataDir: string;
  let port: number;

  const startSite = async () => {
    site = await startSiteProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      LEAD_EMAIL_TO: 'sales@techcrew.ae',
      LEAD_WEBHOOK_URL: hooks.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_MIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    });
  };

  test.beforeAll(async () => {
    mail = await startMailCatcher();
    hooks = await startWebhookReceiver();
    port = await freePort();
    dataDir = path.join(makeTempDir('notified-'), 'data');
    await startSite();
  });

  test.afterAll(async () => {
    if (site) await stopSiteProcess(site);
    await mail?.stop();
    await hooks?.stop();
  });

  const server = async () => (await readServerFile(dataDir))!;

  async function leadByEmail(email: string, status = ''): Promise<Lead | undefined> {
    const { url, token } = await server();
    const query = new URLSearchParams({ limit: '500', ...(status && { status }) });
    const response = await fetch(`${url}/api/admin/leads?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { leads: Lead[] }).leads.find((l) => l.email === email);
  }

  /** The emails about a visitor: to staff about their lead, and the form's reply to them. */
  const mailsAbout = (email: string) => mail.caught.filter((m) => m.raw.includes(email));
  /** The emails to staff about a visitor's lead. */
  const mailsTo = (email: string) =>
    mailsAbout(email).filter((m) => m.to.includes('sales@techcrew.ae'));

  async function sendContact(page: Page, email: string) {
    await page.goto(`${site.url}/contact`);
    await waitForApp(page);
    const form = await fillContactForm(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toBeVisible();
  }

  test('a contact message emails sales within 5 s, every answer and a link to the lead, replying to the visitor', async ({
    page,
  }) => {
    const email = `layla.${Date.now()}@example.ae`;
    await sendContact(page, email);
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
    const [sent] = mailsTo(email);
    expect(sent!.to).toEqual(['sales@techcrew.ae']);
    expect(header(sent!.raw, 'Subject')).toBe('New lead from the contact form: Layla Haddad');
    expect(header(sent!.raw, 'Reply-To')).toBe(email);
    const text = readable(sent!.raw);
    for (const answer of ['Layla Haddad', email, 'Haddad Trading', 'Two offices to connect.']) {
      expect(text).toContain(answer);
    }
    const lead = (await leadByEmail(email))!;
    expect(text).toContain(`${site.url}/admin?lead=${lead.id}`);

    // One webhook, signed over its raw body, keyed by the lead.
    await expect.poll(() => hooks.received.filter((h) => h.body.includes(email)).length).toBe(1);
    const hook = hooks.received.find((h) => h.body.includes(email))!;
    const signature = createHmac('sha256', SECRET).update(hook.body).digest('hex');
    expect(hook.headers['x-signature-256']).toBe(`sha256=${signature}`);
    expect(hook.headers['idempotency-key']).toBe(lead.id);

    // The visitor gets the contact form's reply, with what they sent.
    await expect.poll(() => mail.caught.filter((m) => m.to.includes(email)).length).toBe(1);
    const reply = mail.caught.find((m) => m.to.includes(email))!;
    expect(header(reply.raw, 'Subject')).toBe('We have your message, Layla Haddad');
    expect(readable(reply.raw)).toContain('Two offices to connect.');
  });

  test("the email's link opens the lead in /admin, with its notifications and the visitor's reply sent", async ({
    page,
  }) => {
    const email = `linked.${Date.now()}@example.ae`;
    await sendContact(page, email);
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
    const link = /https?:\/\/\S+\/admin\?lead=[0-9a-f-]+/.exec(readable(mailsTo(email)[0]!.raw));
    await signInAsStaff(page, await server(), link![0]);
    const dialog = page.getByRole('dialog', { name: 'Lead from Layla Haddad' });
    await expect(dialog).toBeVisible();
    const notifications = dialog.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByRole('listitem')).toHaveCount(3);
    await expect(
      notifications.getByRole('listitem').filter({ hasText: 'Email to sales@techcrew.ae' }),
    ).toContainText('Sent');
    await expect(
      notifications.getByRole('listitem').filter({ hasText: `Automatic reply to ${email}` }),
    ).toContainText('Sent');
    await expect(
      notifications.getByRole('listitem').filter({ hasText: 'Webhook to' }),
    ).toContainText('Sent');
  });

  // That the email then follows, once, across a restart of the site, is shown below the
  // browser (tests/integration/notification-outage.test.ts).
  test('with the mail server down the visitor is answered at once, and the email waits its turn', async ({
    page,
  }) => {
    const email = `outage.${Date.now()}@example.ae`;
    await mail.stop();
    try {
      await sendContact(page, email);
      const lead = await leadByEmail(email);
      expect(lead).toBeDefined();
      const { url, token } = await server();
      const deliveries = async () =>
        (await (
          await fetch(`${url}/api/admin/leads/${lead!.id}/deliveries`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { channel: string; kind: string; status: string; attempts: number }[];
      // Tried, refused by the closed port, and kept for a later attempt.
      await expect
        .poll(async () =>
          (await deliveries()).find((d) => d.kind === 'notify' && d.channel === 'email'),
        )
        .toMatchObject({ status: 'pending', attempts: 1 });
      expect(mailsAbout(email)).toHaveLength(0);
    } finally {
      await mail.start();
    }
  });

  test('a form a bot filled in is confirmed as usual, kept as spam, and tells nobody', async ({
    page,
  }) => {
    // A visitor's page, then staff's: the whole app twice.
    test.slow();
    const email = `bot.${Date.now()}@example.ae`;
    await page.goto(`${site.url}/contact`);
    await waitForApp(page);
    const form = await fillContactForm(page, email);
    // What a bot does and a person never sees: fill in the field kept off screen.
    await form.locator('input[name="_website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://cheap-pills.example';
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toBeVisible();
    const lead = (await leadByEmail(email, 'spam'))!;
    expect(lead.status).toBe('spam');
    expect(await leadByEmail(email)).toBeUndefined();

    await signInAsStaff(page, await server());
    await page.getByRole('tab', { name: 'Leads', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Leads' });
    await panel.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Spam');
    await expect(panel.getByRole('cell', { name: email })).toBeVisible();
    expect(mailsAbout(email)).toHaveLength(0);
  });

  test('a lead remembers the campaign that brought the visit and the page it landed on', async ({
    page,
  }) => {
    const email = `campaign.${Date.now()}@example.ae`;
    await page.goto(`${site.url}/?utm_source=newsletter&utm_campaign=nov`);
    await sendContact(page, email);
    const lead = (await leadByEmail(email))!;
    expect(lead.source).toEqual({
      landing: '/?utm_source=newsletter&utm_campaign=nov',
      utm_source: 'newsletter',
      utm_campaign: 'nov',
    });
    await expect.poll(() => hooks.received.filter((h) => h.body.includes(email)).length).toBe(1);
    const hook = hooks.received.find((h) => h.body.includes(email))!;
    expect((JSON.parse(hook.body) as { source: unknown }).source).toEqual(lead.source);
  });
});
