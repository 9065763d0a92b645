import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readPageBoot } from '../engine/build/read-page-boot';

export interface RouteBytes {
  route: string;
  /** Gzip bytes of the JavaScript the page runs at once: its starter (the entry). */
  startJs: number;
  /** Gzip bytes of the app it loads on the visitor's first action (the listed chunks). */
  appJs: number;
  /** Gzip bytes of CSS: linked stylesheets plus the critical CSS inlined in the HTML. */
  css: number;
  /** Gzip bytes of the HTML document itself. */
  html: number;
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** What a prerendered page makes the browser fetch, gzipped: to paint, and to come alive. */
export async function routeBytes(
  distDir: string,
  route: string,
  htmlFile: string,
): Promise<RouteBytes> {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  const starter = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const app = readPageBoot(distDir, html)?.boot.scripts ?? [];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1]!)
    .join('');
  const sizeOf = async (urls: string[]) => {
    let total = 0;
    for (const url of new Set(urls)) total += gz(await readFile(path.join(distDir, url)));
    return total;
  };
  return {
    route,
    startJs: await sizeOf(starter),
    appJs: await sizeOf(app),
    css: (await sizeOf(styles)) + (inlineCss ? gz(inlineCss) : 0),
    html: gz(html),
  };
}
