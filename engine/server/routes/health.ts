import type { FastifyInstance } from 'fastify';
import type { AdminAuth } from '../admin-auth';
import type { BuildLoader } from '../rendering/build-loader';
import { jsonErrors, type ReportError } from '../error-handlers';

interface Deps {
  builds: BuildLoader;
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
  auth: AdminAuth;
  log: (up: boolean, detail: string) => void;
  reportError: ReportError;
}

/** How long /healthz waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 1_500;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: 200 when the server can serve its build and its database answers, 503
 * (within 1.5 s) when the database does not, for a load balancer, a supervisor or an
 * uptime check. `GET /api/server/proof`: lets `sitectl` check it is talking to the server
 * that wrote `server.json`, before it sends the operator token.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { builds, ping, auth, log, reportError }: Deps,
) {
  app.setErrorHandler(jsonErrors(reportError));
  let lastUp: boolean | null = null;
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(ping(), HEALTH_TIMEOUT_MS);
      const build = await builds.current();
      if (lastUp === false) log(true, 'the database answers again');
      lastUp = true;
      return { ok: true, database: 'up', build: build.manifest.id };
    } catch (error) {
      if (lastUp !== false) log(false, (error as Error).message);
      lastUp = false;
      reply.refusal = `unhealthy: ${(error as Error).message}`;
      return reply.code(503).send({ ok: false, database: 'down' });
    }
  });

  app.get(
    '/api/server/proof',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['challenge'],
          additionalProperties: false,
          properties: { challenge: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' } },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { challenge } = request.query as { challenge: string };
      return { pid: process.pid, proof: auth.prove(challenge) };
    },
  );
}
