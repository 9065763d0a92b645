import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiMessage, frameworkRefusal, type ApiErrorCode } from './api-errors';

const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
const names = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);

describe("the site server's error catalogue", () => {
  it.each(codes)(
    '%s: its example is answered with one of its messages, filled in whole',
    (code) => {
      const { example, messages } = API_ERRORS[code];
      const template = (messages as Record<string, string>)[example.message];
      expect(template).toBeDefined();
      const params: Record<string, string> = 'params' in example ? example.params : {};
      expect(Object.keys(params).sort()).toEqual(names(template!).sort());
      expect(apiMessage({ code, message: example.message, params } as never)).not.toMatch(/[{}]/);
    },
  );

  it('fills a message with its parameters', () => {
    expect(
      apiMessage({
        code: 'invalid',
        message: 'slug-change',
        params: { noun: 'service', slug: 'cybersecurity', sent: 'cyber' },
      }),
    ).toBe('The slug of a service cannot change: this is "cybersecurity", the body says "cyber".');
    expect(apiMessage({ code: 'not-found', message: 'api' })).toBe('No such API.');
  });

  it("words a framework's refusal by its status, in the framework's words where it has them", () => {
    expect(apiMessage(frameworkRefusal(400, 'querystring/limit must be <= 100'))).toBe(
      'querystring/limit must be <= 100',
    );
    expect(frameworkRefusal(413, 'Request body is too large')).toMatchObject({
      code: 'payload-too-large',
    });
    // A 404 of the router: the API's own words for an unknown address.
    expect(apiMessage(frameworkRefusal(404, 'Route GET:/api/nope not found'))).toBe('No such API.');
    expect(frameworkRefusal(502, 'Bad gateway').code).toBe('server-error');
  });

  it('takes a message only with the parameters it names (checked by the type checker)', () => {
    // Never called: `npm run typecheck` fails if either line type-checks.
    const refused = () => [
      // @ts-expect-error: the lead message names an id.
      apiMessage({ code: 'not-found', message: 'lead' }),
      // @ts-expect-error: no such message for this code.
      apiMessage({ code: 'signed-out', message: 'lead', params: { id: '1' } }),
    ];
    expect(refused).toBeTypeOf('function');
  });
});
