import { localizePath } from '../../locale/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../shared-schemas';
import type { SqlLeadStore } from '../../leads/stores/sql-lead-store';
import {
  API_ERRORS,
  apiMessage,
  frameworkRefusal,
  RETRY_AFTER_SECONDS,
  sendApiError,
  type ApiErrorCode,
  type ApiRefusal,
} from '../../errors/api-errors';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import type { ReportError } from '../error-handlers';
import { takeLead, ticketOf } from '../../leads/intake/lead-intake';
import {
  outboxEntries,
  visitorReplyOf,
  type VisitorReply,
} from '../../leads/notify/outbox-entries';
import type { DownloadLinks } from '../../downloads/download-links';
import { downloadFor } from '../../downloads/download-manifest';
import type { FormDefinition } from '../../forms/form-types';
import type { NotifySettings } from '../../leads/notify/notify-settings';
import type { formTickets } from '../../leads/notify/form-tickets';
import type { BuildLoader, LoadedBuild } from '../rendering/build-loader';
import type { PageRenderer } from '../rendering/page-renderer';
import { failureReason, failureVars, type FailureKind } from '../rendering/receipts';
import { replyWithPage } from '../rendering/reply-page';
import { crossSiteReason } from '../security';

interface Deps {
  builds: BuildLoader;
  pages: PageRenderer;
  leads: SqlLeadStore;
  leadsPerMinute: number;
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
  reportError: ReportError;
  notify: NotifySettings;
  tickets: ReturnType<typeof formTickets>;
  fastestHumanMs: number | undefined;
  /** Told when a lead was stored, so its notifications go at once. */
  notifier: { wake(): void } | undefined;
  /** The site's download links, for a form that gives a file (form `download:`). */
  links: () => Promise<DownloadLinks>;
}

/** Whether the form was posted by a browser without JavaScript (it wants a page back). */
export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

// How the not-sent page words why a submission was not stored; anything else was invalid.
const FAILURES: Partial<Record<ApiErrorCode, FailureKind>> = {
  'unknown-form': 'unknownForm',
  'rate-limited': 'rateLimited',
  'server-error': 'server',
  unavailable: 'server',
};

/** A failed submission: JSON for the site's script, a page for a browser without it. */
async function replyWithFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<Deps, 'builds' | 'pages'>,
  refusal: ApiRefusal,
  problems: { field: string; message: string }[] = [],
  cause?: Error,
) {
  const { code } = refusal;
  // The log names the fields, never the answers.
  const fields = problems.map((problem) => problem.field).filter(Boolean);
  const why = `${apiMessage(refusal)}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}${cause ? ` ${cause.message}` : ''}`;
  const build = await deps.builds.current();
  // Read before (or despite) the query's schema: the page a refused form came from, whose
  // language the visitor reads the refusal in.
  const query: unknown = request.query;
  const page = typeof query === 'object' && query !== null && 'page' in query ? query.page : '/';
  const { site, locale } = build.entry.siteOfPath(typeof page === 'string' ? page : '/');
  const kind = FAILURES[code] ?? 'invalid';
  if (!isFormPost(request)) {
    // Answers refused are the visitor's to fix: said in their language. Other refusals
    // keep the API's words (docs/errors.md); the form words them from its site words.
    const message =
      kind === 'invalid' && problems.length > 0 ? failureReason(site, kind) : undefined;
    return sendApiError(reply, refusal, { why, problems, ...(message ? { message } : {}) });
  }
  reply.refusal = `${code}: ${why}`;
  if (code === 'unavailable') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  const vars = failureVars(site, kind, problems);
  return replyWithPage(request, reply, {
    ...(await deps.pages.withVars(
      localizePath('/not-sent', locale),
      vars,
      API_ERRORS[code].status,
    )),
    noStore: true,
  });
}

/**
 * `POST /api/leads?form=<name>&page=<path>`: one form submission, as JSON from the site's
 * script (201) or posted by a browser without it (303 to a receipt page, so no answer
 * ever lands in a URL). Rate limited per client address; other sites may not post. Every
 * refusal answers in kind: JSON, or the not-sent page saying why.
 */
export async function leadRoutes(fastify: FastifyInstance, deps: Deps) {
  const app = fastify.withTypeProvider<SchemaTypes>();
  // A form asks for a ticket when the visitor starts on it, saying how long ago its page was
  // shown (`shown`, in ms); its answers carry the ticket back.
  app.get(
    '/api/leads/ticket',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { shown: { type: 'integer', minimum: 0, maximum: 86_400_000 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ticket: deps.tickets.issue(request.query.shown ?? 0) };
    },
  );

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      // Not acknowledged, so the visitor keeps the answers and sends them again.
      const refusal = { code: 'unavailable', message: 'database' } as const;
      return replyWithFailure(request, reply, deps, refusal, [], error);
    }
    if (status >= 500) {
      deps.reportError('Storing a form submission failed.', error);
      return replyWithFailure(request, reply, deps, {
        code: 'server-error',
        message: 'lead-not-stored',
      });
    }
    // A query that names no form as a form is named (its schema) names no form at all.
    const refusal =
      error.validationContext === 'querystring'
        ? ({ code: 'unknown-form', message: 'form' } as const)
        : frameworkRefusal(status, error.message);
    return replyWithFailure(request, reply, deps, refusal);
  });

  app.post(
    '/api/leads',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: deps.leadsPerMinute, timeWindow: 60_000 } },
      schema: {
        querystring: {
          type: 'object',
          required: ['form', 'page'],
          properties: {
            form: { $ref: 'slug#' },
            page: { type: 'string', pattern: '^/[a-z0-9/_-]{0,199}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const crossSite = crossSiteReason(request, deps.publicOrigin);
      if (crossSite) {
        return sendApiError(
          reply,
          { code: 'cross-site', message: 'form' },
          {
            why: crossSite,
            problems: [],
          },
        );
      }
      const build = await deps.builds.current();
      const query = request.query;
      const ticket = ticketOf(request.body);
      const reading = deps.tickets.take(ticket);
      const intake = await takeLead(build, query, request.body, {
        elapsedMs: reading.elapsedMs,
        ticketReused: reading.reused,
        fastestHumanMs: deps.fastestHumanMs,
      });
      // Only a stored submission spends its ticket: one refused may be sent again.
      if (intake.kind !== 'lead') deps.tickets.giveBack(ticket, reading);
      if (intake.kind === 'unknown-form') {
        return replyWithFailure(request, reply, deps, { code: 'unknown-form', message: 'form' });
      }
      if (intake.kind === 'invalid') {
        const refusal = { code: 'invalid', message: 'answers' } as const;
        return replyWithFailure(request, reply, deps, refusal, intake.problems);
      }
      const { form } = intake;
      const { locale } = build.entry.siteOfPath(query.page);
      const download = await downloadOf(build, form, request.body, deps.links, locale.code);
      const visitorReply = withLink(
        visitorReplyOf(form, build.entry.siteOfPath(query.page)),
        download && new URL(download, deps.notify.publicUrl).href,
      );
      const lead = await deps.leads
        .add(intake.input, (stored) =>
          outboxEntries(stored, form.notify, deps.notify, visitorReply),
        )
        .catch((error: unknown) => {
          deps.tickets.giveBack(ticket, reading);
          throw error;
        });
      if (lead.status === 'spam') reply.refusal = `spam: ${lead.spam_reason ?? ''}`;
      else deps.notifier?.wake();
      // A form that gives a file answers with its link, which the browser follows at once.
      if (!isFormPost(request))
        return reply.code(201).send({ ok: true, ...(download && { download }) });
      const receipt = new URLSearchParams({ form: intake.form.name, page: query.page });
      return reply.redirect(`${localizePath('/sent', locale)}?${receipt}`, 303);
    },
  );
}

/** The link to the file a form gives for these answers (its `download:` select's choice). */
async function downloadOf(
  build: LoadedBuild,
  form: FormDefinition,
  body: unknown,
  links: Deps['links'],
  /** The language of the page it was sent from: an Arabic page gives the Arabic file. */
  locale: string,
): Promise<string | undefined> {
  if (!form.download) return undefined;
  const chosen = (body as Record<string, unknown>)[form.download];
  const entry =
    typeof chosen === 'string' ? downloadFor(build.downloads, chosen, locale) : undefined;
  return entry && (await links()).issue(entry.name);
}

/** The visitor's reply with the link its `{download}` names. */
const withLink = (reply: VisitorReply | undefined, link: string | undefined) =>
  reply && link ? { ...reply, links: { download: link } } : reply;
