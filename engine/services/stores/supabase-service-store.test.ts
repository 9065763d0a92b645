import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceInput, serviceRecord } from '../../../tests/fixtures/service-content';
import { createNodeSupabaseClient } from '../../data/node-supabase-client';
import {
  DuplicateSlugError,
  SERVICE_CONTENT_INPUT_FIELDS,
  ServiceNotFoundError,
} from '../service-content';
import { EditConflictError } from '../service-drafts';
import { createSupabaseStore } from './supabase-service-store';

// PostgREST stands behind msw at the HTTP boundary: the tests pin the exact
// requests supabase-js sends and every error shape that can come back.

const SUPABASE_URL = 'http://supabase.test';
const FEED_URL = `${SUPABASE_URL}/rest/v1/service_content_feed`;

interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  accept: string | null;
  prefer: string | null;
  apikey: string | null;
  body: unknown;
}

const sent: SentRequest[] = [];
const server = setupServer();

function respond(reply: () => Response, url = FEED_URL) {
  server.use(
    http.all(url, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        accept: request.headers.get('accept'),
        prefer: request.headers.get('prefer'),
        apikey: request.headers.get('apikey'),
        body: text ? JSON.parse(text) : undefined,
      });
      return reply();
    }),
  );
}

const store = createSupabaseStore(createNodeSupabaseClient(SUPABASE_URL, 'anon-key'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const postgrestError = (status: number, code: string, message: string) => () =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

describe('getBySlug', () => {
  it('selects every column of the one row with the slug', async () => {
    respond(() => HttpResponse.json(serviceRecord()));
    await expect(store.getBySlug('cybersecurity')).resolves.toEqual(serviceRecord());
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/service_content_feed',
        query: { select: '*', slug: 'eq.cybersecurity' },
        accept: 'application/vnd.pgrst.object+json',
        prefer: null,
        apikey: 'anon-key',
        body: undefined,
      },
    ]);
  });

  it('resolves to null when PostgREST finds no row (PGRST116)', async () => {
    respond(
      postgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned'),
    );
    await expect(store.getBySlug('unknown')).resolves.toBeNull();
  });

  it('rejects, once and without retrying, when the network fails', async () => {
    respond(() => HttpResponse.error());
    await expect(store.getBySlug('cybersecurity')).rejects.toThrow(
      /^Could not load the service: the service database could not be reached/,
    );
    expect(sent).toHaveLength(1);
  });

  it('rejects when the key is refused (401)', async () => {
    respond(() => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 }));
    await expect(store.getBySlug('cybersecurity')).rejects.toThrow(
      'Could not load the service: the service database refused the credentials (Invalid API key)',
    );
  });

  it('rejects with the body of a response that is not JSON', async () => {
    respond(() => new HttpResponse('upstream timed out', { status: 504 }));
    await expect(store.getBySlug('cybersecurity')).rejects.toThrow(
      'Could not load the service: upstream timed out',
    );
  });
});

describe('list', () => {
  it('selects every row ordered by parent, then name', async () => {
    const rows = [
      serviceRecord(),
      serviceRecord({ slug: 'cloud', parent: 'cloud', name: 'Cloud' }),
    ];
    respond(() => HttpResponse.json(rows));
    await expect(store.list()).resolves.toEqual(rows);
    expect(sent).toMatchObject([
      {
        method: 'GET',
        query: { select: '*', order: 'parent.asc,name.asc' },
        accept: null,
      },
    ]);
  });

  it('rejects with the PostgREST message', async () => {
    respond(postgrestError(500, 'XX000', 'database is shutting down'));
    await expect(store.list()).rejects.toThrow(
      'Could not load the services: database is shutting down',
    );
  });
});

describe('create', () => {
  const CREATE_URL = `${SUPABASE_URL}/rest/v1/rpc/create_service`;
  const respondToCreate = (reply: () => Response) => respond(reply, CREATE_URL);

  it('calls public.create_service once with every writable field and returns the stored record', async () => {
    respondToCreate(() => HttpResponse.json({ ...serviceRecord(), translations: {} }));
    await expect(store.create(serviceInput())).resolves.toEqual(serviceRecord());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/create_service',
        query: {},
        accept: null,
        prefer: null,
        apikey: 'anon-key',
        body: { fields: serviceInput() },
      },
    ]);
    const { fields } = sent[0]?.body as { fields: object };
    expect(Object.keys(fields)).toEqual([...SERVICE_CONTENT_INPUT_FIELDS]);
  });

  it('sends the translations in the same call, so they are stored with the record or not at all', async () => {
    const translations = { ar: { name: 'الأمن السيبراني', h1: 'الأمن السيبراني في دبي' } };
    const stored = serviceRecord({ translations });
    respondToCreate(() => HttpResponse.json(stored));
    await expect(store.create({ ...serviceInput(), translations })).resolves.toEqual(stored);
    expect(sent.map((request) => request.body)).toEqual([{ fields: serviceInput(), translations }]);
  });

  it('sends only the writable fields, whatever else the caller passes', async () => {
    respondToCreate(() => HttpResponse.json(serviceRecord()));
    await store.create(serviceRecord());
    expect(sent[0]?.body).toEqual({ fields: serviceInput() });
  });

  it('rejects with a DuplicateSlugError on a unique violation (23505)', async () => {
    respondToCreate(
      postgrestError(
        409,
        '23505',
        'duplicate key value violates unique constraint "service_content_feed_slug_key"',
      ),
    );
    const creating = store.create(serviceInput());
    await expect(creating).rejects.toBeInstanceOf(DuplicateSlugError);
    await expect(creating).rejects.toMatchObject({ slug: 'cybersecurity' });
  });

  it('explains a violated check constraint in plain words', async () => {
    respondToCreate(
      postgrestError(
        400,
        '23514',
        'new row for relation "service_content_feed" violates check constraint "service_content_feed_video_id_format"',
      ),
    );
    await expect(store.create(serviceInput({ video_id: 'nope' }))).rejects.toThrow(
      'Could not create the service: the video id must be an 11-character YouTube video id',
    );
  });

  it('says who may write when row level security refuses (42501)', async () => {
    respondToCreate(
      postgrestError(
        403,
        '42501',
        'new row violates row-level security policy for table "service_content_feed"',
      ),
    );
    await expect(store.create(serviceInput())).rejects.toThrow(
      /^Could not create the service: not allowed: only staff .* second factor/,
    );
  });

  it('rejects when the network fails', async () => {
    respondToCreate(() => HttpResponse.error());
    await expect(store.create(serviceInput())).rejects.toThrow(/could not be reached/);
  });
});

describe('upsertMany', () => {
  const SAVE_URL = `${SUPABASE_URL}/rest/v1/rpc/save_services`;

  it('saves every record and translation in one call of public.save_services', async () => {
    respond(() => HttpResponse.json(3), SAVE_URL);
    const translations = { ar: { name: 'السحابة', h1: 'الخدمات السحابية' } };
    const inputs = [
      serviceInput(),
      { ...serviceInput({ slug: 'cloud', video_id: null, pains: [] }), translations },
      { ...serviceInput({ slug: 'voip' }), translations: {} },
    ];
    await expect(store.upsertMany(inputs)).resolves.toBe(3);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/save_services',
        query: {},
        accept: null,
        prefer: null,
        apikey: 'anon-key',
        // A record that leaves translations out keeps its own; {} leaves it English only.
        body: { records: inputs },
      },
    ]);
  });

  it('sends nothing for no rows', async () => {
    await expect(store.upsertMany([])).resolves.toBe(0);
    expect(sent).toEqual([]);
  });

  it('rejects when the network fails', async () => {
    respond(() => HttpResponse.error(), SAVE_URL);
    await expect(store.upsertMany([serviceInput()])).rejects.toThrow(
      /^Could not save the services: the service database could not be reached/,
    );
    expect(sent).toHaveLength(1);
  });

  it('rejects when the key is refused (401)', async () => {
    respond(postgrestError(401, 'PGRST301', 'JWT expired'), SAVE_URL);
    await expect(store.upsertMany([serviceInput()])).rejects.toThrow(
      'Could not save the services: the service database refused the credentials (JWT expired)',
    );
  });
});

describe('update', () => {
  const UPDATE_URL = `${SUPABASE_URL}/rest/v1/rpc/update_service`;
  const arabic = {
    name: 'الأمن السيبراني',
    h1: 'الأمن السيبراني في دبي',
    pains: [],
    solutions: [],
  };

  it('calls public.update_service once with the slug, the fields and the translations', async () => {
    const stored = serviceRecord({ name: 'Cyber Defence', translations: { ar: arabic } });
    respond(() => HttpResponse.json(stored), UPDATE_URL);
    const input = { ...serviceInput({ name: 'Cyber Defence' }), translations: { ar: arabic } };
    await expect(store.update('cybersecurity', input)).resolves.toEqual(stored);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/rest/v1/rpc/update_service',
        query: {},
        accept: null,
        prefer: null,
        apikey: 'anon-key',
        body: {
          slug: 'cybersecurity',
          fields: serviceInput({ name: 'Cyber Defence' }),
          translations: { ar: arabic },
        },
      },
    ]);
  });

  it('sends {} to leave the record English only, and nothing to keep its translations', async () => {
    respond(() => HttpResponse.json({ ...serviceRecord(), translations: {} }), UPDATE_URL);
    const cleared = await store.update('cybersecurity', { ...serviceInput(), translations: {} });
    expect(cleared).not.toHaveProperty('translations');
    await store.update('cybersecurity', serviceInput());
    expect(
      sent.map((request) => (request.body as { translations?: unknown }).translations),
    ).toEqual([{}, undefined]);
  });

  it('rejects with a ServiceNotFoundError when the record is gone (P0002)', async () => {
    respond(
      postgrestError(
        500,
        'P0002',
        'There is no service "cybersecurity": it may have been deleted.',
      ),
      UPDATE_URL,
    );
    const updating = store.update('cybersecurity', serviceInput());
    await expect(updating).rejects.toBeInstanceOf(ServiceNotFoundError);
    await expect(updating).rejects.toMatchObject({ slug: 'cybersecurity' });
  });

  it('says who may write when the caller is not staff with a second factor (42501)', async () => {
    respond(
      postgrestError(403, '42501', 'Only staff may change the service "cybersecurity".'),
      UPDATE_URL,
    );
    await expect(store.update('cybersecurity', serviceInput())).rejects.toThrow(
      /^Could not save the service: not allowed: only staff .* second factor/,
    );
  });

  it('explains a violated check constraint in plain words', async () => {
    respond(
      postgrestError(
        400,
        '23514',
        'new row for relation "service_content_feed" violates check constraint "service_content_feed_video_id_format"',
      ),
      UPDATE_URL,
    );
    await expect(store.update('cybersecurity', serviceInput({ video_id: 'nope' }))).rejects.toThrow(
      'Could not save the service: the video id must be an 11-character YouTube video id',
    );
  });

  it('rejects when the network fails', async () => {
    respond(() => HttpResponse.error(), UPDATE_URL);
    await expect(store.update('cybersecurity', serviceInput())).rejects.toThrow(
      /^Could not save the service: the service database could not be reached/,
    );
  });
});

describe('drafts', () => {
  const RPC = `${SUPABASE_URL}/rest/v1/rpc`;
  const entry = {
    slug: 'cybersecurity',
    published: { ...serviceRecord(), translations: {} },
    draft: serviceInput({ h1: 'New heading' }),
    revision: 4,
    draft_saved_by: 'sara@techcrew.test',
    draft_saved_at: '2026-11-29T09:00:00+00:00',
    changed_by: 'sara@techcrew.test',
    changed_at: '2026-11-29T09:00:00+00:00',
    versions: 3,
  };

  it('lists every entry through public.service_entries, English-only records as before', async () => {
    respond(() => HttpResponse.json([entry]), `${RPC}/service_entries`);
    const [listed] = await store.entries();
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/service_entries' });
    expect(listed?.published).not.toHaveProperty('translations');
    expect(listed?.draft?.h1).toBe('New heading');
  });

  it('saves a draft with the revision it began from, and no name: the JWT says who', async () => {
    respond(() => HttpResponse.json(entry), `${RPC}/save_service_draft`);
    await store.saveDraft(serviceInput({ h1: 'New heading' }), 3, 'ignored');
    expect(sent[0]?.body).toEqual({
      slug: 'cybersecurity',
      record: serviceInput({ h1: 'New heading' }),
      base_revision: 3,
    });
  });

  it('reads an edit conflict (SE409) as who changed the record and when', async () => {
    respond(
      () =>
        HttpResponse.json(
          {
            code: 'SE409',
            message: 'Someone else changed "cybersecurity" since this edit began.',
            details: JSON.stringify({
              changed_by: 'omar@techcrew.test',
              changed_at: '2026-11-29T09:05:00+00:00',
              revision: 5,
            }),
            hint: null,
          },
          { status: 400 },
        ),
      `${RPC}/publish_service`,
    );
    const publishing = store.publish('cybersecurity', 4);
    await expect(publishing).rejects.toBeInstanceOf(EditConflictError);
    await expect(publishing).rejects.toMatchObject({
      change: { changed_by: 'omar@techcrew.test', revision: 5 },
    });
    expect(sent[0]?.body).toEqual({ slug: 'cybersecurity', base_revision: 4 });
  });

  it('reads a draft for a taken slug as a DuplicateSlugError, nothing to publish as not found', async () => {
    respond(postgrestError(409, '23505', 'duplicate'), `${RPC}/save_service_draft`);
    await expect(store.saveDraft(serviceInput(), null)).rejects.toBeInstanceOf(DuplicateSlugError);
    respond(postgrestError(400, 'P0002', 'no changes'), `${RPC}/publish_service`);
    await expect(store.publish('cybersecurity', 4)).rejects.toBeInstanceOf(ServiceNotFoundError);
  });

  it('discards a draft in one call of public.discard_service_draft, nothing to discard as not found', async () => {
    respond(postgrestError(400, 'P0002', 'no saved changes'), `${RPC}/discard_service_draft`);
    await expect(store.discardDraft('cybersecurity', 4)).rejects.toBeInstanceOf(
      ServiceNotFoundError,
    );
    expect(sent.at(-1)?.body).toEqual({ slug: 'cybersecurity', base_revision: 4 });
  });
});
