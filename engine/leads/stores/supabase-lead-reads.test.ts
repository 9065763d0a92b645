import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSupabaseClient } from '../../data/node-supabase-client';
import { createSupabaseLeadStore } from './supabase-lead-store';

// What staff read of leads on Supabase, pinned at the HTTP boundary (PostgREST behind msw).

const SUPABASE_URL = 'http://supabase.test';
const asked: URL[] = [];
const server = setupServer();
const store = createSupabaseLeadStore(createNodeSupabaseClient(SUPABASE_URL, 'anon-key'));

const lead = { id: '6f1c1f9e-4a4e-4b8e-9a57-0e0f1a2b3c4d', form: 'contact', status: 'new' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function serveLeads(reply: (url: URL) => Response) {
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/leads`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return reply(url);
    }),
    http.get(`${SUPABASE_URL}/rest/v1/lead_forms`, () =>
      HttpResponse.json([{ form: 'contact', leads: 1 }]),
    ),
  );
}

describe('listing leads on Supabase', () => {
  it('leaves spam out unless the Spam filter asks for it', async () => {
    serveLeads(() => HttpResponse.json([lead], { headers: { 'Content-Range': '0-0/1' } }));
    await store.list({ limit: 25, offset: 0 });
    expect(asked[0]!.searchParams.get('status')).toBe('neq.spam');
    await store.list({ status: 'spam', limit: 25, offset: 0 });
    expect(asked[1]!.searchParams.get('status')).toBe('eq.spam');
  });
});

describe('one lead on Supabase', () => {
  it('asks for the row with the id', async () => {
    serveLeads(() => HttpResponse.json(lead));
    expect(await store.get(lead.id)).toEqual(lead);
    expect(asked[0]!.searchParams.get('id')).toBe(`eq.${lead.id}`);
  });

  it('is null when there is no such lead, or the id is not one', async () => {
    serveLeads((url) =>
      url.searchParams.get('id') === 'eq.not-a-uuid'
        ? HttpResponse.json(
            { code: '22P02', message: 'invalid input syntax for type uuid', details: null },
            { status: 400 },
          )
        : HttpResponse.json(null),
    );
    expect(await store.get(lead.id)).toBeNull();
    expect(await store.get('not-a-uuid')).toBeNull();
  });

  it('rejects when PostgREST refuses the request', async () => {
    serveLeads(() =>
      HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 401 }),
    );
    await expect(store.get(lead.id)).rejects.toThrow(/Could not load the lead: permission denied/);
  });
});

describe('following a lead up on Supabase', () => {
  it("filters by owner, '' being the leads nobody owns", async () => {
    serveLeads(() => HttpResponse.json([lead], { headers: { 'Content-Range': '0-0/1' } }));
    await store.list({ owner: 'sara@example.ae', limit: 25, offset: 0 });
    await store.list({ owner: '', limit: 25, offset: 0 });
    await store.list({ limit: 25, offset: 0 });
    expect(asked.map((url) => url.searchParams.get('owner'))).toEqual([
      'eq.sara@example.ae',
      'eq.',
      null,
    ]);
  });

  it('reads the timeline oldest first from lead_events, under its policies', async () => {
    const event = {
      id: '9a0c4a57-1e2b-4c3d-8e9f-0a1b2c3d4e5f',
      at: '2026-11-28T09:00:00+00:00',
      person: 'sara@example.ae',
      kind: 'owner',
      detail: { from: '', to: 'sara@example.ae' },
    };
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/lead_events`, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json([event]);
      }),
    );
    expect(await store.timeline(lead.id)).toEqual([event]);
    expect(asked[0]!.searchParams.get('lead_id')).toBe(`eq.${lead.id}`);
    expect(asked[0]!.searchParams.get('order')).toBe('at.asc,seq.asc');
  });

  it('asks public.lead_owner_choices who leads can be given to', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/lead_owner_choices`, () =>
        HttpResponse.json(['omar@example.ae', 'sara@example.ae']),
      ),
    );
    expect(await store.owners()).toEqual(['omar@example.ae', 'sara@example.ae']);
  });
});
