import { ACTIVITY_LIMIT } from '../../../activity/activity';
import type { TypedApp } from '../../shared-schemas';
import type { StaffDeps } from './staff-deps';

/** The activity log: who did what, newest first, by person, record or lead, and time. */
export function activityRoutes(api: TypedApp, { database }: StaffDeps) {
  api.get(
    '/activity',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            person: { type: 'string', maxLength: 200 },
            collection: { type: 'string', pattern: '^[a-z]+$', maxLength: 40 },
            subject: { type: 'string', maxLength: 200 },
            since: { type: 'string', format: 'date-time' },
            limit: { type: 'integer', minimum: 1, maximum: ACTIVITY_LIMIT, default: 200 },
          },
        },
      },
    },
    async (request) => database.activity.list(request.query),
  );
}
