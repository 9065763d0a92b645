import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '../../engine/leads/lead';
import { emailHash } from '../../engine/leads/privacy/erasure-log';
import type { PersonData } from '../../engine/leads/privacy/person-data';
import { captureIo } from '../../tests/fixtures/capture-io';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { announceSiteServer, useSiteServer } from '../../tests/fixtures/site-server';
import { createPostgresTestDatabase, testDatabases } from '../../tests/fixtures/test-databases';
import { makeTempDir } from '../../tests/tools/temp-dir';
import { createAuditCommand } from './audit';
import { runCommand } from './command-io';
import { createLeadsCommand } from './leads';
import { openSiteDatabase } from '../../engine/site-stores/open-site-database';

const quiet = { info: () => {}, error: () => {} };

async function run(create: typeof createLeadsCommand, argv: string[], env: Record<string, string>) {
  const output = captureIo(env);
  const code = await runCommand(create, argv, output.io);
  return { code, stdout: output.stdout(), stderr: output.stderr() };
}
const leads = (argv: string[], env: Record<string, string>) => run(createLeadsCommand, argv, env);

let dir: string;
beforeAll(() => {
  dir = makeTempDir('sitectl-rights-');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sitectl leads export, erase and purge through the running site server', () => {
  const site = useSiteServer(testDatabases[0]!);
  let env: Record<string, string>;
  beforeAll(async () => {
    env = { DATA_DIR: join(dir, 'server') };
    await announceSiteServer(site, env.DATA_DIR!);
  });

  const join_ = (name: string, email: string) =>
    rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=join&page=%2F',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, email, joinCommunity: false }),
    });

  it('prints what is stored about an address, erases it with a line in the erasure log, and notes it', async () => {
    await join_('Layla Haddad', 'layla@example.ae');
    await join_('Layla H.', 'LAYLA@example.ae');
    await join_('Karim Nasser', 'karim@example.ae');

    const exported = await leads(['export', '--email', 'layla@example.ae'], env);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.stdout) as { email: string; leads: PersonData };
    expect(data.email).toBe('layla@example.ae');
    expect(data.leads.map((lead) => lead.name)).toEqual(['Layla H.', 'Layla Haddad']);
    expect(exported.stderr).toBe('2 leads stored for layla@example.ae.\n');

    const erased = await leads(['erase', '--email', 'layla@example.ae'], env);
    expect(erased).toMatchObject({
      code: 0,
      stdout: 'Erased 2 leads, 0 notifications and 0 delivery attempts of layla@example.ae.\n',
    });
    const log = readFileSync(site.erasureLog, 'utf8').trim().split('\n');
    expect(JSON.parse(log.at(-1)!)).toMatchObject({ email_hash: emailHash('layla@example.ae') });

    const left = JSON.parse((await leads(['--status', 'all', '--json'], env)).stdout) as Lead[];
    expect(left.map((lead) => lead.email)).not.toContain('layla@example.ae');
    expect(left.map((lead) => lead.email)).toContain('karim@example.ae');
    const audit = await run(createAuditCommand, [], env);
    expect(audit.stdout).toMatch(
      /Operator \(sitectl\) +lead-erased +leads +2 leads, address hash [0-9a-f]{12}…/,
    );
    expect(audit.stdout).not.toContain('layla');
  });

  it('purges by age, counting first in a dry run', async () => {
    await join_('Nadia Saleh', 'nadia@example.ae');
    expect(await leads(['purge', '--older-than', '30d', '--dry-run'], env)).toMatchObject({
      code: 0,
      stdout: 'Would delete 0 leads and 0 spam older than 30 days.\n',
    });
    const everyLead = JSON.parse(
      (await leads(['--status', 'all', '--json'], env)).stdout,
    ) as Lead[];
    const counted = await leads(['purge', '--older-than', '0d', '--dry-run'], env);
    expect(counted.stdout).toBe(
      `Would delete ${everyLead.length} leads and 0 spam older than 0 days.\n`,
    );
    expect(await leads(['purge', '--older-than', '0d'], env)).toMatchObject({
      code: 0,
      stdout: `Deleted ${everyLead.length} leads and 0 spam older than 0 days.\n`,
    });
    expect((await leads([], env)).stdout).toBe('No leads yet.\n');
  });

  it('refuses what is not an email address or an age, before touching anything', async () => {
    const noEmail = await leads(['erase', '--email', 'layla'], env);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email takes an email address');
    const noAge = await leads(['purge', '--older-than', 'ninety days'], env);
    expect(noAge.code).toBe(2);
    expect(noAge.stderr).toContain('--older-than takes an age such as 90d or 12w');
    expect((await leads(['erase'], env)).code).toBe(2);
    // The staff API refuses it too, saying what it wants.
    const api = await rawRequest(site.url, {
      method: 'POST',
      path: '/api/admin/people/erase',
      headers: { ...site.operator, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'layla' }),
    });
    expect(api.status).toBe(400);
    expect(api.body).toContain('That is not an email address');
  });
});

describe('sitectl leads erase on the database itself (DATABASE_URL, no server)', () => {
  it('writes the erasure log in DATA_DIR/backups before it erases', async () => {
    const database = await createPostgresTestDatabase();
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: join(dir, 'direct') };
      // The site's tables, as the server's first start makes them.
      await (
        await openSiteDatabase({ databaseUrl: database.url, dataDir: env.DATA_DIR, log: quiet })
      ).close();
      const erased = await leads(['erase', '--email', 'omar@example.ae'], env);
      expect(erased).toMatchObject({ code: 0, stdout: expect.stringContaining('Erased 0 leads') });
      const log = readFileSync(join(dir, 'direct', 'backups', 'erasures.ndjson'), 'utf8');
      expect(JSON.parse(log)).toMatchObject({ email_hash: emailHash('omar@example.ae') });
    } finally {
      await database.drop();
    }
  });
});
