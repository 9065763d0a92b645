import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSite } from '../../tests/render';
import { dataMode } from '../data/data-port';
import { browserSupabaseClient } from '../data/supabase-client';
import type { FormDefinition } from './form-types';
import { FormView } from './FormView';
import { formField } from '../../tests/fixtures/form-field';
import { VISIT_KEY } from './remember-visit';

// A static build with Supabase: the data mode is fixed when engine/data/data-port.ts
// loads, so the project is configured before any import runs.
vi.hoisted(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://supabase.test');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key');
});

const SUBMIT_URL = 'http://supabase.test/rest/v1/rpc/submit_lead';

interface Call {
  method: string;
  query: Record<string, string>;
  apikey: string | null;
  prefer: string | null;
  body: unknown;
}

const calls: Call[] = [];
let answer: () => Response = () => new HttpResponse(null, { status: 204 });

// PostgREST at the HTTP boundary; anything else the page asks for is an error.
const server = setupServer(
  http.all(SUBMIT_URL, async ({ request }) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      query: Object.fromEntries(new URL(request.url).searchParams),
      apikey: request.headers.get('apikey'),
      prefer: request.headers.get('prefer'),
      body: text ? JSON.parse(text) : undefined,
    });
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  answer = () => new HttpResponse(null, { status: 204 });
});
afterAll(async () => {
  await browserSupabaseClient()?.auth.dispose();
  server.close();
  vi.unstubAllEnvs();
});

const field = formField;

const quote: FormDefinition = {
  name: 'quote',
  submitLabel: 'Request a Quote',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true }),
    field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
    field({
      name: 'size',
      label: 'Team Size',
      kind: 'select',
      options: [
        { value: 'small', label: '1-20 people' },
        { value: 'large', label: '21 or more' },
      ],
    }),
    field({ name: 'updates', label: 'Send me the newsletter', kind: 'checkbox' }),
  ],
  toast: { title: 'Quote Requested!', text: 'A cloud engineer will call you today.' },
};

async function sendQuote() {
  const user = userEvent.setup();
  renderWithProviders(<FormView form={quote} />, { path: '/services/cloud' });
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Aisha Khan');
  await user.type(screen.getByRole('textbox', { name: 'Work Email' }), 'aisha@example.ae');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Team Size' }), '21 or more');
  await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
}

function expectAnswersKept() {
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Aisha Khan');
  expect(screen.getByRole('textbox', { name: 'Work Email' })).toHaveValue('aisha@example.ae');
  expect(screen.getByRole('combobox', { name: 'Team Size' })).toHaveDisplayValue('21 or more');
}

describe('FormView in Supabase mode', () => {
  it('uses the Supabase adapter', () => {
    expect(dataMode).toBe('supabase');
  });

  it('sends the answers to public.submit_lead, with where the visit came from, then confirms', async () => {
    // What the starter noted on the visit's first page: its address and referrer.
    sessionStorage.setItem(
      VISIT_KEY,
      JSON.stringify([`${window.location.origin}/services/cloud?utm_source=newsletter`, '']),
    );
    await sendQuote();

    expect(await screen.findByText('Quote Requested!')).toBeInTheDocument();
    expect(screen.getByText('A cloud engineer will call you today.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        query: {},
        apikey: 'anon-key',
        prefer: null,
        // The answers by field name: the database labels them from the form's declaration.
        body: {
          form: 'quote',
          page: '/services/cloud',
          fields: { name: 'Aisha Khan', email: 'aisha@example.ae', size: 'large', updates: false },
          source: { landing: '/services/cloud?utm_source=newsletter', utm_source: 'newsletter' },
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  });

  it('marks the answer the database refused, in the words of the site', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: 'LE003',
          message: 'The answer to "email" breaks its rule "anyOf".',
          details: 'email',
          hint: 'anyOf',
        },
        { status: 400 },
      );
    await sendQuote();

    expect(await screen.findByText(testSite.forms.failed.invalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Work Email' })).toHaveAccessibleDescription(
      testSite.forms.messages.email,
    );
    expectAnswersKept();
  });

  it('keeps every answer and says so when PostgREST refuses the call', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: '42501',
          message: 'permission denied for function submit_lead',
          details: null,
          hint: null,
        },
        { status: 403 },
      );
    await sendQuote();

    expect(await screen.findByText(testSite.forms.failed.server)).toBeInTheDocument();
    expect(screen.getByText(testSite.forms.failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expectAnswersKept();
  });

  it('says the server could not be reached when the connection drops', async () => {
    answer = () => HttpResponse.error();
    await sendQuote();

    expect(await screen.findByText(testSite.forms.failed.network)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expectAnswersKept();
  });
});
