import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../shared-schemas';
import type { AdminAuth } from '../admin-auth';
import type { BuildLoader } from '../rendering/build-loader';
import { jsonErrors, type ReportError } from '../error-handlers';
import type { Readiness } from '../readiness';

interface Deps {
  builds: BuildLoader;
  /** Whether the database answers and a write commits. */
  readiness: () => Promise<Readiness>;
  auth: AdminAuth;
  log: (up: boolean, detail: string) => void;
  reportError: ReportError;
}

/** How long /healthz waits for the database before it answers 503. */
export const HEALTH_TIMEOUT_MS = 1_500;

/**
 * `GET /healthz`: 200 when the server can do its job (serve its build, and take a lead:
 * the database answers and a write commits), 503 with why when it cannot, within 1.5 s,
 * for a load balancer, a supervisor or an uptime check. `GET /api/server/proof`: lets
 * `sitectl` check it is talking to the server that wrote `server.json`, before it sends
 * the operator token.
 */
export async function healthRoutes(
  fastify: FastifyInstance,
  { builds, readiness, auth, log, reportError }: Deps,
) {
  const app = fastify.withTypeProvider<SchemaTypes>();
  app.setErrorHandler(jsonErrors(reportError));
  let lastUp: boolean | null = null;
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ready = await readiness();
    if (!ready.ok) {
      const why = `${ready.database === 'down' ? 'the database does not answer' : 'a write does not commit'}: ${ready.why}`;
      if (lastUp !== false) log(false, why);
      lastUp = false;
      reply.refusal = `unhealthy: ${why}`;
      return reply.code(503).send(ready);
    }
    const build = await builds.current();
    if (lastUp === false) log(true, 'the database answers and takes writes again');
    lastUp = true;
    return { ...ready, build: build.manifest.id };
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
      const { challenge } = request.query;
      return { pid: process.pid, proof: auth.prove(challenge) };
    },
  );
}
