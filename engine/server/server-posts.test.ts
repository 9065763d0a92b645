import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { staffRequests } from '../../tests/fixtures/staff-requests';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { RecordEntry } from '../collections/record-drafts';
import type { Post } from '../posts/post';
import { samplePost } from '../../tests/fixtures/memory-post-store';
import { rawRequest } from '../../tests/fixtures/raw-http';

type PostEntry = RecordEntry<Post, Post>;
const [pglite] = testDatabases;

// Blog posts go through the same staff API as every collection: drafts checked by the post
// schema, published by whoever publishes, refused when stale, named in messages as posts.
describe('post drafts through the staff API', () => {
  const site = useSiteServer(pglite!);
  const { signIn, api } = staffRequests(site);

  const post = samplePost({
    translations: {
      ar: { title: 'ألياف في الصحراء', excerpt: 'مد 40 كم من الألياف.', body: 'مددنا الألياف.' },
    },
  });

  it('lists the seeded posts, saves a new one as a draft, and publishes it by name', async () => {
    const ravi = await signIn('Ravi Menon');
    const listed = json<PostEntry[]>(await api(ravi, 'GET', '/posts'));
    expect(listed.length).toBeGreaterThanOrEqual(5);
    expect(listed.filter((entry) => entry.published === null)).toHaveLength(2);

    const saved = await api(ravi, 'PUT', `/posts/${post.slug}`, { revision: null, record: post });
    expect(saved.status).toBe(200);
    const draft = json<PostEntry>(saved);
    expect(draft).toMatchObject({ published: null, draft_saved_by: 'Ravi Menon' });

    const published = await api(ravi, 'POST', `/posts/${post.slug}/publish`, {
      revision: draft.revision,
    });
    expect(published.status).toBe(200);
    expect(json<PostEntry>(published).published).toMatchObject({
      title: 'Fibre in the Desert',
      translations: { ar: { title: 'ألياف في الصحراء' } },
    });
    const [row] = await site.db.query<{ title: string }>(
      `select record ->> 'title' as title from content.published_records where slug = $1`,
      [post.slug],
    );
    expect(row?.title).toBe('Fibre in the Desert');

    const again = await api(ravi, 'PUT', `/posts/${post.slug}`, { revision: null, record: post });
    expect(again.status).toBe(409);
    expect(json<{ error: { message: string } }>(again).error.message).toBe(
      `A post with the slug "${post.slug}" already exists.`,
    );
  });

  it('refuses a post its schema refuses, saying what, and stores nothing', async () => {
    const sara = await signIn('Sara Khan');
    const refused = await api(sara, 'PUT', '/posts/half-a-post', {
      revision: null,
      record: { slug: 'half-a-post', title: 'Half', date: '30 November' },
    });
    expect(refused.status).toBe(400);
    const { error } = json<{ error: { code: string; message: string } }>(refused);
    expect(error.code).toBe('invalid');
    expect(error.message).toContain('date: must be a date written as YYYY-MM-DD.');
    expect(error.message).toContain('body is required.');
    expect(
      await site.db.query(`select 1 from content.record_edits where slug = 'half-a-post'`),
    ).toEqual([]);

    const nothing = await api(sara, 'POST', '/posts/no-such-post/publish', { revision: 0 });
    expect(nothing.status).toBe(404);
    expect(json<{ error: { message: string } }>(nothing).error.message).toBe(
      'The post "no-such-post" has no changes to publish.',
    );
  });
});

// The blog's pages come from the published posts of the moment: a publish shows on the next
// request, a draft nowhere, an untranslated post in English only, a withdrawn one as gone.
describe("the blog's public pages", () => {
  const site = useSiteServer(pglite!);
  const { signIn, api } = staffRequests(site);
  const page = async (path: string) => {
    const answer = await rawRequest(site.url, { method: 'GET', path });
    return { status: answer.status, html: answer.body.toString() };
  };
  const titles = (html: string) =>
    [...html.matchAll(/<h3[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
      ([, href, title]) => `${href} ${title}`,
    );

  it('lists the published posts newest first, in each language they are written in', async () => {
    const english = await page('/blog');
    expect(english.status).toBe(200);
    expect(titles(english.html)).toEqual([
      '/blog/ransomware-in-the-gulf-2024 Ransomware in the Gulf: What Changed in 2024',
      '/blog/unused-microsoft-365-licences Microsoft 365 Licenses You Are Paying For but Not Using',
      '/blog/cabling-a-50-floor-tower Structured Cabling for a 50-Floor Tower',
    ]);
    const arabic = await page('/ar/blog');
    expect(titles(arabic.html)[0]).toBe(
      '/ar/blog/ransomware-in-the-gulf-2024 برامج الفدية في الخليج: ما الذي تغيّر في 2024',
    );
  });

  it('shows a post safely, with its BlogPosting, and never a draft', async () => {
    const shown = await page('/blog/ransomware-in-the-gulf-2024');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h2>What changed this year</h2>');
    expect(shown.html).toContain('"@type":"BlogPosting"');
    expect(shown.html).toContain('"headline":"Ransomware in the Gulf: What Changed in 2024"');
    expect(shown.html).toContain(
      'hreflang="ar" href="https://www.techcrew.ae/ar/blog/ransomware-in-the-gulf-2024"',
    );

    const drafts = await site.db.query<{ slug: string }>(
      `select slug from content.record_edits where collection = 'posts' and draft is not null
        and slug not in (select slug from content.published_records where collection = 'posts')`,
    );
    expect(drafts.length).toBeGreaterThan(0);
    for (const { slug } of drafts) {
      expect((await page(`/blog/${slug}`)).status).toBe(404);
      expect((await page('/blog')).html).not.toContain(`/blog/${slug}"`);
    }
  });

  it('serves a post the moment it is published, and answers gone once it is taken down', async () => {
    const hostile = samplePost({
      slug: 'markdown-that-bites',
      title: 'Markdown That Bites',
      date: '2099-01-01',
      body: 'Safe <script>alert(1)</script> text and [a trap](javascript:alert(1)).\n\n# Big heading',
    });
    const sara = await signIn('Sara Khan');
    const saved = json<PostEntry>(
      await api(sara, 'PUT', `/posts/${hostile.slug}`, { revision: null, record: hostile }),
    );
    expect((await page(`/blog/${hostile.slug}`)).status).toBe(404);
    const published = json<PostEntry>(
      await api(sara, 'POST', `/posts/${hostile.slug}/publish`, { revision: saved.revision }),
    );

    const shown = await page(`/blog/${hostile.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Safe &lt;script&gt;alert(1)&lt;/script&gt; text');
    expect(shown.html).not.toContain('href="javascript:');
    expect(shown.html).toContain('<h2>Big heading</h2>');
    expect(titles((await page('/blog')).html)[0]).toBe(
      '/blog/markdown-that-bites Markdown That Bites',
    );
    // No Arabic words, so no Arabic page and no Arabic listing.
    expect((await page(`/ar/blog/${hostile.slug}`)).status).toBe(404);
    expect((await page('/ar/blog')).html).not.toContain(hostile.slug);
    expect((await page('/sitemap.xml')).html).toContain(`/blog/${hostile.slug}</loc>`);

    await api(sara, 'POST', `/posts/${hostile.slug}/unpublish`, { revision: published.revision });
    expect((await page(`/blog/${hostile.slug}`)).status).toBe(410);
    expect((await page('/blog')).html).not.toContain(hostile.slug);
  });
});

function json<T>(answer: { body: { toString(): string } }): T {
  return JSON.parse(answer.body.toString()) as T;
}
