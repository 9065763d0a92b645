// Runs the site server for the end-to-end tests on an empty data directory (DATA_DIR) and
// removes that folder once the server has stopped, so a run leaves nothing behind.
// Usage: tsx tests/e2e/serve-site.ts [build the site first: --build, unless
// SUPABASE_SITE_BUILT=1 says `npm run build:e2e` has]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('serve-site.ts needs DATA_DIR.');
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
removeDataDir();

const run = (script: string, ...args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });

async function main() {
  if (process.argv.includes('--build') && process.env.SUPABASE_SITE_BUILT !== '1') {
    // The site alone: the server runs from its source here.
    const build = run('engine/build/build.ts', '--site-only');
    const code = await new Promise<number | null>((done) => build.on('exit', done));
    if (code !== 0) process.exit(code ?? 1);
  }
  const server = run('engine/server/main.ts');
  // Playwright stops the whole process group, the server included: wait for it to finish.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
  server.on('exit', (code) => {
    removeDataDir();
    process.exit(code ?? 0);
  });
}

await main();
