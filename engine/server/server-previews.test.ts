import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { staffRequests } from '../../tests/fixtures/staff-requests';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { NewPreviewLink, PreviewLink } from '../previews/preview-link';
import type { ServiceEntry } from '../services/service-drafts';
import { samplePost } from '../../tests/fixtures/memory-post-store';

// A preview link shows a record's saved changes at its own page to anyone who has it, kept
// out of search engines and caches, until staff revoke it; visitors keep the published page.
const [pglite] = testDatabases;
const SLUG = 'cloud-it-solutions';

describe('preview links through the staff API and the record page', () => {
  const site = useSiteServer(pglite!);

  const { signIn, api } = staffRequests(site);
  const json = <T>(answer: { body: string }) => JSON.parse(answer.body) as T;
  const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('shows the saved changes with a banner to a browser without a session, until revoked', async () => {
    const sara = await signIn('Sara Khan');
    const entries = json<ServiceEntry[]>(await api(sara, 'GET', '/service-drafts'));
    const entry = entries.find((one) => one.slug === SLUG)!;

    // Nothing saved yet: no link, and the answer says why.
    const refused = await api(sara, 'POST', `/service-drafts/${SLUG}/previews`, { days: 7 });
    expect(refused.status).toBe(404);
    expect(json<{ error: { message: string } }>(refused).error.message).toMatch(
      /no saved changes to preview/,
    );

    const published = headingOf(
      (await rawRequest(site.url, { path: `/services/${SLUG}` })).body.toString(),
    );
    const saved = await api(sara, 'PUT', `/service-drafts/${SLUG}`, {
      revision: entry.revision,
      record: {
        ...entry.published,
        h1: 'Clouds Previewed by Sara',
        translations: { ar: { ...entry.published!.translations!.ar!, h1: 'سحابة قبل النشر' } },
      },
    });
    expect(saved.status, saved.body.toString()).toBe(200);

    // Only the days staff may choose.
    expect(
      (await api(sara, 'POST', `/service-drafts/${SLUG}/previews`, { days: 365 })).status,
    ).toBe(400);
    const made = await api(sara, 'POST', `/service-drafts/${SLUG}/previews`, { days: 7 });
    expect(made.status, made.body.toString()).toBe(200);
    const { link, url } = json<NewPreviewLink>(made);
    expect(link.created_by).toBe('Sara Khan');
    const address = new URL(url);
    expect(address.origin).toBe(site.url);
    expect(address.pathname).toBe(`/services/${SLUG}`);

    // A browser with no session, in both languages.
    const preview = await rawRequest(site.url, { path: `${address.pathname}${address.search}` });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    const html = preview.body.toString();
    expect(headingOf(html)).toBe('Clouds Previewed by Sara');
    expect(html).toMatch(
      /<div role="region" aria-label="Preview, not published" data-preview-banner/,
    );
    expect(html).toContain('Shared by <bdi>Sara Khan</bdi>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const arabic = await rawRequest(site.url, { path: `/ar${address.pathname}${address.search}` });
    expect(headingOf(arabic.body.toString())).toBe('سحابة قبل النشر');
    expect(arabic.body.toString()).toContain('معاينة لم تُنشر بعد');

    // Visitors, and the same secret at another record's page, get nothing new.
    expect(
      headingOf((await rawRequest(site.url, { path: `/services/${SLUG}` })).body.toString()),
    ).toBe(published);
    const elsewhere = await rawRequest(site.url, {
      path: `/services/hosted-server${address.search}`,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers['cache-control']).toBe('no-store');
    expect((await rawRequest(site.url, { path: `/services/${SLUG}?preview=guess` })).status).toBe(
      404,
    );

    const listed = json<PreviewLink[]>(await api(sara, 'GET', `/service-drafts/${SLUG}/previews`));
    expect(listed.map((one) => one.id)).toEqual([link.id]);
    const revoked = await api(sara, 'POST', `/previews/${link.id}/revoke`);
    expect(json<PreviewLink>(revoked).revoked_by).toBe('Sara Khan');
    const after = await rawRequest(site.url, { path: `${address.pathname}${address.search}` });
    expect(after.status).toBe(404);
    expect(headingOf(after.body.toString())).not.toBe('Clouds Previewed by Sara');

    expect(
      (await api(sara, 'POST', '/previews/00000000-0000-4000-8000-000000000000/revoke')).status,
    ).toBe(404);
  });

  it("shows a post's draft at its blog page, in the languages it is written in, and nowhere else", async () => {
    const layla = await signIn('Layla Aziz');
    const post = samplePost({
      slug: 'fibre-before-launch',
      title: 'Fibre, Before Launch',
    });
    const saved = await api(layla, 'PUT', `/posts/${post.slug}`, { revision: null, record: post });
    expect(saved.status, saved.body.toString()).toBe(200);
    const made = await api(layla, 'POST', `/posts/${post.slug}/previews`, { days: 1 });
    expect(made.status, made.body.toString()).toBe(200);
    const { link, url } = json<NewPreviewLink>(made);
    expect(link).toMatchObject({ collection: 'posts', subject: post.slug });
    const { pathname, search } = new URL(url);
    expect(pathname).toBe(`/blog/${post.slug}`);

    const preview = await rawRequest(site.url, { path: `${pathname}${search}` });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    const html = preview.body.toString();
    expect(headingOf(html)).toBe('Fibre, Before Launch');
    expect(html).toContain('Shared by <bdi>Layla Aziz</bdi>');
    // No Arabic words, so no Arabic page; a draft is public nowhere.
    expect((await rawRequest(site.url, { path: `/ar${pathname}${search}` })).status).toBe(404);
    expect((await rawRequest(site.url, { path: pathname })).status).toBe(404);
    // The secret opens only its own post's page.
    expect((await rawRequest(site.url, { path: `/services/${SLUG}${search}` })).status).toBe(404);
    const listed = json<PreviewLink[]>(await api(layla, 'GET', `/posts/${post.slug}/previews`));
    expect(listed.map((one) => one.id)).toEqual([link.id]);
  });

  it('lets no one without a session make, list or revoke a link', async () => {
    for (const [method, path] of [
      ['GET', `/service-drafts/${SLUG}/previews`],
      ['POST', `/service-drafts/${SLUG}/previews`],
      ['POST', '/posts/a-post/previews'],
      ['POST', '/previews/00000000-0000-4000-8000-000000000000/revoke'],
    ] as const) {
      const answer = await rawRequest(site.url, {
        method,
        path: `/api/admin${path}`,
        ...(method === 'POST'
          ? { headers: { 'Content-Type': 'application/json' }, body: '{"days":7}' }
          : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
