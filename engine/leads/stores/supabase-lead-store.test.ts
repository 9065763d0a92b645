import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../../forms/form-messages';
import { formField } from '../../../tests/fixtures/form-field';
import { wordedSite } from '../../../tests/fixtures/worded-forms';
import type { FormSubmission } from '../../forms/form-types';
import { DataRequestError } from '../../errors/data-request-error';
import { createNodeSupabaseClient } from '../../data/node-supabase-client';
import { createSupabaseLeadStore } from './supabase-lead-store';

// PostgREST stands behind msw: a visitor's submission is one call of public.submit_lead,
// and each of its refusals reaches the form as the site server's answer would.

const SUPABASE_URL = 'http://supabase.test';
const RPC_URL = `${SUPABASE_URL}/rest/v1/rpc/submit_lead`;

interface SentRequest {
  method: string;
  apikey: string | null;
  body: unknown;
}

const sent: SentRequest[] = [];
const server = setupServer();

function respond(reply: () => Response) {
  server.use(
    http.all(RPC_URL, async ({ request }) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        apikey: request.headers.get('apikey'),
        body: text ? JSON.parse(text) : undefined,
      });
      return reply();
    }),
  );
}

const store = createSupabaseLeadStore(createNodeSupabaseClient(SUPABASE_URL, 'anon-key'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const form = {
  name: 'office-hours',
  submitLabel: 'Reserve',
  toast: { title: 'Reserved', text: 'See you' },
  fields: [
    formField({ name: 'name', label: 'Full Name', required: true }),
    formField({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
  ],
};
const submission: FormSubmission = {
  form,
  values: { name: 'Omar Haddad', email: 'omar@example.ae', _website: '' },
  page: '/office-hours',
  source: { referrer: 'https://www.google.com/', utm_source: 'newsletter' },
  ticket: 'a-ticket-only-the-site-server-reads',
  messages: formMessages(wordedSite().forms.messages),
};

/** A refusal as PostgREST answers a function that raised. */
const refusal = (status: number, code: string, details: string | null, hint: string | null) =>
  HttpResponse.json({ code, message: `refused (${code})`, details, hint }, { status });

async function failureOf(reply: () => Response) {
  respond(reply);
  const error = await store.submit(submission).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DataRequestError);
  const { failure, problems, message } = error as DataRequestError;
  return { failure, problems, message };
}

describe('submit', () => {
  it('calls public.submit_lead with the answers by name and where the visit came from', async () => {
    respond(() => new HttpResponse(null, { status: 204 }));
    await expect(store.submit(submission)).resolves.toBeUndefined();
    expect(sent).toEqual([
      {
        method: 'POST',
        apikey: 'anon-key',
        body: {
          form: 'office-hours',
          page: '/office-hours',
          fields: { name: 'Omar Haddad', email: 'omar@example.ae', _website: '' },
          source: { referrer: 'https://www.google.com/', utm_source: 'newsletter' },
        },
      },
    ]);
  });

  it('sends an empty source when the visit left none', async () => {
    respond(() => new HttpResponse(null, { status: 204 }));
    await store.submit({ ...submission, source: undefined });
    expect(sent[0]?.body).toMatchObject({ source: {} });
  });

  it('words a refused answer as the site server does, on its field', async () => {
    expect(await failureOf(() => refusal(400, 'LE003', 'email', 'anyOf'))).toEqual({
      failure: 'invalid',
      message: 'Could not send the form: refused (LE003)',
      problems: [
        { field: 'email', message: 'Work Email needs an @ and a domain, like name@company.com' },
      ],
    });
    expect(await failureOf(() => refusal(400, 'LE002', 'surname', null))).toMatchObject({
      failure: 'invalid',
      problems: [{ field: 'surname', message: 'This form has no field "surname"' }],
    });
  });

  it.each([
    ['LE001', 'not-found'],
    ['LE004', 'invalid'],
    ['LE005', 'rate-limited'],
  ])('fails %s as %s, naming no field', async (code, failure) => {
    expect(await failureOf(() => refusal(400, code, null, null))).toMatchObject({
      failure,
      problems: [],
    });
  });

  it('fails any other error by its status', async () => {
    expect(await failureOf(() => refusal(401, '42501', null, null))).toMatchObject({
      failure: 'signed-out',
      message: 'Could not send the form: refused (42501)',
    });
    expect(await failureOf(() => refusal(503, 'PGRST002', null, null))).toMatchObject({
      failure: 'server',
    });
    expect(await failureOf(() => HttpResponse.error())).toMatchObject({ failure: 'network' });
  });
});

describe("a person's data on Supabase", () => {
  it('reads it through public.person_data and erases it through public.erase_person', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/:name`, async ({ request, params }) => {
        calls.push({ path: String(params.name), body: await request.json() });
        return params.name === 'person_data'
          ? HttpResponse.json([{ id: 'lead-1', email: 'layla@example.ae', notifications: [] }])
          : HttpResponse.json({
              leads: 1,
              notifications: 0,
              attempts: 0,
              email_hash: 'f'.repeat(64),
            });
      }),
    );
    expect(await store.person!.data('layla@example.ae')).toEqual([
      { id: 'lead-1', email: 'layla@example.ae', notifications: [] },
    ]);
    expect(await store.person!.erase('layla@example.ae')).toMatchObject({ leads: 1 });
    expect(calls).toEqual([
      { path: 'person_data', body: { email: 'layla@example.ae' } },
      { path: 'erase_person', body: { email: 'layla@example.ae' } },
    ]);
  });

  it('says what failed when the database refuses someone without a second factor', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/erase_person`, () =>
        refusal(403, '42501', null, null),
      ),
    );
    await expect(store.person!.erase('layla@example.ae')).rejects.toThrow(
      'Could not erase the data stored about that address: refused (42501)',
    );
  });
});
