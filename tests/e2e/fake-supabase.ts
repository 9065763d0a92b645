import type { Page, Request, Route } from '@playwright/test';
import type { ServiceContent } from '../../engine/services/service-content';
import { jwtClaims } from '../fixtures/auth-tokens';
import { FakeGoTrue, type FakeAuthResponse, type FakeUser } from '../fixtures/fake-gotrue';
import { supabaseSite } from './supabase-site';

/** A write that reached the fake PostgREST, with the token it carried. */
export interface SeenWrite {
  method: string;
  bearer: string | null;
  body: unknown;
}

// Cross-origin responses: the browser reads them only with these headers. Playwright
// answers the preflight requests of intercepted routes itself.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-supabase-api-version, content-range',
};

const bearerOf = (request: Request) =>
  (request.headers().authorization ?? '').replace(/^Bearer /, '') || null;

function fulfil(route: Route, reply: FakeAuthResponse) {
  return route.fulfill({
    status: reply.status,
    headers: { ...cors, 'content-type': 'application/json', ...reply.headers },
    body: reply.body === undefined ? '' : JSON.stringify(reply.body),
  });
}

/** Row level security as the migration writes it: staff (editor or admin) at aal2. */
function mayWrite(token: string | null): boolean {
  if (!token) return false;
  const claims = jwtClaims(token) as { aal?: string; app_metadata?: { role?: string } };
  return claims.aal === 'aal2' && ['editor', 'admin'].includes(claims.app_metadata?.role ?? '');
}

/**
 * Stands in for the fake project's Auth API (a FakeGoTrue) and for PostgREST's
 * service_content_feed, create_service and leads, by intercepting the page's requests to them.
 */
export async function fakeSupabase(page: Page, users: FakeUser[], services: ServiceContent[]) {
  const goTrue = new FakeGoTrue(users);
  const rows = [...services];
  const writes: SeenWrite[] = [];

  await page.route(`${supabaseSite.supabaseUrl}/auth/v1/**`, (route) => {
    const request = route.request();
    return fulfil(
      route,
      goTrue.handle({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        body: request.postData() ? request.postDataJSON() : undefined,
      }),
    );
  });

  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/service_content_feed*`, (route) => {
    const sorted = rows.toSorted(
      (a, b) => a.parent.localeCompare(b.parent) || a.name.localeCompare(b.name),
    );
    return fulfil(route, { status: 200, headers: {}, body: sorted });
  });

  // A new service: public.create_service, the record (and its translations) in one call.
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/rpc/create_service`, (route) => {
    const request = route.request();
    const bearer = bearerOf(request);
    writes.push({ method: request.method(), bearer, body: request.postDataJSON() });
    if (!mayWrite(bearer))
      return fulfil(route, {
        status: 403,
        headers: {},
        body: {
          code: '42501',
          message: 'new row violates row-level security policy for table "service_content_feed"',
          details: null,
          hint: null,
        },
      });
    const { fields, translations = {} } = request.postDataJSON() as {
      fields: Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>;
      translations?: ServiceContent['translations'];
    };
    const now = new Date().toISOString();
    const row: ServiceContent = {
      ...fields,
      translations,
      id: `id-${fields.slug}`,
      created_at: now,
      updated_at: now,
    };
    rows.push(row);
    return fulfil(route, { status: 200, headers: {}, body: row });
  });

  // Leads: there are none in this project.
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/lead*`, (route) => {
    return fulfil(route, { status: 200, headers: { 'content-range': '*/0' }, body: [] });
  });

  return { goTrue, writes };
}
