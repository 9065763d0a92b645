import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../tests/fixtures/service-content';
import { rawRequest, type RawResponse } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { Lead, LeadPage } from '../leads/lead';

// The embedded /admin: a one-time link's button gives a browser a session cookie; the staff
// API answers that session (from this site only) and the operator token, and nothing else.
// Sessions live in the database: signing out and `sitectl sessions revoke` end them at once.

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
      method: 'POST',
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
      ['PUT', '/api/admin/services/cloud-it-solutions'],
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

  it('turns an admin link into an httpOnly, SameSite=Strict session, once, by its button only', async () => {
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: site.operator,
    });
    const { url } = JSON.parse(link.body) as { url: string };
    const path = new URL(url).pathname + new URL(url).search;
    // What a mail scanner or a link preview does: looking never uses the link up.
    for (const method of ['HEAD', 'GET', 'GET']) {
      const looked = await rawRequest(site.url, { method, path });
      expect(looked.status, method).toBe(200);
      expect(looked.headers['set-cookie'], method).toBeUndefined();
    }
    const opened = await rawRequest(site.url, { method: 'POST', path });
    expect(opened.status).toBe(303);
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookie = String([opened.headers['set-cookie']].flat()[0]);
    expect(cookie).toMatch(/^site_admin=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=43200/);

    const again = await rawRequest(site.url, { method: 'POST', path });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/admin?link=used');
    expect(again.headers['set-cookie']).toBeUndefined();

    const session = await rawRequest(site.url, {
      path: '/api/admin/session',
      headers: { Cookie: cookieOf(opened) },
    });
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(session.body)).toMatchObject({ signedIn: true, via: 'session' });
  });

  it('refuses a sign-in posted from another site', async () => {
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: site.operator,
    });
    const { url } = JSON.parse(link.body) as { url: string };
    const signIn = (headers: Record<string, string>) =>
      rawRequest(site.url, {
        method: 'POST',
        path: new URL(url).pathname + new URL(url).search,
        headers,
      });
    const foreign = await signIn({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    // The link was not used up by the refused post.
    expect((await signIn({})).headers.location).toBe('/admin');
  });

  it('signs in on the staff page in Arabic too, back to that page, with the same session', async () => {
    const link = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/links',
      headers: site.operator,
    });
    const { url } = JSON.parse(link.body) as { url: string };
    const path = `/ar${new URL(url).pathname}${new URL(url).search}`;
    expect(path).toMatch(/^\/ar\/admin\?token=/);
    const looked = await rawRequest(site.url, { path });
    expect(looked.status).toBe(200);
    expect(looked.body).toContain('<html lang="ar" dir="rtl"');
    expect(looked.headers['set-cookie']).toBeUndefined();

    const opened = await rawRequest(site.url, { method: 'POST', path });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/ar/admin');
    const session = await rawRequest(site.url, {
      path: '/api/admin/session',
      headers: { Cookie: cookieOf(opened) },
    });
    expect(JSON.parse(session.body)).toMatchObject({ signedIn: true, via: 'session' });

    const again = await rawRequest(site.url, { method: 'POST', path });
    expect(again.headers.location).toBe('/ar/admin?link=used');
    expect(again.headers['set-cookie']).toBeUndefined();
    // Only staff pages take an admin link: another Arabic page answers a post as before.
    const elsewhere = await rawRequest(site.url, { method: 'POST', path: '/ar/contact' });
    expect(elsewhere.status).toBe(405);
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

  it('signs out for good: the same cookie is refused afterwards', async () => {
    const cookie = await signIn();
    const out = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/sign-out',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(out.headers['cache-control']).toBe('no-store');
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^site_admin=;/);
    const after = await rawRequest(site.url, {
      path: '/api/admin/leads',
      headers: { Cookie: cookie },
    });
    expect(after.status).toBe(401);
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('lists sessions to the operator and ends one, or all, at once', async () => {
    const [first, second] = [await signIn(), await signIn()];
    const sessions = async () =>
      JSON.parse(
        (await rawRequest(site.url, { path: '/api/admin/sessions', headers: site.operator })).body,
      ) as { id: string }[];
    const listed = await sessions();
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(
      (await rawRequest(site.url, { path: '/api/admin/sessions', headers: { Cookie: first } }))
        .status,
    ).toBe(403);
    const session = async (cookie: string) =>
      (await rawRequest(site.url, { path: '/api/admin/session', headers: { Cookie: cookie } }))
        .status;
    const newest = listed[0]!.id;
    const ended = await rawRequest(site.url, {
      method: 'DELETE',
      path: `/api/admin/sessions/${newest}`,
      headers: site.operator,
    });
    expect(ended.status).toBe(200);
    expect([await session(first), await session(second)]).toEqual([200, 401]);
    const all = await rawRequest(site.url, {
      method: 'DELETE',
      path: '/api/admin/sessions',
      headers: site.operator,
    });
    expect(JSON.parse(all.body)).toMatchObject({ ended: expect.any(Number) });
    expect(await session(first)).toBe(401);
    expect(await sessions()).toEqual([]);
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

  it('edits a service and its Arabic, keeping its slug; refuses a gone, invalid or foreign edit', async () => {
    const cookie = await signIn();
    const edit = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
      rawRequest(site.url, {
        method: 'PUT',
        path: `/api/admin/services/${slug}`,
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const service = serviceInput({ slug: 'quay-cabling', name: 'Quay Cabling', h1: 'Quay' });
    await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/services',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(service),
    });
    const arabic = { name: 'كابلات الرصيف', h1: 'كابلات الرصيف في دبي' };

    const edited = await edit('quay-cabling', {
      ...service,
      name: '  Quay Fibre ',
      pains: 'Old copper, Slow links',
      translations: { ar: arabic },
    });
    expect(edited.status).toBe(200);
    expect(JSON.parse(edited.body)).toMatchObject({
      slug: 'quay-cabling',
      name: 'Quay Fibre',
      pains: ['Old copper', 'Slow links'],
      translations: { ar: arabic },
    });
    const cleared = await edit('quay-cabling', { ...service, translations: {} });
    expect(JSON.parse(cleared.body)).not.toHaveProperty('translations');

    const gone = await edit('no-such-service', { ...service, slug: 'no-such-service' });
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body).error).toEqual({
      code: 'not-found',
      message: 'There is no service "no-such-service": it may have been deleted.',
    });
    const list = await rawRequest(site.url, {
      path: '/api/admin/services',
      headers: { Cookie: cookie },
    });
    expect(list.body).not.toContain('no-such-service');

    const moved = await edit('quay-cabling', { ...service, slug: 'other-slug' });
    expect(moved.status).toBe(400);
    expect(JSON.parse(moved.body).error.message).toMatch(/slug of a service cannot change/);
    const invalid = await edit('quay-cabling', { ...service, image_url: 'javascript:alert(1)' });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).error.code).toBe('invalid');
    const halfArabic = await edit('quay-cabling', {
      ...service,
      translations: { ar: { hero: 'نص بلا اسم' } },
    });
    expect(halfArabic.status).toBe(400);
    expect((await edit('Not_A_Slug', service)).status).toBe(400);
    const foreign = await edit('quay-cabling', service, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const signedOut = await rawRequest(site.url, {
      method: 'PUT',
      path: '/api/admin/services/quay-cabling',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(service),
    });
    expect(signedOut.status).toBe(401);
    const stored = await rawRequest(site.url, { path: '/api/services/quay-cabling' });
    expect(JSON.parse(stored.body)).toMatchObject({
      name: 'Quay Cabling',
      image_url: service.image_url,
    });
    expect(JSON.parse(stored.body)).not.toHaveProperty('translations');
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
    const nul = await patch({ note: 'Called\u0000' });
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body).error.message).toBe('The note holds a character it cannot keep.');
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
