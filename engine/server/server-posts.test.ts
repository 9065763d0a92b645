import { describe, expect, it } from 'vitest';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { staffRequests } from '../../tests/fixtures/staff-requests';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { RecordEntry } from '../collections/record-drafts';
import type { Post } from '../posts/post';
import { samplePost } from '../../tests/fixtures/memory-post-store';

type PostEntry = RecordEntry<Post, Post>;
const [pglite] = testDatabases;

// Blog posts go through the same staff API as every collection: drafts checked by the post
// schema, published by whoever publishes, refused when stale, named in messages as posts.
describe('post drafts through the staff API', () => {
  const site = useSiteServer(pglite!);
  const { signIn, api } = staffRequests(site);
  const json = <T>(answer: { body: { toString(): string } }) =>
    JSON.parse(answer.body.toString()) as T;

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
