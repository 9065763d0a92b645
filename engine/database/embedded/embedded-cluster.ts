import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataInUseError } from '../data-in-use';
import type { DatabaseLog } from '../database-log';
import { isCluster, OWNER_SETTING, postmasterOf } from './cluster-files';
import { assertReachable, databaseUser, type DatabaseUser } from './database-user';
import { commandLineOf, isPidAlive, isRunning, pidOf, processIdentity } from './process-identity';
import { postgresPrograms, type PostgresPrograms } from './postgres-programs';
import { restartLoop } from './restart-loop';

/** A running embedded PostgreSQL: how to connect to it, and how to stop it. */
export interface EmbeddedCluster {
  connection: { host: string; port: number; user: string; database: string };
  /** The cluster's folder, `DATA_DIR/postgres`. */
  dir: string;
  stop(): Promise<void>;
}

const PORT = 5432; // Names the socket file only: the cluster listens on no network port.
const SUPERUSER = 'postgres';
// A Unix socket path may hold at most 107 bytes.
const MAX_SOCKET_PATH = 100;

/**
 * Settings for a small site on one machine. Durability is PostgreSQL's default, spelled out
 * because it is the point: a commit is flushed to disk (fsync) before it is acknowledged.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: '',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  shared_buffers: '32MB',
  max_connections: '20',
  max_wal_size: '256MB',
  min_wal_size: '32MB',
  huge_pages: 'off',
  // Reads and writes from the backend itself: no pool of I/O worker processes to keep.
  io_method: 'sync',
  TimeZone: 'UTC',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
    if (!isPidAlive(pid)) return true;
  }
  return !isPidAlive(pid);
}

/** Runs a program to its end; rejects with what it printed when it fails. */
function runProgram(program: string, args: string[], user: DatabaseUser | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: '/',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** Makes the cluster with initdb in a folder beside it, then moves it into place whole. */
async function createCluster(dir: string, programs: PostgresPrograms, user: DatabaseUser | null) {
  const building = `${dir}.new`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { mode: 0o700 });
  if (user) await chown(building, user.uid, user.gid);
  await runProgram(
    programs.initdb,
    [
      ...['-D', building, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C'],
      '--no-instructions',
    ],
    user,
  );
  await rename(building, dir);
}

/** The socket's folder: the cluster's own, unless its path would be too long for a socket. */
async function socketFolder(dir: string, user: DatabaseUser | null): Promise<string> {
  if (`${dir}/.s.PGSQL.${PORT}`.length <= MAX_SOCKET_PATH) return dir;
  const folder = await mkdtemp(path.join(tmpdir(), 'site-db-'));
  if (user) await chown(folder, user.uid, user.gid);
  return folder;
}

/**
 * A postmaster already running on the cluster: refused when the process that started it
 * still runs (another server, or a sitectl command); stopped when it was left behind by
 * one that died (a `kill -9`), so this process can start its own.
 */
async function settleRunningPostmaster(dir: string, dataDir: string, log: DatabaseLog) {
  const running = await postmasterOf(dir);
  if (!running || !isPidAlive(running.pid)) return;
  // A pid named by a stale lock file may since have gone to an unrelated program.
  const commandLine = commandLineOf(running.pid);
  if (commandLine !== null && !commandLine.includes(dir)) return;
  // Started by hand, or by a process that still runs: not ours to stop.
  if (!running.owner) throw new DataInUseError(dataDir, running.pid);
  if (isRunning(running.owner)) {
    throw new DataInUseError(dataDir, pidOf(running.owner));
  }
  log.info(`Stopping the database server (pid ${running.pid}) left by a process that ended.`);
  process.kill(running.pid, 'SIGINT');
  if (!(await waitForExit(running.pid, 20_000))) {
    process.kill(running.pid, 'SIGQUIT');
    await waitForExit(running.pid, 10_000);
  }
}

async function isReady(connection: EmbeddedCluster['connection']): Promise<boolean> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// util-linux's setpriv, on Linux: starts a program that gets a signal when its parent ends.
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));

/**
 * The command that starts `program` so that it stops when this process ends, however it
 * ends (`kill -9` included): PostgreSQL gets SIGQUIT, an immediate shutdown that loses
 * nothing committed. Where setpriv is missing, the next start stops a postgres left behind.
 */
function withParentDeathSignal(program: string, args: string[]): [string, string[]] {
  if (process.platform !== 'linux' || !SETPRIV) return [program, args];
  return [SETPRIV, ['--pdeathsig', 'QUIT', '--', program, ...args]];
}

/** Rotates the cluster's log at start once it has grown past 16 MB. */
async function openLog(file: string): Promise<number> {
  const size = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  if (size > 16 * 1024 * 1024) await rename(file, `${file}.1`);
  return openSync(file, 'a', 0o600);
}

/**
 * Starts the site's embedded PostgreSQL in `DATA_DIR/postgres` (made on first use), owned
 * by this process: a real PostgreSQL from the npm registry's platform package, reached
 * through a Unix socket in a folder only its user may enter (no network port), its log in
 * `DATA_DIR/postgres.log`. Restarted when it stops unexpectedly; stopped by `stop()`.
 */
export async function startEmbeddedCluster(
  dataDir: string,
  log: DatabaseLog,
): Promise<EmbeddedCluster> {
  const dir = path.join(dataDir, 'postgres');
  const [programs, user] = await Promise.all([postgresPrograms(), databaseUser()]);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) {
    // The database's user must pass through the data directory to its own folder.
    await chmod(dataDir, 0o711);
    await assertReachable(dataDir, user);
  }
  await settleRunningPostmaster(dir, dataDir, log);
  if (!(await isCluster(dir))) {
    log.info(`Creating the embedded database in ${dir}.`);
    await createCluster(dir, programs, user);
  }
  const socketDir = await socketFolder(dir, user);
  const connection = { host: socketDir, port: PORT, user: SUPERUSER, database: 'postgres' };
  const settings: Record<string, string> = {
    ...SETTINGS,
    unix_socket_directories: socketDir,
    [OWNER_SETTING]: processIdentity(),
  };
  const args = ['-D', dir, '-p', String(PORT)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const logFile = path.join(dataDir, 'postgres.log');

  let child: ChildProcess | null = null;
  let stopping = false;

  /** Starts postgres and resolves once it answers; rejects (and it is gone) otherwise. */
  const launch = async (): Promise<void> => {
    const logFd = await openLog(logFile);
    const [program, programArgs] = withParentDeathSignal(programs.postgres, args);
    const started = spawn(program, programArgs, {
      cwd: '/',
      // Its own process group: a Ctrl-C in the terminal reaches the server, which then
      // finishes its requests before it stops the database.
      detached: true,
      stdio: ['ignore', logFd, logFd],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    closeSync(logFd);
    child = started;
    let ready = false;
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    started.once('exit', (code, signal) => {
      // Until it is ready, launch() itself reports the end; after, the restart loop acts.
      if (!ready || stopping) return;
      log.error(
        `The embedded database stopped unexpectedly (${signal ?? `exit ${code}`}); restarting ` +
          `it. Its log: ${logFile}.`,
      );
      restarts.ended();
    });
    for (const end = Date.now() + 120_000; ; await sleep(100)) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`The embedded database did not start; its log, ${logFile}, says why.`);
      }
      // stop() stops what runs once this start is over.
      if (stopping) throw new Error('The site is stopping.');
      if (await isReady(connection)) {
        ready = true;
        return;
      }
      if (Date.now() > end) {
        started.kill('SIGQUIT');
        await exited;
        throw new Error(`The embedded database did not start within 2 minutes (${logFile}).`);
      }
    }
  };

  const restarts = restartLoop({
    start: launch,
    restarted: () => log.info('The embedded database runs again.'),
    failed: (error) => log.error(`Restarting the embedded database failed: ${error.message}`),
  });

  await launch();
  return {
    connection,
    dir,
    async stop() {
      stopping = true;
      // A start in progress sees `stopping` and ends; then whatever runs is stopped once.
      await restarts.stop();
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        // Fast shutdown: ends sessions, writes a checkpoint, exits. Immediate after 30 s.
        running.kill('SIGINT');
        const immediate = setTimeout(() => running.kill('SIGQUIT'), 30_000);
        await exited;
        clearTimeout(immediate);
      }
      if (socketDir !== dir) await rm(socketDir, { recursive: true, force: true });
    },
  };
}
