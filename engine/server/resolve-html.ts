import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered file for a URL path and the status to send: the page's own HTML,
 * else the service template for `/services/{slug}` (rendered from data in the
 * browser), else the not-found page with 404.
 */
export function resolveHtmlFile(
  distDir: string,
  pathname: string,
): { file: string; status: number } {
  const decoded = safeDecode(pathname);
  const clean = decoded === null ? null : decoded.replace(/\/+$/, '') || '/';
  if (clean !== null && !clean.includes('..') && !clean.includes('\0') && !clean.includes('\\')) {
    const candidate = path.join(
      distDir,
      clean === '/' ? 'index.html' : path.join(clean, 'index.html'),
    );
    if (existsSync(candidate)) return { file: candidate, status: 200 };
    const template = path.join(distDir, 'services', '[slug]', 'index.html');
    if (/^\/services\/[a-z0-9-]+$/.test(clean) && existsSync(template))
      return { file: template, status: 200 };
  }
  return { file: path.join(distDir, '404.html'), status: 404 };
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
