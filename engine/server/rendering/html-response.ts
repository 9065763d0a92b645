import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An HTML page ready to send: its bytes in each encoding and its ETag. */
export interface HtmlBody {
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  etag: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding a client accepts that the body has. */
export function chooseEncoding(body: HtmlBody, acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (body.br && /\bbr\b/.test(accepted)) return 'br';
  if (body.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Compresses a page rendered on request, quickly: it is sent at once and may be cached. */
export async function compressHtml(html: string): Promise<HtmlBody> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz, etag: etagOf(identity) };
}

/** Whether an If-None-Match header names this ETag, so a 304 will do. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
