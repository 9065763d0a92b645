import { spawn, type ChildProcess } from 'node:child_process';

/** The site server running in a process of its own, as `npm run preview` runs it. */
export interface SiteProcess {
  process: ChildProcess;
  /** Where it serves, as it printed it. */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
}

/** Starts the site server with these settings; resolves once it has printed its admin link. */
export function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  return startProcess(process.execPath, ['--import', 'tsx', 'engine/server/main.ts'], env);
}

/**
 * Starts a command that runs the site server (`npm start`); resolves once it serves.
 * `ownGroup`: in a process group of its own, as a terminal starts it, so a test can send a
 * signal to the whole group as Ctrl-C does.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  { ownGroup = false }: { ownGroup?: boolean } = {},
): Promise<SiteProcess> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  let output = '';
  let started = false;
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Searched only until the server is ready: a server under load logs every request,
      // and searching all of that on each chunk would take the CPU its load needs.
      if (started) return;
      // The admin link is the last thing the server prints once it is ready.
      const url = /Serving the site on (\S+) /.exec(output)?.[1];
      if (url && output.includes('sitectl admin-link')) {
        started = true;
        resolve({ process: child, url, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
}

/** Sends SIGTERM and resolves to the exit code once the process has ended. */
export function stopSiteProcess(site: SiteProcess): Promise<number | null> {
  if (site.process.exitCode !== null) return Promise.resolve(site.process.exitCode);
  return new Promise((resolve) => {
    site.process.once('exit', (code) => resolve(code));
    site.process.kill('SIGTERM');
  });
}
