import type { FastifyReply } from 'fastify';

/**
 * Answers with a 4xx JSON error, `{ error: { code, message } }`, and keeps why for the
 * request's log line (`why` may say more than the visitor is told, such as the Origin).
 */
export function refuse(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  why: string = message,
) {
  reply.refusal = `${code}: ${why}`;
  return reply.code(status).send({ error: { code, message } });
}
