import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, isFresh } from './html-response';
import type { PageResponse } from './page-match';
import { staffPageHeaders } from '../security';

/**
 * Sends an HTML page: revalidated by ETag on every visit (304 when unchanged), in the
 * best encoding the client accepts, never stored when it was made on an error path or
 * for one visitor; a staff page with the opener policy that keeps other windows off it.
 */
export function replyWithPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageResponse,
): FastifyReply {
  const { body } = page;
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', page.noStore ? 'no-store' : 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', body.etag);
  if (page.staff) reply.headers(staffPageHeaders);
  if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
  if (
    page.status === 200 &&
    !page.noStore &&
    isFresh(request.headers['if-none-match'], body.etag)
  ) {
    return reply.code(304).send();
  }
  const encoding = chooseEncoding(body, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(page.status).send(encoding === 'identity' ? body.identity : body[encoding]);
}
