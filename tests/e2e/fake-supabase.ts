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
 * service_content_feed, service_entries, save_service_draft and leads, by intercepting the
 * page's requests to them.
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

  // The activity log's note of staff signing in and out, as row level security allows it.
  const sessionNotes: { event: string; bearer: string | null }[] = [];
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/rpc/note_staff_session`, (route) => {
    const bearer = bearerOf(route.request());
    if (!mayWrite(bearer)) {
      return fulfil(route, {
        status: 403,
        headers: {},
        body: {
          code: '42501',
          message: 'new row violates row-level security policy for table "events"',
        },
      });
    }
    sessionNotes.push({ event: String(route.request().postDataJSON()?.event), bearer });
    return fulfil(route, { status: 204, headers: {}, body: undefined });
  });

  // What staff list: public.service_entries, the published records and the drafts.
  const drafts = new Map<string, Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>>();
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/rpc/service_entries`, (route) => {
    const slugs = [...new Set([...rows.map((row) => row.slug), ...drafts.keys()])];
    return fulfil(route, {
      status: 200,
      headers: {},
      body: slugs.map((slug) => ({
        slug,
        published: rows.find((row) => row.slug === slug) ?? null,
        draft: drafts.get(slug) ?? null,
        revision: drafts.has(slug) ? 1 : 0,
        draft_saved_by: drafts.has(slug) ? 'editor@techcrew.test' : null,
        draft_saved_at: drafts.has(slug) ? new Date().toISOString() : null,
        changed_by: '',
        changed_at: null,
        versions: 0,
      })),
    });
  });

  // A new service: public.save_service_draft, the record (and its translations) in one call.
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/rpc/save_service_draft`, (route) => {
    const request = route.request();
    const bearer = bearerOf(request);
    writes.push({ method: request.method(), bearer, body: request.postDataJSON() });
    if (!mayWrite(bearer))
      return fulfil(route, {
        status: 403,
        headers: {},
        body: {
          code: '42501',
          message: 'new row violates row-level security policy for table "record_edits"',
          details: null,
          hint: null,
        },
      });
    const { slug, record } = request.postDataJSON() as {
      slug: string;
      record: Omit<ServiceContent, 'id' | 'created_at' | 'updated_at'>;
    };
    drafts.set(slug, record);
    return fulfil(route, {
      status: 200,
      headers: {},
      body: {
        slug,
        published: null,
        draft: record,
        revision: 1,
        draft_saved_by: 'editor@techcrew.test',
        draft_saved_at: new Date().toISOString(),
        changed_by: 'editor@techcrew.test',
        changed_at: new Date().toISOString(),
        versions: 0,
      },
    });
  });

  // Leads: there are none in this project.
  await page.route(`${supabaseSite.supabaseUrl}/rest/v1/lead*`, (route) => {
    return fulfil(route, { status: 200, headers: { 'content-range': '*/0' }, body: [] });
  });

  return { goTrue, writes, sessionNotes };
}
