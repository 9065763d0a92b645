import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactAnswers } from '../../tests/fixtures/contact-answers';
import { rawRequest, type RawResponse } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { API_ERRORS, type ApiErrorCode } from '../errors/api-errors';

/** Any of a code's messages, whatever its parameters were filled in with. */
const oneOfTheMessagesOf = (code: ApiErrorCode) => {
  const messages: Record<string, string> = API_ERRORS[code].messages;
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const patterns = Object.values(messages).map((template) =>
    template
      .split(/\{\w+\}/)
      .map(literal)
      .join('[\\s\\S]+'),
  );
  return new RegExp(`^(?:${patterns.join('|')})$`);
};

// Every refusal of the JSON API names a stable code, one that docs/errors.md explains.

const documented = readFileSync(path.resolve(import.meta.dirname, '../../docs/errors.md'), 'utf8');

describe.each(testDatabases)('the API’s error codes, on $name', (backend) => {
  const site = useSiteServer(backend, { leadsPerMinute: 1000 });
  const json = { 'Content-Type': 'application/json' };
  const lead = (query: string, body: string, headers: Record<string, string> = json) =>
    rawRequest(site.url, { method: 'POST', path: `/api/leads?${query}`, headers, body });
  const staff = (method: string, path: string, body?: unknown) =>
    rawRequest(site.url, {
      method,
      path: `/api/admin${path}`,
      headers: { ...site.operator, ...(body === undefined ? {} : json) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const contact = 'form=contact&page=%2Fcontact';
  const NO_LEAD = '00000000-0000-4000-8000-000000000000';

  it('answers every 4xx with a code docs/errors.md lists, and the status that goes with it', async () => {
    // One after another: each a request of its own.
    const answers: [string, () => Promise<RawResponse>, string][] = [
      ['an unknown API path', () => rawRequest(site.url, { path: '/api/nope' }), 'not-found'],
      [
        'staff data without a session',
        () => rawRequest(site.url, { path: '/api/admin/leads' }),
        'signed-out',
      ],
      ['a page size out of range', () => staff('GET', '/leads?limit=100000'), 'bad-request'],
      [
        'a lead id that is no id',
        () => staff('PATCH', '/leads/not-a-uuid', { status: 'closed' }),
        'bad-request',
      ],
      [
        'a lead that does not exist',
        () => staff('PATCH', `/leads/${NO_LEAD}`, { status: 'closed' }),
        'not-found',
      ],
      [
        'a note with a NUL',
        () => staff('PATCH', `/leads/${NO_LEAD}`, { note: 'a\u0000' }),
        'invalid',
      ],
      [
        'a taken slug',
        () => staff('POST', '/services', { slug: 'cloud-it-solutions', name: 'C', h1: 'C' }),
        'slug-taken',
      ],
      [
        'an import without its services',
        () => staff('PUT', '/services', { all: [] }),
        'bad-request',
      ],
      ['a form no page has', () => lead('form=nope&page=%2F', '{}'), 'unknown-form'],
      ['a form name that is no name', () => lead('form=Nope!&page=%2F', '{}'), 'unknown-form'],
      [
        'answers that break the rules',
        () => lead(contact, JSON.stringify({ ...contactAnswers, email: 'x' })),
        'invalid',
      ],
      [
        'a post from another site',
        () =>
          lead(contact, JSON.stringify(contactAnswers), {
            ...json,
            Origin: 'https://evil.example',
          }),
        'cross-site',
      ],
      [
        'a body too large',
        () => lead(contact, JSON.stringify({ ...contactAnswers, message: 'x'.repeat(70_000) })),
        'payload-too-large',
      ],
      ['a body that is not JSON', () => lead(contact, '{"name": ', json), 'bad-request'],
      [
        'a body of another type',
        () => lead(contact, '<lead/>', { 'Content-Type': 'application/xml' }),
        'unsupported-media-type',
      ],
    ];
    for (const [what, send, code] of answers) {
      const response = await send();
      const body = JSON.parse(response.body) as { error: { code: string; message: string } };
      expect(body.error.code, what).toBe(code);
      expect(response.status, what).toBe(API_ERRORS[code as keyof typeof API_ERRORS].status);
      expect(body.error.message, what).toMatch(oneOfTheMessagesOf(code as ApiErrorCode));
      expect(documented, what).toContain(`\n## ${code}\n`);
    }
    expect(site.errors).toEqual([]);
  });
});
