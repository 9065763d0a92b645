import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSupabaseClient } from '../../data/node-supabase-client';
import {
  EditConflictError,
  RecordNotFoundError,
  SlugTakenError,
} from '../../collections/record-drafts';
import type { Post } from '../post';
import { createSupabasePostStore } from './supabase-post-store';

// PostgREST stands behind msw: the calls supabase-js makes for posts name the collection,
// and its refusals come back as the collection's errors.
const RPC = 'http://supabase.test/rest/v1/rpc';
const server = setupServer();
const sent: { path: string; body: unknown }[] = [];
const store = createSupabasePostStore(createNodeSupabaseClient('http://supabase.test', 'anon'));

function respond(name: string, reply: () => Response) {
  server.use(
    http.post(`${RPC}/${name}`, async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return reply();
    }),
  );
}
const refusal =
  (status: number, code: string, message: string, details: string | null = null) =>
  () =>
    HttpResponse.json({ code, message, details, hint: null }, { status });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const post: Post = {
  slug: 'fibre-in-the-desert',
  title: 'Fibre in the Desert',
  author: 'Ravi Menon',
  date: '2026-11-30',
  excerpt: 'Laying fibre.',
  body: 'We laid fibre.',
};
const entry = { slug: post.slug, published: null, draft: post, revision: 1, schedules: [] };

describe('the posts store on Supabase', () => {
  it('lists and saves through the collection functions, naming the collection and no person', async () => {
    respond('record_entries', () => HttpResponse.json([entry]));
    respond('save_record_draft', () => HttpResponse.json(entry));
    expect(await store.entries()).toEqual([entry]);
    await store.saveDraft(post, null, 'ignored');
    expect(sent).toEqual([
      { path: '/rest/v1/rpc/record_entries', body: { collection: 'posts' } },
      {
        path: '/rest/v1/rpc/save_record_draft',
        body: { collection: 'posts', slug: post.slug, record: post, base_revision: null },
      },
    ]);
  });

  it('reads its refusals as a conflict naming who, a slug taken, and nothing to publish', async () => {
    const change = {
      changed_by: 'omar@techcrew.test',
      changed_at: '2026-11-29T09:05:00Z',
      revision: 5,
    };
    respond('publish_record', refusal(400, 'SE409', 'changed', JSON.stringify(change)));
    await expect(store.publish(post.slug, 4)).rejects.toEqual(
      new EditConflictError(post.slug, change),
    );
    respond('save_record_draft', refusal(409, '23505', 'duplicate'));
    await expect(store.saveDraft(post, null)).rejects.toBeInstanceOf(SlugTakenError);
    respond('publish_record', refusal(400, 'P0002', 'The post "x" has no changes to publish.'));
    await expect(store.publish('x', 1)).rejects.toThrow(
      new RecordNotFoundError('x', 'The post "x" has no changes to publish.'),
    );
  });
});
