import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { resolveHtmlFile } from './resolve-html';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(root, process.env.SITE_DIST ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(
    'No production build in dist/. Run `npm run build` first (or `npm start`, which builds and serves).',
  );
  process.exit(1);
}

// Hashed assets never change; everything else is revalidated.
const assets = sirv(distDir, {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith('/assets/'))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  },
});

async function sendHtml(req: IncomingMessage, res: ServerResponse) {
  const { file, status } = resolveHtmlFile(
    distDir,
    new URL(req.url ?? '/', 'http://localhost').pathname,
  );
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    accepts.includes('br') && existsSync(`${file}.br`)
      ? 'br'
      : accepts.includes('gzip') && existsSync(`${file}.gz`)
        ? 'gzip'
        : null;
  const body = await readFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const isPageRequest = !path.extname(pathname) || pathname.endsWith('.html');
  if (isPageRequest) {
    sendHtml(req, res).catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end('Internal Server Error');
    });
    return;
  }
  assets(req, res, () => {
    sendHtml(req, res).catch(() => res.writeHead(500).end());
  });
});

server.listen(port, host, () => {
  console.info(`Serving the production build on http://localhost:${port}`);
});
