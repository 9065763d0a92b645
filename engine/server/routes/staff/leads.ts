import type { FastifyReply } from 'fastify';
import { sendApiError } from '../../../errors/api-errors';
import { isStorableText } from '../../../forms/storable-text';
import { LeadNotFoundError, OWNER_MAX_LENGTH } from '../../../leads/lead';
import { notifyStatus } from '../../../leads/notify/notify-settings';
import { idParams, type TypedApp } from '../../shared-schemas';
import { staffName, type StaffDeps } from './staff-deps';

/** Leads: listed a page at a time, opened, changed, and their notifications. */
const leadNotFound = (reply: FastifyReply, { id }: { id: string }) =>
  sendApiError(reply, { code: 'not-found', message: 'lead', params: { id } });

export function leadRoutes(api: TypedApp, deps: StaffDeps) {
  const { database } = deps;

  api.get(
    '/leads',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            form: { type: 'string', maxLength: 100 },
            status: { $ref: 'lead-status#' },
            owner: { type: 'string', maxLength: OWNER_MAX_LENGTH },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            offset: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
          },
        },
      },
    },
    async (request) => database.leads.list(request.query),
  );

  // Who a lead can be given to. Registered before /leads/:id, which it would match too.
  api.get('/leads/owners', async () => database.leads.owners());

  // One lead, for a link to it (the email of a lead links to /admin?lead=<id>).
  api.get('/leads/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const lead = await database.leads.get(id);
    return lead ?? leadNotFound(reply, { id });
  });

  api.patch(
    '/leads/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            status: { $ref: 'lead-status#' },
            note: { type: 'string', maxLength: 5000 },
            owner: { type: 'string', maxLength: OWNER_MAX_LENGTH },
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      if (changes.note !== undefined && !isStorableText(changes.note, true)) {
        return sendApiError(reply, { code: 'invalid', message: 'note' });
      }
      if (changes.owner !== undefined && !isStorableText(changes.owner, false)) {
        return sendApiError(reply, { code: 'invalid', message: 'owner' });
      }
      try {
        const lead = await database.leads.update(id, changes, staffName(request));
        // Giving it to someone may have queued the email telling them.
        if (changes.owner !== undefined) deps.notifier?.wake();
        return lead;
      } catch (error) {
        if (error instanceof LeadNotFoundError) return leadNotFound(reply, error);
        throw error;
      }
    },
  );

  api.get('/leads/:id/timeline', { schema: { params: idParams } }, async (request) =>
    database.leads.timeline(request.params.id),
  );

  // "Not spam": the lead is new again, and its notifications go out as a real lead's would.
  api.post('/leads/:id/not-spam', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    try {
      const lead = await database.leads.markNotSpam(id, deps.notificationsOf, staffName(request));
      deps.notifier?.wake();
      return lead;
    } catch (error) {
      if (error instanceof LeadNotFoundError) return leadNotFound(reply, error);
      throw error;
    }
  });

  // Whether leads are emailed and posted anywhere: the dashboard says so when they are not.
  api.get('/notifications', async () => notifyStatus(deps.notify));

  // Receivers that failed since their last success, paused or about to be: the dashboard
  // and `sitectl notifications` say what waits for them and what happens next.
  api.get('/notifications/destinations', async () => database.deliveries.destinations());

  api.get('/leads/:id/deliveries', { schema: { params: idParams } }, async (request) =>
    database.deliveries.forLead(request.params.id),
  );

  api.post('/deliveries/:id/resend', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await database.deliveries.resend(id))) {
      return sendApiError(reply, { code: 'not-found', message: 'notification', params: { id } });
    }
    deps.notifier?.wake();
    return { resent: 1 };
  });
}
