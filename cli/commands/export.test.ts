import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVICE_CONTENT_INPUT_FIELDS } from '../../engine/services/service-content';
import { captureIo } from '../../tests/fixtures/capture-io';
import { uploadedServices } from '../../tests/fixtures/uploaded-services';
import { serviceInput, serviceRecord } from '../../tests/fixtures/service-content';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { openSiteDatabase } from '../../engine/site-stores/open-site-database';
import { readSeedFiles, servicesFromSeedFiles } from '../../engine/services/seed/seed-files';
import { createExportCommand } from './export';
import { runCommand, type CommandIo } from './command-io';

type RunIo = Omit<CommandIo, 'setExitCode'>;
const runExport = (argv: string[], io: RunIo) => runCommand(createExportCommand, argv, io);

const SUPABASE_URL = 'http://supabase.test';
const CREDENTIALS = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' };

const server = setupServer();
const requests: Request[] = [];
let dir: string;

function supabaseReplies(reply: () => Response) {
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/service_content_feed`, ({ request }) => {
      requests.push(request);
      return reply();
    }),
  );
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  dir = makeTempDir('sitectl-export-');
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sitectl export', () => {
  it('writes every row from Supabase as a services list, fields in spec order, without id or timestamps', async () => {
    const rows = [
      serviceRecord({ slug: 'cloud', parent: 'cloud', name: 'Cloud' }),
      serviceRecord({ video_id: null, pains: [] }),
    ];
    supabaseReplies(() => HttpResponse.json(rows));
    const output = captureIo(CREDENTIALS);
    expect(await runExport([], output.io)).toBe(0);

    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('order')).toBe('parent.asc,name.asc');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer service-role-key');

    const yaml = output.stdout();
    const document = parse(yaml) as { services: Record<string, unknown>[] };
    expect(Object.keys(document)).toEqual(['services']);
    expect(document.services.map((service) => Object.keys(service))).toEqual([
      [...SERVICE_CONTENT_INPUT_FIELDS],
      [...SERVICE_CONTENT_INPUT_FIELDS],
    ]);
    expect(uploadedServices(yaml, 'export.yaml')).toEqual({
      services: [
        serviceInput({ slug: 'cloud', parent: 'cloud', name: 'Cloud' }),
        serviceInput({ video_id: null, pains: [] }),
      ],
      errors: [],
      warnings: [],
    });
  });

  it('exits 2 without credentials, naming the variables', async () => {
    const output = captureIo({ SUPABASE_SERVICE_ROLE_KEY: 'key' });
    expect(await runExport([], output.io)).toBe(2);
    expect(output.stderr()).toMatch(/^Missing environment variable SUPABASE_URL\./);
    expect(output.stdout()).toBe('');
  });

  it('exits 2 on an unknown option', async () => {
    const output = captureIo(CREDENTIALS);
    expect(await runExport(['--format', 'json'], output.io)).toBe(2);
  });

  it('exits 3 with the reason when Supabase cannot be read', async () => {
    supabaseReplies(() => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 }));
    const output = captureIo(CREDENTIALS);
    expect(await runExport([], output.io)).toBe(3);
    expect(output.stderr()).toBe(
      'Could not load the services: the service database refused the credentials (Invalid API key)\n',
    );
    expect(output.stdout()).toBe('');
  });

  it('exits 2 when the output file cannot be written', async () => {
    supabaseReplies(() => HttpResponse.json([serviceRecord()]));
    const output = captureIo(CREDENTIALS);
    expect(await runExport(['--out', join(dir, 'no-such-dir', 'x.yaml')], output.io)).toBe(2);
    expect(output.stderr()).toMatch(/^Cannot write .*x\.yaml/);
  });

  it("exports the site's own database (as seeded) to a file that import reads back as the seed", async () => {
    const out = join(dir, 'embedded.yaml');
    const dataDir = join(dir, 'data');
    const quiet = { info: () => {}, error: () => {} };
    await (await openSiteDatabase({ dataDir, log: quiet })).close();
    const output = captureIo({ DATA_DIR: dataDir });
    expect(await runExport(['--out', out], output.io)).toBe(0);
    const seed = servicesFromSeedFiles(readSeedFiles());
    expect(output.stderr()).toBe(`Exported ${seed.length} services to ${out}.\n`);

    const reimported = uploadedServices(readFileSync(out, 'utf8'), out);
    expect(reimported.errors).toEqual([]);
    expect(reimported.warnings).toEqual([]);
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect(reimported.services.sort(bySlug)).toEqual(seed.sort(bySlug));
  }, 60_000);
});
