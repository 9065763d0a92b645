import { sendApiError } from '../../../errors/api-errors';
import { erasePerson } from '../../../leads/privacy/erase-person';
import { looksLikeEmail } from '../../../leads/privacy/person-data';
import { retentionCut } from '../../../leads/privacy/retention';
import type { TypedApp } from '../../shared-schemas';
import { operatorOnly, staffName, type StaffDeps } from './staff-deps';

const emailSchema = { type: 'string', minLength: 3, maxLength: 254 } as const;

/**
 * A person's rights over their leads: everything stored about an address, and its erasure
 * (the dashboard on a lead, and `sitectl leads export|erase`); and the retention purge
 * (`sitectl leads purge`, operators only).
 */
export function peopleRoutes(api: TypedApp, deps: StaffDeps) {
  const { database } = deps;

  api.get(
    '/people',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: emailSchema },
        },
      },
    },
    async (request, reply) => {
      const { email } = request.query;
      if (!looksLikeEmail(email)) return sendApiError(reply, { code: 'invalid', message: 'email' });
      return { email, leads: await database.leadPrivacy.personData(email) };
    },
  );

  api.post(
    '/people/erase',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: emailSchema },
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      if (!looksLikeEmail(email)) return sendApiError(reply, { code: 'invalid', message: 'email' });
      return erasePerson(database.leadPrivacy, deps.erasureLog, email, staffName(request));
    },
  );

  api.post(
    '/leads/purge',
    {
      onRequest: operatorOnly,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['olderThanDays'],
          properties: {
            olderThanDays: { type: 'integer', minimum: 0, maximum: 36_500 },
            dryRun: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request) => {
      const { olderThanDays, dryRun } = request.body;
      const cut = retentionCut({ leads: olderThanDays, spam: olderThanDays });
      return database.leadPrivacy.purge(cut, { dryRun, by: staffName(request) });
    },
  );
}
