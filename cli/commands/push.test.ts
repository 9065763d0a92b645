import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureIo } from '../../tests/fixtures/capture-io';
import { siteDeclarations } from '../../tests/fixtures/submit-lead';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { runCommand } from './command-io';
import { createPushCommand } from './push';

const SUPABASE_URL = 'http://supabase.test';
const CREDENTIALS = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' };
const PAGES = path.resolve(import.meta.dirname, '../../pages');

interface SentRequest {
  method: string;
  authorization: string | null;
  body: unknown;
}

const sent: SentRequest[] = [];
const server = setupServer();
let dir: string;

function supabaseReplies(reply: () => Response) {
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/put_lead_forms`, async ({ request }) => {
      sent.push({
        method: request.method,
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      return reply();
    }),
  );
}

async function push(argv: string[], env: Record<string, string> = {}) {
  const output = captureIo(env);
  const code = await runCommand(createPushCommand, ['--pages', PAGES, ...argv], output.io);
  return { code, stdout: output.stdout(), stderr: output.stderr() };
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  dir = makeTempDir('sitectl-push-');
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sitectl push', () => {
  it('sends every form of the validated pages in one call, with the service role key', async () => {
    supabaseReplies(() => HttpResponse.json(23));
    const declarations = await siteDeclarations();
    const pages = new Set(declarations.map((declaration) => declaration.route)).size;
    const { code, stdout } = await push([], CREDENTIALS);
    expect(code).toBe(0);
    expect(stdout).toBe(`Pushed ${declarations.length} forms of ${pages} pages to Supabase.\n`);
    expect(sent).toEqual([
      { method: 'POST', authorization: 'Bearer service-role-key', body: { declarations } },
    ]);
  });

  it('counts the forms and sends nothing with --dry-run, credentials or not', async () => {
    const { code, stdout } = await push(['--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Dry run: \d+ forms of \d+ pages would be pushed; nothing was sent\.\n$/,
    );
    expect(sent).toEqual([]);
  });

  it('exits 2 without Supabase credentials, saying the site server needs no push', async () => {
    const { code, stderr } = await push([]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^sitectl push writes to Supabase: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY\./,
    );
    const half = await push([], { SUPABASE_URL });
    expect(half.code).toBe(2);
    expect(half.stderr).toMatch(/^Missing environment variable SUPABASE_SERVICE_ROLE_KEY\./);
    expect(sent).toEqual([]);
  });

  it('exits 1 and sends nothing when a page document has a problem', async () => {
    const pages = path.join(dir, 'pages');
    cpSync(PAGES, pages, { recursive: true });
    // The photos the pages name lie beside them, as in the project.
    cpSync(path.join(PAGES, '../media'), path.join(dir, 'media'), { recursive: true });
    writeFileSync(
      path.join(pages, 'resources.yaml'),
      'title: Resources\nblocks:\n  - type: nothing-like-it\n',
    );
    const output = captureIo(CREDENTIALS);
    const code = await runCommand(createPushCommand, ['--pages', pages], output.io);
    expect(code).toBe(1);
    expect(output.stderr()).toContain('unknown-block');
    expect(output.stderr()).toMatch(/1 problem in the page documents; nothing was pushed\.\n$/);
    expect(sent).toEqual([]);
  });

  it('exits 3 saying nothing was pushed when Supabase refuses', async () => {
    supabaseReplies(() =>
      HttpResponse.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 }),
    );
    const { code, stderr } = await push([], CREDENTIALS);
    expect(code).toBe(3);
    expect(stderr).toBe(
      'Nothing was pushed: Could not push the forms: the service database refused the credentials (JWT expired)\n',
    );
  });

  it('exits 3 saying the forms may have been pushed when the connection drops', async () => {
    supabaseReplies(() => HttpResponse.error());
    const { code, stderr } = await push([], CREDENTIALS);
    expect(code).toBe(3);
    expect(stderr).toMatch(/^The forms may or may not have been pushed: Could not push the forms/);
  });
});
