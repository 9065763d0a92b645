import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveHtmlFile } from './resolve-html';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  for (const file of [
    'index.html',
    '404.html',
    'about/index.html',
    'services/cloud/index.html',
    'services/[slug]/index.html',
  ]) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), file);
  }
});

describe('resolveHtmlFile', () => {
  it('serves prerendered pages with 200', () => {
    expect(resolveHtmlFile(dist, '/')).toEqual({
      file: path.join(dist, 'index.html'),
      status: 200,
    });
    expect(resolveHtmlFile(dist, '/about/')).toEqual({
      file: path.join(dist, 'about/index.html'),
      status: 200,
    });
    expect(resolveHtmlFile(dist, '/services/cloud')).toEqual({
      file: path.join(dist, 'services/cloud/index.html'),
      status: 200,
    });
  });

  it('serves the service template for any other well-formed slug', () => {
    expect(resolveHtmlFile(dist, '/services/hosted-server')).toEqual({
      file: path.join(dist, 'services/[slug]/index.html'),
      status: 200,
    });
  });

  it.each([
    '/nope',
    '/services/Bad_Slug',
    '/services/a/b',
    '/%E0%A4%A',
    '/../etc/passwd',
    '/about/..%2F..%2Fsecret',
  ])('answers %s with the not-found page and 404', (pathname) => {
    expect(resolveHtmlFile(dist, pathname)).toEqual({
      file: path.join(dist, '404.html'),
      status: 404,
    });
  });
});
