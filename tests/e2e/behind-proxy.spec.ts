import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import type { Lead } from '../../engine/leads/lead';
import { readServerFile } from '../../engine/server/data-dir-files';
import { chromiumArgs, chromiumExecutable } from '../tools/chromium';
import { freePort } from '../tools/free-port';
import { requestNginx, startNginx, type RunningNginx } from '../tools/nginx';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from '../tools/site-process';
import { makeTempDir } from '../tools/temp-dir';
import { fillContactForm, waitForApp } from './helpers';

// The site as a company deploys it: nginx with TLS in front (deploy/nginx, as shipped),
// serving the build's files itself and passing the rest to the site server, which knows
// its public address (PUBLIC_URL) and trusts nginx alone (TRUST_PROXY=127.0.0.1). Once
// with nginx passing the visitor's Host, once with a plain proxy_pass that does not.

const clientDir = path.resolve(process.env.SITE_DIST ?? 'dist', 'client');

// The browser reaches www.techcrew.ae on this machine, and takes the test's own certificate.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, '--host-resolver-rules=MAP www.techcrew.ae 127.0.0.1'],
  },
});

for (const passHost of [true, false]) {
  test.describe(`behind nginx ${passHost ? 'passing the Host' : 'with a plain proxy_pass'}`, () => {
    test.describe.configure({ mode: 'serial' });

    let site: SiteProcess;
    let nginx: RunningNginx;
    let dataDir: string;

    test.beforeAll(async () => {
      const upstreamPort = await freePort();
      nginx = await startNginx({ upstreamPort, clientDir, passHost });
      dataDir = path.join(makeTempDir('proxied-'), 'data');
      site = await startSiteProcess({
        PORT: String(upstreamPort),
        DATA_DIR: dataDir,
        PUBLIC_URL: nginx.origin,
        TRUST_PROXY: '127.0.0.1',
        LEADS_PER_MINUTE: '10',
        // The test fills the form faster than a person could; that is tested elsewhere.
        LEAD_MIN_SECONDS: '0',
      });
    });

    test.afterAll(async () => {
      await nginx?.stop();
      if (site) await stopSiteProcess(site);
    });

    async function storedLeads(): Promise<Lead[]> {
      const server = (await readServerFile(dataDir))!;
      const response = await fetch(`${server.url}/api/admin/leads?limit=500`, {
        headers: { Authorization: `Bearer ${server.token}` },
      });
      return ((await response.json()) as { leads: Lead[] }).leads;
    }

    test('a contact message sent in the browser is confirmed and stored', async ({ page }) => {
      const email = `proxied.${passHost}.${Date.now()}@example.ae`;
      await page.goto(`${nginx.origin}/contact`);
      await waitForApp(page);
      const form = await fillContactForm(page, email);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toBeVisible();
      expect((await storedLeads()).map((lead) => lead.email)).toContain(email);
    });

    test('a post without JavaScript lands on the receipt; another site’s post is refused', async () => {
      const body = new URLSearchParams({
        name: 'Omar Saleh',
        email: `nojs.${passHost}@example.ae`,
        company: 'Saleh Logistics',
        message: 'A quote for cabling, please.',
      }).toString();
      const post = (origin: string) =>
        requestNginx(nginx, {
          method: 'POST',
          path: '/api/leads?form=contact&page=%2Fcontact',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body,
        });
      const sent = await post(nginx.origin);
      expect(sent.status).toBe(303);
      expect(sent.headers.location).toBe('/sent?form=contact&page=%2Fcontact');
      expect((await storedLeads()).map((lead) => lead.email)).toContain(
        `nojs.${passHost}@example.ae`,
      );
      expect((await post('https://evil.example')).status).toBe(403);
    });

    test('nginx sends the build’s files itself, and plain http moves to https', async () => {
      const page = await requestNginx(nginx, { path: '/about' });
      expect(page.status).toBe(200);
      // nginx's $request_id, which its log records as rid=, is the server's request id too.
      expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const asset = page.body.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      const file = await requestNginx(nginx, { path: asset! });
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The site server tags everything it answers; nginx's own files have no request id.
      expect(file.headers['x-request-id']).toBeUndefined();
      expect(file.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await requestNginx(nginx, { path: '/contact', http: true });
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe('https://www.techcrew.ae/contact');
    });

    test('nginx logs no query string, so no admin link token reaches its log', async () => {
      const token = 'secret-token-value-0123456789';
      await requestNginx(nginx, { path: `/admin?token=${token}` });
      await requestNginx(nginx, {
        path: '/favicon.svg',
        headers: { Referer: `${nginx.origin}/admin?token=${token}` },
      });
      const log = await readFile(nginx.accessLog, 'utf8');
      expect(log).toContain('"GET /admin HTTP/');
      expect(log).toContain(`"${nginx.origin}/admin"`);
      expect(log).not.toContain(token);
    });

    test('limits a client by its own address, whatever X-Forwarded-For it sends', async () => {
      const before = (await storedLeads()).length;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 15; attempt++) {
        const response = await requestNginx(nginx, {
          method: 'POST',
          path: '/api/leads?form=contact&page=%2Fcontact',
          // A client that is not on the proxy's address; nginx appends it (127.0.0.2) to
          // whatever X-Forwarded-For the client claims.
          from: '127.0.0.2',
          headers: {
            'Content-Type': 'application/json',
            Origin: nginx.origin,
            'X-Forwarded-For': `203.0.113.${attempt}`,
          },
          body: JSON.stringify({
            name: 'Flood',
            email: `flood${attempt}.${passHost}@example.ae`,
            company: 'Flood LLC',
            message: 'Again and again.',
          }),
        });
        statuses.push(response.status);
      }
      const stored = (await storedLeads()).length - before;
      expect(stored).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 201)).toHaveLength(stored);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15 - stored);
    });

    // Last: it stops the server, as a restart or a crash does.
    test('while the server is down, nginx sends the site’s own page saying so, in the visitor’s language', async () => {
      await stopSiteProcess(site);
      const english = await requestNginx(nginx, { path: '/services/cybersecurity' });
      expect(english.status).toBe(503);
      expect(english.headers['retry-after']).toBe('30');
      expect(english.headers['cache-control']).toBe('no-store');
      expect(english.body).toContain('<title>Back in a Moment | TechCrew</title>');
      const arabic = await requestNginx(nginx, { path: '/ar/contact' });
      expect(arabic.status).toBe(503);
      expect(arabic.body).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
      expect(arabic.body).toContain('سنعود بعد لحظات');
      // A form sent meanwhile gets the same page, not a lost request nor nginx's own.
      const lead = await requestNginx(nginx, {
        method: 'POST',
        path: '/api/leads?form=contact&page=%2Fcontact',
        headers: { 'Content-Type': 'application/json', Origin: nginx.origin },
        body: '{}',
      });
      expect(lead.status).toBe(503);
      expect(lead.body).toContain('Back in a Moment');
    });
  });
}
