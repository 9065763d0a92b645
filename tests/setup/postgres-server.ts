import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadDatabaseSql } from '../../engine/database/database-sql';
import { startPostgresServer } from '../fixtures/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser's connection string of the PostgreSQL server the tests started. */
    postgresUrl: string;
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

/** Starts one throwaway PostgreSQL 15 server for the run; tests make their own databases on it. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  try {
    await createSupabaseRoles(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
