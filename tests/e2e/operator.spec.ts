import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPostgresServer, type PostgresServer } from '../fixtures/postgres-server';
import { sitectl } from './sitectl';

// An operator imports with `sitectl` while the site runs: the server is the one writer,
// the page is served at once, and it is still there after a restart. On the embedded
// database and on PostgreSQL (DATABASE_URL) alike.

interface RunningServer {
  process: ChildProcess;
  url: string;
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'engine/server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The admin link is the last line the server prints once it is ready.
      const url = /Serving the site on (\S+) /.exec(output)?.[1];
      if (url && output.includes('sitectl admin-link')) {
        resolve({ process: child, url, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}

function stopServer(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.process.once('exit', (code) => resolve(code));
    server.process.kill('SIGTERM');
  });
}

for (const backend of ['the embedded database', 'PostgreSQL 15'] as const) {
  test(`sitectl import on ${backend} is served at once, and after a restart`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'operator-'));
    let postgres: PostgresServer | undefined;
    let server: RunningServer | undefined;
    try {
      postgres = backend === 'PostgreSQL 15' ? await startPostgresServer() : undefined;
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      };
      server = await startServer(env);
      expect(server.output()).toContain(postgres ? 'PostgreSQL at 127.0.0.1' : 'embedded database');
      expect(server.output()).toMatch(/Staff dashboard: http:\/\/localhost:\d+\/admin\?token=/);

      const file = path.join(dataDir, 'lift-networks.yaml');
      await writeFile(
        file,
        'slug: lift-networks\nname: Lift Networks\nh1: Networks for Lifts and Escalators\n',
      );
      const imported = await sitectl(['import', file], env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stderr).toContain(`Wrote to the site server at`);
      const page = `${server.url}/services/lift-networks`;
      expect(await (await request.get(page)).text()).toContain(
        'Networks for Lifts and Escalators</h1>',
      );

      expect(await stopServer(server)).toBe(0);
      expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
      server = await startServer(env);
      expect(await (await request.get(`${server.url}/services/lift-networks`)).text()).toContain(
        'Networks for Lifts and Escalators</h1>',
      );
    } finally {
      if (server && server.process.exitCode === null) await stopServer(server);
      await postgres?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
