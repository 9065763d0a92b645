import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contactAnswers } from '../fixtures/contact-answers';
import { header, startMailCatcher } from '../fixtures/mail-catcher';
import { freePort } from '../tools/free-port';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';

// The mail server is down when a lead arrives, and the site restarts before it is back:
// the visitor is answered at once, and the email arrives once the mail server is back,
// exactly once.

const running: SiteProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => stopSiteProcess(site)));
});

describe('a lead while the mail server is down', () => {
  it('is stored at once, and its email arrives once the mail server is back, across a restart', async () => {
    const mail = await startMailCatcher();
    await mail.stop();
    const dataDir = path.join(makeTempDir('outage-'), 'data');
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      LEAD_EMAIL_TO: 'sales@techcrew.ae',
    };
    const first = await startSiteProcess({ ...env, PORT: String(await freePort()) });
    running.push(first);
    const posted = Date.now();
    const response = await fetch(`${first.url}/api/leads?form=contact&page=%2Fcontact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...contactAnswers, name: 'Outage Test', email: 'outage@example.ae' }),
    });
    expect(response.status).toBe(201);
    expect(Date.now() - posted).toBeLessThan(2_000);
    await expect
      .poll(() => first.output(), { timeout: 10_000 })
      .toMatch(/failed \(.*\); trying again/);

    await stopSiteProcess(first);
    running.splice(running.indexOf(first), 1);
    const second = await startSiteProcess({ ...env, PORT: String(await freePort()) });
    running.push(second);
    await mail.start();
    try {
      // The lead's email to staff, and the contact form's reply to the visitor.
      const subjects = () => mail.caught.map((message) => header(message.raw, 'Subject')).sort();
      await expect.poll(() => mail.caught.length, { timeout: 90_000, interval: 500 }).toBe(2);
      expect(subjects()).toEqual([
        'New lead from the contact form: Outage Test',
        'We have your message, Outage Test',
      ]);
      // Delivered means done: no email comes twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(mail.caught).toHaveLength(2);
    } finally {
      await stopSiteProcess(second);
      running.splice(running.indexOf(second), 1);
      await mail.stop();
    }
  }, 120_000);
});
