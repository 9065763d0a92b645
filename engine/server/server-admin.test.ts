import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../tests/fixtures/service-content';
import { rawRequest, type RawResponse } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { Lead, LeadPage } from '../data/lead';

// The embedded /admin: a one-time link gives a browser a session cookie; the staff API
// answers that session (from this site only) and the operator token, and nothing else.

const cookieOf = (response: RawResponse) =>
  String([response.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';

describe.each(testDatabases)('staff access on $name', (backend) => {
  const site = useSiteServer(backend);

  async function signIn(): Promise<string> {
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: site.operator,
    });
    const { url } = JSON.parse(link.body) as { url: string };
    const opened = await rawRequest(site.url, {
      path: new URL(url).pathname + new URL(url).search,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/admin');
    return cookieOf(opened);
  }

  it('answers every staff call without a session with 401 and no data', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/services'],
      ['GET', '/api/admin/leads'],
      ['PUT', '/api/admin/services'],
      ['PATCH', '/api/admin/leads/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/session'],
    ]) {
      const response = await rawRequest(site.url, { method, path });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).not.toContain('cloud-it-solutions');
    }
    const forged = await rawRequest(site.url, {
      path: '/api/admin/services',
      headers: { Cookie: `site_admin=9999999999999.${'a'.repeat(43)}.${'b'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
  });

  it('turns an admin link into an httpOnly, SameSite=Strict session, once', async () => {
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: site.operator,
    });
    const { url } = JSON.parse(link.body) as { url: string };
    const path = new URL(url).pathname + new URL(url).search;
    const opened = await rawRequest(site.url, { path });
    const cookie = String([opened.headers['set-cookie']].flat()[0]);
    expect(cookie).toMatch(/^site_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=43200/);

    const again = await rawRequest(site.url, { path });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/admin?link=used');
    expect(again.headers['set-cookie']).toBeUndefined();

    const session = await rawRequest(site.url, {
      path: '/api/admin/session',
      headers: { Cookie: cookieOf(opened) },
    });
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ signedIn: true, via: 'session' });
  });

  it('refuses a session cookie sent by another site, and links to anyone but the operator', async () => {
    const cookie = await signIn();
    const crossSite = await rawRequest(site.url, {
      path: '/api/admin/leads',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await rawRequest(site.url, {
      method: 'PUT',
      path: '/api/admin/services',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: '{"services":[]}',
    });
    expect(otherOrigin.status).toBe(403);
    const sameSite = await rawRequest(site.url, {
      path: '/api/admin/leads',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
    const staffLink = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: { Cookie: cookie },
    });
    expect(staffLink.status).toBe(403);
  });

  it('signs out by dropping the cookie', async () => {
    const cookie = await signIn();
    const out = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/sign-out',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^site_admin=;/);
  });

  it('creates a service, refuses a taken slug with 409 and an invalid one with 400', async () => {
    const cookie = await signIn();
    const create = (body: unknown) =>
      rawRequest(site.url, {
        method: 'POST',
        path: '/api/admin/services',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const service = serviceInput({
      slug: 'smart-lobbies',
      name: 'Smart Lobbies',
      h1: 'Smart Lobbies',
    });
    const created = await create(service);
    expect(created.status).toBe(201);
    expect(JSON.parse(created.body)).toMatchObject({
      slug: 'smart-lobbies',
      id: expect.any(String),
    });
    expect((await create(service)).status).toBe(409);
    const invalid = await create({ ...service, slug: 'Smart Lobbies!' });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).error.message).toMatch(/slug/i);
    const list = await rawRequest(site.url, {
      path: '/api/admin/services',
      headers: { Cookie: cookie },
    });
    expect((JSON.parse(list.body) as { slug: string }[]).map((row) => row.slug)).toContain(
      'smart-lobbies',
    );
  });

  it('lists leads newest first with filters, and follows one up', async () => {
    for (const email of ['first@example.ae', 'second@example.ae']) {
      await rawRequest(site.url, {
        method: 'POST',
        path: '/api/leads?form=join&page=%2Fcommunity',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Member', email }),
      });
    }
    const cookie = await signIn();
    const get = async (query: string) =>
      JSON.parse(
        (
          await rawRequest(site.url, {
            path: `/api/admin/leads?${query}`,
            headers: { Cookie: cookie },
          })
        ).body,
      ) as LeadPage;
    const page = await get('form=join&limit=1');
    expect(page.total).toBe(2);
    expect(page.leads.map((lead) => lead.email)).toEqual(['second@example.ae']);
    expect(page.forms).toContainEqual({ form: 'join', leads: 2 });

    const id = page.leads[0]!.id;
    const patch = (body: unknown, leadId = id) =>
      rawRequest(site.url, {
        method: 'PATCH',
        path: `/api/admin/leads/${leadId}`,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const updated = await patch({ status: 'contacted', note: 'Called on Sunday.' });
    expect(updated.status).toBe(200);
    expect(JSON.parse(updated.body) as Lead).toMatchObject({
      status: 'contacted',
      note: 'Called on Sunday.',
    });
    expect((await get('status=contacted')).leads.map((lead) => lead.id)).toEqual([id]);

    expect((await patch({ status: 'archived' })).status).toBe(400);
    expect((await patch({ id: 'x' })).status).toBe(400);
    expect((await patch({ status: 'closed' }, 'not-a-uuid')).status).toBe(400);
    expect((await patch({ status: 'closed' }, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect(
      (
        await rawRequest(site.url, {
          path: '/api/admin/leads?limit=100000',
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(400);
  });
});
