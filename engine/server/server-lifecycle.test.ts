import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { testDist } from '../../tests/fixtures/site-server';
import type { ServiceContent } from '../services/service-content';
import type { StaffSessionStore } from '../staff/access/sql-staff-session-store';
import { AdminAuth } from './admin-auth';
import { createSiteServer, type SiteServerOptions } from './app';

// The server's behaviour around requests rather than in them: https behind a proxy,
// and stopping without dropping what is in flight.

let closeAll: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closeAll.map((close) => close()));
  closeAll = [];
});

async function start(
  options: Partial<SiteServerOptions>,
  getBySlug = async (): Promise<ServiceContent | null> => null,
) {
  const app = await createSiteServer({
    distDir: testDist,
    database: {
      services: { getBySlug, withdrawn: async () => false, runDueSchedule: async () => null },
      leads: {},
      watchServiceChanges: () => ({ stop: async () => {} }),
    } as unknown as SiteServerOptions['database'],
    auth: new AdminAuth({} as StaffSessionStore),
    linkBase: () => '',
    erasureLog: '/nonexistent/erasures.ndjson',
    ...options,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  closeAll.push(() => app.close());
  return { app, url };
}

describe('the site server', () => {
  it('sends HSTS only to requests that came over https through a trusted proxy', async () => {
    const { url } = await start({ trustProxy: ['127.0.0.1'] });
    const https = await rawRequest(url, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await rawRequest(url, { path: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const { url } = await start({ trustProxy: false });
    const spoofed = await rawRequest(url, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('finishes a request in flight when told to stop, then takes no more', async () => {
    let release: (() => void) | undefined;
    const slowLookup = () =>
      new Promise<ServiceContent | null>((resolve) => {
        release = () => resolve(null);
      });
    const { app, url } = await start({}, slowLookup);
    const inFlight = rawRequest(url, { path: '/services/slow-lookup' });
    // The request is in flight once the server is waiting on the database.
    await expect.poll(() => release !== undefined).toBe(true);
    const closing = app.close();
    release!();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toContain('Slow Lookup Services</h1>');
    await closing;
    await expect(rawRequest(url, { path: '/' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
