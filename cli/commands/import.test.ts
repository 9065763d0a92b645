import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureIo } from '../../tests/fixtures/capture-io';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { createImportCommand, type ImportReport } from './import';
import { runCommand, type CommandIo } from './command-io';

type RunIo = Omit<CommandIo, 'setExitCode'>;
const runImport = (argv: string[], io: RunIo) => runCommand(createImportCommand, argv, io);

const SUPABASE_URL = 'http://supabase.test';
const CREDENTIALS = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' };

interface SentRequest {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

const sent: SentRequest[] = [];
const server = setupServer();
let dir: string;

function supabaseReplies(reply: () => Response) {
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/save_services`, async ({ request }) => {
      sent.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      return reply();
    }),
  );
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const service = (slug: string, name = 'Service') =>
  `  - slug: ${slug}\n    name: ${name}\n    h1: ${name} in Dubai\n`;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  dir = makeTempDir('sitectl-import-');
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function importJson(argv: string[], env: Record<string, string> = {}) {
  const output = captureIo(env);
  const code = await runImport([...argv, '--json'], output.io);
  return { code, report: JSON.parse(output.stdout()) as ImportReport, stderr: output.stderr() };
}

describe('sitectl import --dry-run', () => {
  it('validates without credentials or network and reports the normalised services', async () => {
    const path = file('ok.yaml', `services:\n${service('cloud', 'Cloud')}`);
    const { code, report } = await importJson(['--dry-run', path]);
    expect(code).toBe(0);
    expect(report).toEqual({
      dryRun: true,
      valid: 1,
      written: 0,
      skipped: 0,
      refusedFiles: 0,
      storeFailure: null,
      errors: [],
      warnings: [],
      services: [
        expect.objectContaining({ slug: 'cloud', parent: 'general', name: 'Cloud', pains: [] }),
      ],
    });
    expect(sent).toEqual([]);
  });

  it('exits 1, says how many would be imported, and locates each invalid service', async () => {
    const path = file('mixed.yaml', `services:\n${service('cloud')}  - name: No Slug\n    h1: x\n`);
    const { code, report } = await importJson(['--dry-run', path]);
    expect(code).toBe(1);
    expect(report).toMatchObject({ dryRun: true, valid: 1, written: 0, skipped: 1 });
    expect(report.services.map((s) => s.slug)).toEqual(['cloud']);
    expect(report.errors).toEqual([
      {
        code: 'missing-property',
        file: path,
        document: 1,
        index: 2,
        slug: null,
        line: 5,
        column: 5,
        source: '  - name: No Slug',
        message: 'Service is missing required field(s): slug',
      },
    ]);
  });

  it('refuses a NUL in a service name with its line, and shows the line', async () => {
    const path = file(
      'nul.yaml',
      `services:\n${service('cloud')}  - slug: b\n    name: B\u0000x\n    h1: B\n`,
    );
    const { code, report } = await importJson(['--dry-run', path]);
    expect(code).toBe(1);
    expect(report).toMatchObject({ valid: 0, skipped: 0, refusedFiles: 1 });
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'control-character',
        line: 6,
        column: 12,
        source: '    name: B\u2400x',
        message: 'The file contains the control character U+0000.',
      }),
    ]);
    const output = captureIo();
    expect(await runImport(['--dry-run', path], output.io)).toBe(1);
    expect(output.stderr()).toContain(
      `error: ${path}:6:12 control-character The file contains the control character U+0000.\n  5 |   - slug: b\n  6 |     name: B\u2400x\n    |            ^\n  hint: Remove the marked character`,
    );
  });

  it('names the line of an unclosed quote, and refuses bytes that are not UTF-8', async () => {
    const quote = file('quote.yaml', `services:\n  - slug: "cloud\n    name: Cloud\n`);
    const latin1 = join(dir, 'latin1.yaml');
    writeFileSync(
      latin1,
      Buffer.concat([Buffer.from('slug: a\nname: caf'), Buffer.from([0xe9, 0x0a])]),
    );
    const { code, report } = await importJson(['--dry-run', quote, latin1]);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'unexpected-end',
        file: quote,
        line: 2,
        column: 11,
        source: '  - slug: "cloud',
        message: 'The quote opened here is never closed.',
      }),
      expect.objectContaining({
        code: 'not-utf8',
        file: latin1,
        line: 2,
        column: 10,
        source: 'name: caf\uFFFD',
        message: expect.stringContaining('not valid UTF-8 text'),
      }),
    ]);
  });

  it('reports a file that is not YAML, or cannot be read, as an error of that file', async () => {
    const text = file('services.txt', `services:\n${service('cloud')}`);
    const missing = join(dir, 'missing.yaml');
    const { code, report } = await importJson(['--dry-run', text, missing]);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'not-yaml-file',
        file: text,
        line: null,
        message: 'The file name does not end in .yaml or .yml.',
      }),
      expect.objectContaining({
        code: 'unreadable-file',
        file: missing,
        line: null,
        message: expect.stringMatching(/^Cannot read the file: ENOENT/),
      }),
    ]);
  });

  it('lets a later file replace a slug of an earlier one, with a warning', async () => {
    const first = file('first.yaml', `services:\n${service('cloud', 'First')}`);
    const second = file('second.yaml', `services:\n${service('cloud', 'Second')}`);
    const { code, report } = await importJson(['--dry-run', first, second]);
    expect(code).toBe(0);
    expect(report.services).toEqual([expect.objectContaining({ name: 'Second' })]);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        code: 'duplicate-slug',
        file: second,
        slug: 'cloud',
        line: 2,
        message: `Duplicate slug "cloud": ${first} is replaced by ${second}.`,
      }),
    ]);
  });

  it('prints a summary and one located line per problem without --json', async () => {
    const path = file('human.yaml', `services:\n${service('cloud')}  - name: No Slug\n    h1: x\n`);
    const output = captureIo();
    expect(await runImport(['--dry-run', path], output.io)).toBe(1);
    expect(output.stdout()).toBe(
      'Dry run: 1 service would be imported, 1 invalid service skipped; nothing was sent. 1 error, 0 warnings.\n',
    );
    expect(output.stderr()).toBe(
      [
        `error: ${path}:5:5 missing-property services[1]: Service is missing required field(s): slug`,
        '  4 |     h1: Service in Dubai',
        '  5 |   - name: No Slug',
        '    |     ^^^^^^^^^^^^^',
        '  hint: Add the property; docs/blocks.md lists what each block requires, schemas/service-content.schema.json what a service record does.',
        '',
        '',
      ].join('\n'),
    );
  });
});

describe('sitectl import', () => {
  it('exits 2 naming the missing variable when only one Supabase variable is set', async () => {
    const path = file('half.yaml', `services:\n${service('cloud')}`);
    const output = captureIo({ SUPABASE_URL });
    expect(await runImport([path], output.io)).toBe(2);
    expect(output.stderr()).toMatch(/^Missing environment variable SUPABASE_SERVICE_ROLE_KEY\./);
    expect(output.stdout()).toBe('');
    expect(sent).toEqual([]);
  });

  it.each([[[]], [['--dry-run', '--frobnicate', 'x.yaml']]])(
    'exits 2 on a usage error (%j)',
    async (argv) => {
      const output = captureIo(CREDENTIALS);
      expect(await runImport(argv, output.io)).toBe(2);
      expect(output.stderr()).toMatch(/^error: /);
    },
  );

  it('saves every service in one call of public.save_services with the service role key', async () => {
    supabaseReplies(() => new HttpResponse(null, { status: 201 }));
    const a = file('a.yaml', `services:\n${service('cloud', 'Cloud')}`);
    const b = file('b.yml', `- slug: backup\n  name: Backup\n  h1: Backup\n`);
    const { code, report } = await importJson([a, b], CREDENTIALS);
    expect(code).toBe(0);
    expect(report).toMatchObject({ dryRun: false, valid: 2, written: 2, skipped: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.authorization).toBe('Bearer service-role-key');
    expect(sent[0]?.body).toEqual({ records: report.services });
    expect(report.services.map((s) => s.slug)).toEqual(['cloud', 'backup']);
  });

  it('imports the valid services and exits 1 when some were invalid', async () => {
    supabaseReplies(() => new HttpResponse(null, { status: 201 }));
    const path = file('partly.yaml', `services:\n${service('cloud')}  - slug: Bad Slug\n`);
    const { code, report } = await importJson([path], CREDENTIALS);
    expect(code).toBe(1);
    expect(report).toMatchObject({ valid: 1, written: 1, skipped: 1, storeFailure: null });
    // One service, two problems: each with its own code.
    expect(report.errors.map((error) => [error.index, error.code])).toEqual([
      [2, 'missing-property'],
      [2, 'wrong-format'],
    ]);
    const output = captureIo(CREDENTIALS);
    expect(await runImport([path], output.io)).toBe(1);
    expect(output.stdout()).toBe(
      'Imported 1 service, 1 invalid service skipped. 2 errors, 0 warnings.\n',
    );
  });

  it('skips a service with an unpaired surrogate or a bidi override, naming the field and its place', async () => {
    supabaseReplies(() => new HttpResponse(null, { status: 201 }));
    // "\ud800" is a YAML escape: the file is UTF-8, the value is half a character. The
    // override is written as it is, and the code frame marks it.
    const path = file(
      'unsafe.yaml',
      `services:\n${service('cloud')}  - slug: quay\n    name: "Quay \\ud800 Wi-Fi"\n    h1: Quay\n` +
        `  - slug: invoice\n    name: Invoice\n    h1: Invoice\n    translations:\n      ar:\n        name: فاتورة\n        h1: "فاتورة \u202efdp.exe"\n`,
    );
    const { code, report } = await importJson([path], CREDENTIALS);
    expect(code).toBe(1);
    expect(report).toMatchObject({ valid: 1, written: 1, skipped: 2, storeFailure: null });
    expect(sent[0]?.body).toEqual({ records: [expect.objectContaining({ slug: 'cloud' })] });
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'unsafe-character',
        slug: 'quay',
        line: 6,
        column: 11,
        message: 'Field "name" contains an unpaired surrogate (\\ud800) at character 6.',
      }),
      expect.objectContaining({
        code: 'unsafe-character',
        slug: 'invoice',
        line: 14,
        column: 21,
        message:
          'Field "translations.ar.h1" contains the bidirectional control U+202E (RIGHT-TO-LEFT OVERRIDE) at character 8.',
      }),
    ]);
    const output = captureIo(CREDENTIALS);
    expect(await runImport([path], output.io)).toBe(1);
    expect(output.stderr()).toContain(
      `error: ${path}:6:11 unsafe-character services[1].name: Field "name" contains an unpaired surrogate (\\ud800) at character 6.\n`,
    );
    // The terminal never gets the override itself: it is shown escaped, and marked.
    expect(output.stderr()).toContain(
      `error: ${path}:14:21 unsafe-character services[2].translations.ar.h1: Field "translations.ar.h1" contains`,
    );
    expect(output.stderr()).toContain('h1: "فاتورة \\u202efdp.exe"\n');
    expect(output.stderr()).not.toContain('\u202e');
  });

  it('exits 3 with the store’s message, saying nothing was written, when Supabase refuses', async () => {
    supabaseReplies(() =>
      HttpResponse.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 }),
    );
    const path = file('refused.yaml', `services:\n${service('cloud')}`);
    const { code, report } = await importJson([path], CREDENTIALS);
    expect(code).toBe(3);
    expect(report).toMatchObject({ valid: 1, written: 0, skipped: 0, errors: [] });
    expect(report.storeFailure).toEqual({
      message:
        'Could not save the services: the service database refused the credentials (JWT expired)',
      mayHaveWritten: false,
    });
    const output = captureIo(CREDENTIALS);
    expect(await runImport([path], output.io)).toBe(3);
    expect(output.stderr()).toMatch(
      /^Nothing was imported: Could not save the services: .*JWT expired/m,
    );
  });

  it('exits 3 saying the import may have been written when the connection drops', async () => {
    supabaseReplies(() => HttpResponse.error());
    const path = file('dropped.yaml', `services:\n${service('cloud')}`);
    const { code, report } = await importJson([path], CREDENTIALS);
    expect(code).toBe(3);
    expect(report.storeFailure).toMatchObject({ mayHaveWritten: true });
    const output = captureIo(CREDENTIALS);
    expect(await runImport([path], output.io)).toBe(3);
    expect(output.stderr()).toMatch(
      /^The import may or may not have been written: .*sitectl export/m,
    );
  });

  it('shows a progress bar for a long import on a terminal, and none when piped', async () => {
    supabaseReplies(() => new HttpResponse(null, { status: 201 }));
    const slugs = Array.from({ length: 200 }, (_, index) => `service-${index}`);
    const path = file('long.yaml', `services:\n${slugs.map((slug) => service(slug)).join('')}`);
    const piped = captureIo(CREDENTIALS);
    expect(await runImport([path], piped.io)).toBe(0);
    expect(piped.stderr()).not.toContain('Pushing');

    const terminal = captureIo(CREDENTIALS);
    const io = {
      ...terminal.io,
      stdout: { ...terminal.io.stdout, isTTY: true },
      stderr: { ...terminal.io.stderr, isTTY: true },
    };
    expect(await runImport([path], io)).toBe(0);
    expect(terminal.stderr()).toContain('Pushing 200 services in one request');
    expect(terminal.stdout()).toBe('Imported 200 services. 0 errors, 0 warnings.\n');
  });

  it('sends nothing when no file holds a valid service', async () => {
    const path = file('empty.yaml', 'services: []\n');
    const { code, report } = await importJson([path], CREDENTIALS);
    expect(code).toBe(1);
    expect(report.errors[0]?.message).toMatch(/No valid services/);
    expect(sent).toEqual([]);
  });
});

describe('sitectl import as a process', () => {
  const entry = fileURLToPath(new URL('../sitectl.ts', import.meta.url));
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', entry, 'import', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('sets the exit code: 0 for a clean dry run, 2 for half the credentials or bad usage', async () => {
    const path = file('process.yaml', `services:\n${service('cloud')}`);
    const [dryRun, halfCredentials, usage] = await Promise.all([
      run(['--dry-run', path]),
      run([path], { SUPABASE_SERVICE_ROLE_KEY: 'key' }),
      run(['--dry-run']),
    ]);
    expect(dryRun).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Dry run: 1 service/) });
    expect(halfCredentials).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/SUPABASE_URL/),
    });
    expect(usage).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/missing required argument/),
    });
  });
});
