import { execFileSync } from 'node:child_process';
import { makeTempDir } from '../tools/temp-dir';

// Playwright reads its config in the runner and again in every worker; the runner's
// environment reaches the workers. So what one run owns is chosen once, in the runner,
// and kept in an environment variable: a run never meets another's port or folder.

/** The value of `variable`, or a new one made and kept there for the rest of the run. */
function keptForTheRun(variable: string, make: () => string): string {
  process.env[variable] ||= make();
  return process.env[variable];
}

/** A port nobody listens on now; a config is read synchronously, so ask another process. */
function freePortNow(): string {
  const script = `const s = require('net').createServer().listen(0, '127.0.0.1', () => {
    process.stdout.write(String(s.address().port)); s.close(); })`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

export const portForTheRun = (variable: string) => Number(keptForTheRun(variable, freePortNow));

/** A temporary folder of this run's; the server wrapper (serve-site.ts) removes it at the end. */
export const folderForTheRun = (variable: string, prefix: string) =>
  keptForTheRun(variable, () => makeTempDir(prefix));
