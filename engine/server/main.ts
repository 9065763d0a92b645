import { existsSync } from 'node:fs';
import { buildLayout } from '../build/build-layout';
import { openSiteDatabase } from '../database/open-site-database';
import { AdminAuth } from './admin-auth';
import { createSiteServer } from './app';
import { readServerConfig } from './config';
import { removeServerFile, sessionSecret, writeServerFile } from './data-dir-files';

/**
 * `npm run preview` (and the second half of `npm start`): serves the production build,
 * owns the site's database, prints the one-time admin link, and stops cleanly on
 * SIGTERM or SIGINT (finishing requests in flight, then closing the database).
 */
async function main(): Promise<void> {
  // React's production build renders the pages (the renderer loads it on first use).
  process.env.NODE_ENV ??= 'production';
  const config = readServerConfig(process.env);
  if (!existsSync(buildLayout(config.distDir).manifest)) {
    throw new Error(
      `No production build in ${config.distDir}. Run \`npm run build\` first, or \`npm start\`, which builds when needed.`,
    );
  }
  const database = await openSiteDatabase(config);
  const auth = new AdminAuth(await sessionSecret(config.dataDir));
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  const localUrl = (port: number) => `http://${anyHost ? '127.0.0.1' : config.host}:${port}`;
  let port = config.port;
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port}`;

  const app = await createSiteServer({
    distDir: config.distDir,
    database,
    auth,
    trustProxy: config.trustProxy,
    leadsPerMinute: config.leadsPerMinute,
    linkBase: publicUrl,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  await writeServerFile(config.dataDir, {
    url: localUrl(port),
    token: auth.operatorToken,
    pid: process.pid,
    startedAt: new Date().toISOString(),
  });

  console.info(`Serving the site on ${publicUrl()} (${database.description}).`);
  console.info(
    `Staff dashboard: ${publicUrl()}/admin?token=${auth.createLinkToken()}\n` +
      '  (the link works once; `npx sitectl admin-link` makes another)',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: finishing requests in flight, then closing the database.`);
    try {
      await app.close();
      await database.close();
      await removeServerFile(config.dataDir);
    } catch (error) {
      console.error('Stopping did not go cleanly:', error);
      process.exitCode = 1;
    }
    process.exit();
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

// A stray rejection is reported and the server keeps serving.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
