import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadDatabaseSql } from '../../engine/site-stores/database-sql';
import { startPostgresServer } from '../fixtures/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser's connection string of the PostgreSQL server the tests started. */
    postgresUrl: string;
    /** A new, empty PGlite data directory as a tarball: copies start in a second, not four. */
    pgliteTemplate: string;
  }
}

/** Runs PGlite's initdb once for the run and keeps the result for every test database. */
async function makePgliteTemplate(dir: string): Promise<string> {
  const db = await PGlite.create();
  try {
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}

// Roles belong to the whole server, not to one database. Made once here, they are not
// raced for by test databases prepared in parallel, which would fail with 23505 (the rest
// of the stand-in, schema auth and its functions, each database still makes itself).
async function createSupabaseRoles(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(loadDatabaseSql({ seed: false }).supabaseRoles);
  } finally {
    await client.end();
  }
}

/**
 * The databases of the run: one throwaway PostgreSQL 15 server, on which tests make their
 * own databases, and an empty PGlite to copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-databases-'));
  const [server, template] = await Promise.all([startPostgresServer(), makePgliteTemplate(dir)]);
  try {
    await createSupabaseRoles(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('pgliteTemplate', template);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
