import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadRepository } from '../database/lead-repository';
import type { BuildLoader } from './build-loader';
import { takeLead } from './lead-intake';
import type { PageRenderer } from './page-renderer';
import { failureVars, type FailureKind } from './receipts';
import { replyWithPage } from './reply-page';
import { crossSiteReason } from './security';

interface Deps {
  builds: BuildLoader;
  pages: PageRenderer;
  leads: LeadRepository;
  leadsPerMinute: number;
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
}

/** Whether the form was posted by a browser without JavaScript (it wants a page back). */
export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unknownForm: 404,
  rateLimited: 429,
  server: 500,
};

/** A failed submission: JSON for the site's script, a page for a browser without it. */
export async function replyWithFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<Deps, 'builds' | 'pages'>,
  kind: FailureKind,
  problems: { field: string; message: string }[] = [],
) {
  const status = STATUS[kind];
  // The log names the fields, never the answers.
  const fields = problems.map((problem) => problem.field).filter(Boolean);
  reply.refusal = `${kind}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`;
  if (!isFormPost(request)) {
    return reply.code(status).send({ error: { code: kind, problems } });
  }
  const build = await deps.builds.current();
  const vars = failureVars(build.entry.site, kind, problems);
  return replyWithPage(request, reply, {
    ...(await deps.pages.withVars('/not-sent', vars, status)),
    noStore: true,
  });
}

/**
 * `POST /api/leads?form=<name>&page=<path>`: one form submission, as JSON from the site's
 * script (201) or posted by a browser without it (303 to a receipt page, so no answer
 * ever lands in a URL). Rate limited per client address; other sites may not post.
 */
export async function leadRoutes(app: FastifyInstance, deps: Deps) {
  app.post(
    '/api/leads',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: deps.leadsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const crossSite = crossSiteReason(request, deps.publicOrigin);
      if (crossSite) {
        reply.refusal = `cross-site: ${crossSite}`;
        return reply.code(403).send({ error: { code: 'cross-site', problems: [] } });
      }
      const build = await deps.builds.current();
      const query = request.query as Record<string, unknown>;
      const intake = await takeLead(build, query, request.body);
      if (intake.kind === 'unknown-form')
        return replyWithFailure(request, reply, deps, 'unknownForm');
      if (intake.kind === 'invalid') {
        return replyWithFailure(request, reply, deps, 'invalid', intake.problems);
      }
      if (intake.kind === 'lead') await deps.leads.add(intake.input);
      if (!isFormPost(request)) return reply.code(201).send({ ok: true });
      const receipt = new URLSearchParams({ form: intake.form.name, page: String(query.page) });
      return reply.redirect(`/sent?${receipt}`, 303);
    },
  );
}
