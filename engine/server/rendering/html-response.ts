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

/**
 * How hard Brotli works on a page rendered on request. A page sent once (a receipt, a
 * preview) is compressed quickly. A page kept and sent to every visitor after (record and
 * post pages, a page with a form's choice made) is compressed about as densely as the
 * build compresses prerendered pages: some 40 ms on a worker thread once per render, for
 * an answer ~10% smaller on every visit, which keeps a long page's answer within one 16 KB
 * write where the quick one spills over (~30% fewer answers a second under load).
 */
export type Density = 'sent-once' | 'kept';

const brotliQuality: Record<Density, number> = { 'sent-once': 5, kept: 10 };

/** Compresses a page rendered on request, in every encoding, off the server's thread. */
export async function compressHtml(html: string, density: Density): Promise<HtmlBody> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality[density],
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
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
