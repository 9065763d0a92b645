import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../tests/fixtures/hostile-text';
import { serviceInput } from '../../tests/fixtures/service-content';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { translatedServiceFields } from '../schema/service-content.schema';
import { isListField, SERVICE_CONTENT_INPUT_FIELDS } from '../services/service-content';

// Every text of a service record is safe text (engine/schema/safe-text.ts), however it comes
// in: a text the database cannot store, or that reads otherwise than it is written, is
// refused with 400 naming the field, never a 500 from the database.

const arabic = { name: 'التوصيلات', h1: 'التوصيلات في دبي' };

describe.each(testDatabases)('service text through the staff API on $name', (backend) => {
  const site = useSiteServer(backend);
  const call = (method: string, path: string, body: unknown) =>
    rawRequest(site.url, {
      method,
      path,
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      // JSON.stringify writes a lone surrogate as its escape, \ud800, as a browser's does.
      body: JSON.stringify(body),
    });
  const refusal = (body: string) =>
    (JSON.parse(body) as { error: { code: string; message: string } }).error;

  it('refuses an unpaired surrogate in a new, an edited and an imported service, naming the field', async () => {
    const service = serviceInput({ slug: 'quay-lighting', name: 'Quay Lighting' });
    const created = await call('POST', '/api/admin/services', {
      ...service,
      translations: { ar: { ...arabic, name: 'إضاءة\ud800 الرصيف' } },
    });
    expect(created.status).toBe(400);
    expect(refusal(created.body)).toEqual({
      code: 'invalid',
      message:
        'Service 1 (quay-lighting): Field "translations.ar.name" contains an unpaired surrogate (\\ud800) at character 6.',
    });

    expect((await call('POST', '/api/admin/services', service)).status).toBe(201);
    const edited = await call('PUT', '/api/admin/services/quay-lighting', {
      ...service,
      pains: ['Dark quays', 'Flicker \udfff'],
    });
    expect(edited.status).toBe(400);
    expect(refusal(edited.body).message).toBe(
      'Service 1 (quay-lighting): Field "pains[1]" contains an unpaired surrogate (\\udfff) at character 9.',
    );

    const imported = await call('PUT', '/api/admin/services', {
      services: [serviceInput({ slug: 'quay-audio' }), { ...service, h1: 'Quay \ud800' }],
    });
    expect(imported.status).toBe(400);
    expect(refusal(imported.body).message).toBe(
      'Service 2 (quay-lighting): Field "h1" contains an unpaired surrogate (\\ud800) at character 6.',
    );
    // All or nothing: the valid service of the batch was not written either.
    expect((await rawRequest(site.url, { path: '/api/services/quay-audio' })).status).toBe(404);
    expect(site.errors).toEqual([]);
  });

  it('refuses bidirectional overrides and isolates in content, and keeps direction marks', async () => {
    const service = serviceInput({ slug: 'quay-signage', name: 'Invoice \u202efdp.exe' });
    const refused = await call('POST', '/api/admin/services', service);
    expect(refused.status).toBe(400);
    expect(refusal(refused.body).message).toBe(
      'Service 1 (quay-signage): Field "name" contains the bidirectional control U+202E (RIGHT-TO-LEFT OVERRIDE) at character 9.',
    );
    const marked = await call('POST', '/api/admin/services', {
      ...service,
      name: 'Quay Signage',
      translations: { ar: { ...arabic, hero: 'لافتات\u200f Dubai Marina\u200e' } },
    });
    expect(marked.status).toBe(201);
  });

  // Every text field of a record, a list's item and a translation's.
  const fields = [
    ...SERVICE_CONTENT_INPUT_FIELDS.map((field) => ({
      field,
      record: (text: string) => ({ [field]: isListField(field) ? [text] : text }),
    })),
    ...translatedServiceFields.map((field) => ({
      field: `translations.ar.${field}`,
      record: (text: string) => ({
        translations: { ar: { ...arabic, [field]: isListField(field) ? [text] : text } },
      }),
    })),
  ];

  it('never answers 500 for any text in any field, created, edited or imported', async () => {
    const base = serviceInput({ slug: 'quay-fuzz', name: 'Quay Fuzz' });
    expect((await call('PUT', '/api/admin/services', { services: [base] })).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        hostileText(),
        fc.constantFrom('create', 'edit', 'import'),
        async ({ record }, text, way) => {
          const body = { ...base, ...record(text) };
          const response =
            way === 'create'
              ? await call('POST', '/api/admin/services', { ...body, slug: 'quay-fuzz-new' })
              : way === 'edit'
                ? await call('PUT', '/api/admin/services/quay-fuzz', body)
                : await call('PUT', '/api/admin/services', { services: [body] });
          expect([200, 201, 400, 409], response.body).toContain(response.status);
          if (response.status === 400) expect(refusal(response.body).code).toBe('invalid');
        },
      ),
      { numRuns: 150 },
    );
    expect(site.errors).toEqual([]);
  });
});
