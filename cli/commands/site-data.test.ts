import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processIdentity } from '../../engine/database/embedded/process-identity';
import { openSiteDatabase } from '../../engine/site-stores/open-site-database';
import { writeServerFile } from '../../engine/server/data-dir-files';
import { captureIo } from '../../tests/fixtures/capture-io';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { announceSiteServer, useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';
import { makeTempDir } from '../../tests/tools/temp-dir';
import type { Lead } from '../../engine/leads/lead';
import { runAdminLink } from './admin-link';
import { createAuditCommand } from './audit';
import { createExportCommand } from './export';
import { createImportCommand } from './import';
import { createLeadsCommand } from './leads';
import { createNotificationsCommand } from './notifications';
import { runCommand, type CommandIo } from './command-io';

type RunIo = Omit<CommandIo, 'setExitCode'>;
const runExport = (argv: string[], io: RunIo) => runCommand(createExportCommand, argv, io);
const runImport = (argv: string[], io: RunIo) => runCommand(createImportCommand, argv, io);
const runLeads = (argv: string[], io: RunIo) => runCommand(createLeadsCommand, argv, io);
const runAudit = (argv: string[], io: RunIo) => runCommand(createAuditCommand, argv, io);
const runNotifications = (argv: string[], io: RunIo) =>
  runCommand(createNotificationsCommand, argv, io);

// Without Supabase credentials the commands work on the site's own data: through the
// running server when there is one on the data directory, else on the database itself.

const quiet = { info: () => {}, error: () => {} };

let dir: string;
beforeAll(() => {
  dir = makeTempDir('sitectl-site-');
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
    // The import is in the activity log, by "import", with the version it made.
    const audit = await run(runAudit, ['--record', 'mesh-wifi'], env);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d {2}import +imported +services\/mesh-wifi +version 1\n1 action, newest first, times in Dubai time\.\n$/,
    );
    // Every command let go of the database when it ended.
    const reopened = await openSiteDatabase({ dataDir: env.DATA_DIR, log: quiet });
    await reopened.close();
  }, 120_000);

  it('says so, and writes nothing, while another process holds the database', async () => {
    const env = { DATA_DIR: join(dir, 'busy') };
    const holder = await openSiteDatabase({ dataDir: env.DATA_DIR, log: quiet });
    try {
      const result = await run(runImport, [serviceFile('busy-one', 'Busy')], env);
      expect(result.code).toBe(3);
      expect(result.stderr).toMatch(/is in use by process \d+/);
      expect(await holder.services.getBySlug('busy-one')).toBeNull();
    } finally {
      await holder.close();
    }
  }, 60_000);

  it('prints what a terminal would act on (ESC, bidi overrides) escaped, in every format', async () => {
    const env = { DATA_DIR: join(dir, 'escapes') };
    // A lead from before the intake refused control characters, straight into the database.
    const database = await openSiteDatabase({ dataDir: env.DATA_DIR, log: quiet });
    await database.leads.add({
      form: 'contact',
      page: '/contact',
      fields: [
        { name: 'name', label: 'Full Name', value: 'Evil\u001b[2J\u001b]0;pwned\u0007 \u202eOne' },
        { name: 'email', label: 'Work Email', value: 'evil@example.ae' },
      ],
    });
    await database.close();
    for (const format of [[], ['--csv'], ['--json']]) {
      const { code, stdout } = await run(runLeads, format, env);
      expect(code).toBe(0);
      for (const raw of ['\u001b', '\u0007', '\u202e']) {
        expect(stdout.includes(raw), `${format.join()} holds a raw ${JSON.stringify(raw)}`).toBe(
          false,
        );
      }
      // The CSV is the dashboard's, which shows each control as its code (safe-text.ts).
      expect(stdout, format.join()).toContain(
        format[0] === '--csv'
          ? 'Evil⟨U+001B⟩[2J⟨U+001B⟩]0;pwned⟨U+0007⟩ ⟨U+202E⟩One'
          : 'Evil\\u001b[2J\\u001b]0;pwned\\u0007 \\u202eOne',
      );
    }
    const json = await run(runLeads, ['--json'], env);
    expect((JSON.parse(json.stdout) as Lead[])[0]?.name).toBe(
      'Evil\u001b[2J\u001b]0;pwned\u0007 \u202eOne',
    );
  }, 60_000);

  it('reads nothing from a data directory that holds no database, and makes none', async () => {
    const env = { DATA_DIR: join(dir, 'mistyped') };
    for (const command of [runLeads, runExport]) {
      const result = await run(command, [], env);
      expect(result.code).toBe(2);
      // The exit code means what the command's help says it means.
      const help = await run(command, ['--help'], env);
      expect(help.stdout).toMatch(/^ {2}2 {2}wrong arguments, or no site database where DATA_DIR/m);
      expect(result.stderr).toContain(
        `There is no site database in the data directory ${env.DATA_DIR}`,
      );
      expect(result.stderr).toContain('Set DATA_DIR');
    }
    expect(existsSync(env.DATA_DIR)).toBe(false);
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
    await announceSiteServer(site, dataDir);
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
      'Received (Dubai),Form,Page,Language,Status,Owner,Name,Email,Note,referrer,landing,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Full Name,Work Email,WhatsApp Number (optional),Add me to TechCrew community',
    );
    expect(row).toContain(',join,/,en,new,,"Rania, ""the"" engineer",rania@example.ae,,,,,,,,,');
    // The community box is a consent: its answer names the wording's version.
    expect(row).toMatch(/,Yes \(wording version [0-9a-f]{12}\)$/);

    expect((await run(runLeads, ['--json', '--csv'], env)).code).toBe(2);
  });

  it('lists the leads kept apart as spam, with why, only when asked', async () => {
    // The hidden field a person never sees, filled in.
    await rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=join&page=%2F',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bot', email: 'bot@example.com', _website: 'http://x.example' }),
    });
    const spam = await run(runLeads, ['--status', 'spam'], env);
    expect(spam.code).toBe(0);
    expect(spam.stdout).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d {2}spam +join +Bot <bot@example\.com> {2}\/ {2}\(spam: The hidden field was filled in\.\)\n1 lead,/,
    );
    expect((await run(runLeads, [], env)).stdout).not.toContain('bot@example.com');
    const everything = JSON.parse(
      (await run(runLeads, ['--status', 'all', '--json'], env)).stdout,
    ) as Lead[];
    expect(everything.map((lead) => lead.status)).toEqual(expect.arrayContaining(['spam', 'new']));
    expect(everything.map((lead) => lead.created_at)).toEqual(
      everything
        .map((lead) => lead.created_at)
        .sort()
        .reverse(),
    );
    expect((await run(runLeads, ['--status', 'closed'], env)).stdout).toBe(
      'No leads with the status closed.\n',
    );
    const wrong = await run(runLeads, ['--status', 'junk'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      '--status takes new, contacted, qualified, won, lost, closed, spam, all',
    );
  });

  it('shows a paused notification destination, what waits for it and what comes next, and exits 1 while it is paused', async () => {
    expect(await run(runNotifications, [], env)).toEqual({
      code: 0,
      stdout: 'Every destination takes notifications: none failed since its last success.\n',
      stderr: '',
    });
    await site.db.query(
      `insert into outbox.destinations
         (channel, destination, failures, last_error, last_failed_at, paused_since, paused_until, pause_seconds)
       values ('webhook', 'https://crm.example.ae/hooks', 4, 'No answer within 10 s.', now(), now(),
               now() + interval '1 minute', 60)`,
    );
    try {
      const paused = await run(runNotifications, [], env);
      expect(paused.code).toBe(1);
      expect(paused.stdout).toMatch(
        /^webhook to https:\/\/crm\.example\.ae\/hooks\n {2}PAUSED since \S+ until \S+, after 4 failed attempts in a row; nothing is sent there until then\. Then one is tried/,
      );
      expect(paused.stdout).toContain(
        '  last error: No answer within 10 s.\n  0 notifications waiting\n',
      );
      const json = await run(runNotifications, ['--json'], env);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toEqual([
        expect.objectContaining({ channel: 'webhook', failures: 4, waiting: 0 }),
      ]);
    } finally {
      await site.db.query('delete from outbox.destinations where true');
    }
  });

  it('makes admin links that sign in once, through their button', async () => {
    const result = await run(runAdminLink, [], env);
    expect(result.code).toBe(0);
    const url = new URL(result.stdout.trim());
    const path = url.pathname + url.search;
    expect((await rawRequest(site.url, { path })).status).toBe(200);
    const signIn = { path, method: 'POST' } as const;
    expect((await rawRequest(site.url, signIn)).headers.location).toBe('/admin');
    expect((await rawRequest(site.url, signIn)).headers.location).toBe('/admin?link=used');
  });

  it('makes an admin link for a named person, whose session and lead changes carry the name', async () => {
    const result = await run(runAdminLink, ['--name', '  Sara Khan '], env);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('edits made there are by Sara Khan');
    const url = new URL(result.stdout.trim());
    const signedIn = await rawRequest(site.url, {
      path: url.pathname + url.search,
      method: 'POST',
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const session = await rawRequest(site.url, {
      path: '/api/admin/session',
      headers: { Cookie: cookie },
    });
    expect(JSON.parse(session.body.toString())).toMatchObject({
      via: 'session',
      name: 'Sara Khan',
    });
    expect((await run(runAdminLink, ['--name', ''], env)).code).toBe(2);

    // An address for a colleague who has not signed in yet: she is offered as an owner.
    for (const [argv, message] of [
      [['--email', 'ali@example.ae'], '--email goes with --name'],
      [['--name', 'Ali Noor', '--email', 'ali at example'], '"ali at example" is not one'],
    ] as const) {
      const refused = await run(runAdminLink, [...argv], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(message);
    }
    const ali = await run(runAdminLink, ['--name', 'Ali Noor', '--email', 'ali@example.ae'], env);
    expect(ali.code).toBe(0);
    expect(ali.stderr).toContain('A lead given to Ali Noor is announced at ali@example.ae');

    // She takes a lead: the timeline names her, and sitectl lists her leads.
    await rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=join&page=%2F',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Khalid Noor', email: 'khalid@example.ae' }),
    });
    const staff = async (method: string, path: string, body?: unknown) => {
      const response = await rawRequest(site.url, {
        method,
        path,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return JSON.parse(response.body.toString()) as unknown;
    };
    const listed = (await staff('GET', '/api/admin/leads')) as { leads: Lead[] };
    const khalid = listed.leads.find((lead) => lead.email === 'khalid@example.ae')!;
    expect(
      await staff('PATCH', `/api/admin/leads/${khalid.id}`, {
        owner: 'Sara Khan',
        status: 'qualified',
      }),
    ).toMatchObject({ owner: 'Sara Khan', status: 'qualified' });
    expect(await staff('GET', `/api/admin/leads/${khalid.id}/timeline`)).toMatchObject([
      { person: 'Sara Khan', kind: 'status', detail: { from: 'new', to: 'qualified' } },
      { person: 'Sara Khan', kind: 'owner', detail: { from: '', to: 'Sara Khan' } },
    ]);
    expect(await staff('GET', '/api/admin/leads/owners')).toEqual(
      expect.arrayContaining(['Ali Noor', 'Sara Khan']),
    );
    const hers = await run(runLeads, ['--owner', 'Sara Khan'], env);
    expect(hers.stdout).toMatch(
      /qualified +join +Khalid Noor <khalid@example\.ae> {2}\/ {2}\(owner: Sara Khan\)\n1 lead,/,
    );
    expect((await run(runLeads, ['--owner', 'Layla'], env)).stdout).toBe(
      'No leads with the owner Layla.\n',
    );

    // The sign-in and her changes are in the activity log, by name, as sitectl audit prints it.
    const audit = await run(runAudit, ['--json', '--since', '1h', '--person', 'Sara Khan'], env);
    expect(audit.code).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject([
      { action: 'lead-owner', person: 'Sara Khan', detail: { from: '', to: 'Sara Khan' } },
      { action: 'lead-status', person: 'Sara Khan' },
      { action: 'signed-in', person: 'Sara Khan' },
    ]);
    const wrong = await run(runAudit, ['--since', 'last week'], env);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toContain('--since takes a date or time');
  });

  it('sends the operator token only to the server that wrote server.json', async () => {
    const impostor = join(dir, `impostor-${backend.name.replace(/\W/g, '')}`);
    await writeServerFile(impostor, {
      url: site.url,
      token: 'a-token-this-server-does-not-hold-0123456789',
      pid: process.pid,
      identity: processIdentity(),
      startedAt: new Date().toISOString(),
    });
    const result = await run(runLeads, [], { DATA_DIR: impostor });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`Something other than the site server answers at ${site.url}`);
  });
});
