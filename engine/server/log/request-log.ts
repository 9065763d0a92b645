import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The path of a request without its query: a query may hold a token or an answer. */
export const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * One log line per request, when it is answered: method, path (never the query), status,
 * time taken, the client's address, and for a refused request why it was refused. A
 * server error also logs the error with its stack where it is handled; a visitor's bad
 * input never does.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      path: pathOf(request.url).slice(0, 300),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      ...(reply.refusal ? { refused: reply.refusal } : {}),
    };
    if (error || status >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, reply.refusal ? 'request refused' : 'request');
  }

  // The error handler logs what it handles; the default one is never reached.
  override defaultErrorLog(): void {}
}

declare module 'fastify' {
  interface FastifyReply {
    /** Why the request was refused, for its log line (set by `refuse`). */
    refusal?: string;
  }
}
