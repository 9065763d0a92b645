import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../engine/schema/project-root';
import { freePort } from './free-port';
import { makeTempDir } from './temp-dir';

const run = promisify(execFile);
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY = path.join(projectRoot, 'deploy', 'nginx');

/** nginx running the shipped site config (deploy/nginx) on loopback ports of its own. */
export interface RunningNginx {
  httpsPort: number;
  httpPort: number;
  /** The address a browser uses: https://www.techcrew.ae:<port>, resolved to 127.0.0.1. */
  origin: string;
  /** The site's access log, as the shipped config writes it. */
  accessLog: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The site server nginx passes requests to. */
  upstreamPort: number;
  /** The build nginx sends files from. */
  clientDir: string;
  /**
   * false: drop `proxy_set_header Host` and `X-Forwarded-Host`, as a plain `proxy_pass`
   * does, so the server sees Host: 127.0.0.1:<port>.
   */
  passHost: boolean;
}

/**
 * Starts Debian's nginx with `deploy/nginx/techcrew.conf` and `site-locations.conf` as
 * shipped, changed only where a test machine differs: loopback ports instead of 80 and
 * 443, a self-signed certificate, files in a temporary folder, the build and the server
 * under test. Stops it again with `stop()`.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `The tests behind a proxy need nginx at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH).`,
    );
  }
  const dir = makeTempDir('nginx-');
  await mkdir(path.join(dir, 'logs'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const cert = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
    ...['-keyout', key, '-out', cert, '-subj', '/CN=www.techcrew.ae'],
    ...['-addext', 'subjectAltName=DNS:www.techcrew.ae,DNS:techcrew.ae'],
  ]);

  let locations = (await readFile(path.join(DEPLOY, 'site-locations.conf'), 'utf8'))
    .replaceAll('root /srv/techcrew/current/dist/client;', `root ${options.clientDir};`)
    .replace(
      'proxy_pass http://127.0.0.1:4173;',
      `proxy_pass http://127.0.0.1:${options.upstreamPort};`,
    );
  if (!options.passHost) {
    locations = locations
      .replace(/^\s*proxy_set_header Host \$host;\n/m, '')
      .replace(/^\s*proxy_set_header X-Forwarded-Host \$host;\n/m, '');
  }
  const site = (await readFile(path.join(DEPLOY, 'techcrew.conf'), 'utf8'))
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll('/etc/letsencrypt/live/www.techcrew.ae/fullchain.pem', cert)
    .replaceAll('/etc/letsencrypt/live/www.techcrew.ae/privkey.pem', key)
    .replaceAll('/var/log/nginx/', `${dir}/logs/`)
    .replaceAll(
      '/srv/techcrew/current/deploy/nginx/site-locations.conf',
      path.join(dir, 'locations.conf'),
    );
  await writeFile(path.join(dir, 'locations.conf'), locations);
  await writeFile(path.join(dir, 'site.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives a site, in a folder of the test's own.
  const temp = (name: string) => `${name}_temp_path ${dir}/${name};`;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'daemon off;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${dir}/logs/access.log;`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', path.join(dir, 'nginx.conf')];
  await run(NGINX, [...args, '-t']).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refused the site's config:\n${error.stderr ?? error}`);
  });
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk));
  // Ready once it answers on its https port.
  for (const end = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const up = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > end) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpPort,
    httpsPort,
    origin: `https://www.techcrew.ae:${httpsPort}`,
    accessLog: path.join(dir, 'logs', 'techcrew.access.log'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An answer from nginx, as `requestNginx` reads it. */
export interface NginxResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to nginx as a browser out there would send it: https, to www.techcrew.ae (on
 * 127.0.0.1), or plain http with `http: true`. `from` picks the client's own address: a
 * real client is never on the proxy's address.
 */
export function requestNginx(
  nginx: RunningNginx,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
    from = '127.0.0.1',
    http = false,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    from?: string;
    http?: boolean;
  },
): Promise<NginxResponse> {
  const port = http ? nginx.httpPort : nginx.httpsPort;
  const send = http ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        servername: 'www.techcrew.ae',
        rejectUnauthorized: false,
        method,
        path,
        headers: { Host: `www.techcrew.ae:${port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
