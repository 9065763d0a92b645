import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a running server leaves in its data directory for `sitectl`. */
export interface ServerFile {
  /** Where the server answers, e.g. http://127.0.0.1:4173. */
  url: string;
  /** The operator token: `Authorization: Bearer <token>`. */
  token: string;
  pid: number;
  /** The process that owns the data (`pid` or `pid.ticks`), to tell it from a reused pid. */
  identity: string;
  startedAt: string;
}

export const serverFilePath = (dataDir: string) => path.join(dataDir, 'server.json');

// Readable and writable by this user only: the token lets its holder change content.
const PRIVATE = { mode: 0o600 } as const;

export async function writeServerFile(dataDir: string, file: ServerFile): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const target = serverFilePath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, PRIVATE);
  await rename(temporary, target);
}

/** The running server's file, or null when there is none or it is unreadable. */
export async function readServerFile(dataDir: string): Promise<ServerFile | null> {
  try {
    const parsed = JSON.parse(await readFile(serverFilePath(dataDir), 'utf8')) as ServerFile;
    return typeof parsed.url === 'string' &&
      typeof parsed.token === 'string' &&
      typeof parsed.identity === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Removes the server file if this process wrote it. */
export async function removeServerFile(dataDir: string): Promise<void> {
  const current = await readServerFile(dataDir);
  if (current?.pid === process.pid) await rm(serverFilePath(dataDir), { force: true });
}

/**
 * Removes what earlier versions left in the data directory: the secret that signed their
 * session cookies (sessions live in the database now).
 */
export async function removeLegacyFiles(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, 'session-secret'), { force: true });
}
