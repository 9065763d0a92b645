import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from '../../engine/database/data-dir';
import { writeServerFile } from '../../engine/server/data-dir-files';
import { captureIo } from '../../tests/fixtures/capture-io';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { Lead } from '../../engine/data/lead';
import { runAdminLink } from './admin-link';
import { createExportCommand } from './export';
import { createImportCommand } from './import';
import { createLeadsCommand } from './leads';
import { runCommand, type CommandIo } from './command-io';

type RunIo = Omit<CommandIo, 'setExitCode'>;
const runExport = (argv: string[], io: RunIo) => runCommand(createExportCommand, argv, io);
const runImport = (argv: string[], io: RunIo) => runCommand(createImportCommand, argv, io);
const runLeads = (argv: string[], io: RunIo) => runCommand(createLeadsCommand, argv, io);

// Without Supabase credentials the commands work on the site's own data: through the
// running server when there is one on the data directory, else on the database itself.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitectl-site-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const serviceFile = (slug: string, h1: string) => {
  const path = join(dir, `${slug}.yaml`);
  writeFileSync(path, `- slug: ${slug}\n  name: ${h1}\n  h1: ${h1}\n`);
  return path;
};

async function run(
  command: typeof runImport,
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = captureIo(env);
  const code = await command(argv, output.io);
  return { code, stdout: output.stdout(), stderr: output.stderr() };
}

describe('on the embedded database in DATA_DIR, with no server running', () => {
  it('imports, exports and lists leads, and leaves the database unlocked', async () => {
    const env = { DATA_DIR: join(dir, 'direct') };
    const imported = await run(runImport, [serviceFile('mesh-wifi', 'Mesh Wi-Fi')], env);
    expect(imported).toMatchObject({
      code: 0,
      stdout: 'Imported 1 service. 0 errors, 0 warnings.\n',
    });
    expect(imported.stderr).toContain('Wrote to the embedded database in');

    const exported = await run(runExport, [], env);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('slug: mesh-wifi');
    expect(exported.stdout).toContain('slug: cloud-it-solutions');

    expect(await run(runLeads, [], env)).toMatchObject({ code: 0, stdout: 'No leads yet.\n' });
    const release = await lockEmbeddedDatabase(env.DATA_DIR);
    await release();
  }, 120_000);

  it('says so, and writes nothing, while another process holds the database', async () => {
    const env = { DATA_DIR: join(dir, 'busy') };
    const release = await lockEmbeddedDatabase(env.DATA_DIR);
    try {
      const result = await run(runImport, [serviceFile('busy-one', 'Busy')], env);
      expect(result.code).toBe(3);
      expect(result.stderr).toMatch(/is open in another process/);
    } finally {
      await release();
    }
  });

  it('cannot make an admin link without a server', async () => {
    const result = await run(runAdminLink, [], { DATA_DIR: join(dir, 'direct') });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/No site server is running on .*Start it with `npm start`/);
  });
});

describe.each(testDatabases)('through the site server running on $name', (backend) => {
  const site = useSiteServer(backend);
  let env: Record<string, string>;
  beforeAll(async () => {
    const dataDir = join(dir, `server-${backend.name.replace(/\W/g, '')}`);
    env = { DATA_DIR: dataDir };
    await writeServerFile(dataDir, {
      url: site.url,
      token: site.auth.operatorToken,
      pid: process.pid,
      startedAt: new Date().toISOString(),
    });
  });

  it('imports into the running site, which serves the page at once', async () => {
    const result = await run(
      runImport,
      [serviceFile('harbour-cctv', 'Harbour CCTV Networks')],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Wrote to the site server at ${site.url}.`);
    const page = await rawRequest(site.url, { path: '/services/harbour-cctv' });
    expect(page.body).toContain('Harbour CCTV Networks</h1>');
    expect((await run(runExport, [], env)).stdout).toContain('slug: harbour-cctv');
  });

  it('lists the leads the site stored, as JSON or CSV', async () => {
    await rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=join&page=%2F',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rania, "the" engineer',
        email: 'rania@example.ae',
        joinCommunity: true,
      }),
    });
    const json = await run(runLeads, ['--json'], env);
    expect(json.code).toBe(0);
    const leads = JSON.parse(json.stdout) as Lead[];
    expect(leads[0]).toMatchObject({ form: 'join', page: '/', email: 'rania@example.ae' });

    const csv = await run(runLeads, ['--csv'], env);
    const [header, row] = csv.stdout.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Received (Dubai),Form,Page,Status,Name,Email,Note,Full Name,Work Email,WhatsApp Number (optional),Add me to TechCrew community',
    );
    expect(row).toContain(',join,/,new,"Rania, ""the"" engineer",rania@example.ae,,');
    expect(row?.endsWith(',Yes')).toBe(true);

    expect((await run(runLeads, ['--json', '--csv'], env)).code).toBe(2);
  });

  it('makes admin links that work once', async () => {
    const result = await run(runAdminLink, [], env);
    expect(result.code).toBe(0);
    const url = new URL(result.stdout.trim());
    const path = url.pathname + url.search;
    expect((await rawRequest(site.url, { path })).headers.location).toBe('/admin');
    expect((await rawRequest(site.url, { path })).headers.location).toBe('/admin?link=used');
  });
});
