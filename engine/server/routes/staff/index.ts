import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../../../errors/api-errors';
import { SESSION_COOKIE } from '../../admin-auth';
import { jsonErrors } from '../../error-handlers';
import { crossSiteReason } from '../../security';
import type { SchemaTypes, TypedApp } from '../../shared-schemas';
import { accessRoutes } from './access';
import { activityRoutes } from './activity';
import { leadRoutes } from './leads';
import { peopleRoutes } from './people';
import { previewRoutes } from './previews';
import { postDrafts } from './posts';
import { recordDraftRoutes } from './record-drafts';
import { serviceDrafts, serviceRoutes } from './services';
import { signInRoute } from './sign-in';
import { uploadRoutes } from './uploads';
import type { StaffDeps } from './staff-deps';

export type { StaffDeps } from './staff-deps';

/**
 * Staff: signing in with an admin link (the staff page in each language), and the staff
 * API of the embedded /admin under /api/admin. Every API call needs the staff session
 * cookie, sent by this site itself (not another one), or the operator token of `sitectl`;
 * anything else gets 401 and no data.
 */
export async function staffRoutes(app: FastifyInstance, deps: StaffDeps) {
  const typed = app.withTypeProvider<SchemaTypes>();
  typed.setErrorHandler(jsonErrors(deps.reportError));
  for (const staffPage of deps.staffPages) signInRoute(typed, deps, staffPage);

  await typed.register(
    (api, _options, done) => {
      requireStaff(api, deps);
      accessRoutes(api, deps);
      serviceRoutes(api, deps);
      recordDraftRoutes(api, deps, serviceDrafts);
      recordDraftRoutes(api, deps, postDrafts);
      previewRoutes(api, deps);
      leadRoutes(api, deps);
      peopleRoutes(api, deps);
      activityRoutes(api, deps);
      uploadRoutes(api, deps);
      done();
    },
    { prefix: '/api/admin' },
  );
}

/** Lets a request in with the operator token, or a live session from this site. */
function requireStaff(api: TypedApp, { auth, publicOrigin }: StaffDeps) {
  api.addHook('onRequest', async (request, reply) => {
    if (auth.isOperator(request.headers.authorization)) {
      request.staff = { via: 'operator' };
      return;
    }
    const session = await auth.session(request.cookies[SESSION_COOKIE]);
    if (!session) {
      return sendApiError(reply, { code: 'signed-out', message: 'no-session' });
    }
    const crossSite = crossSiteReason(request, publicOrigin);
    if (crossSite) {
      return sendApiError(
        reply,
        { code: 'cross-site', message: 'dashboard' },
        {
          why: crossSite,
        },
      );
    }
    request.staff = { via: 'session', expiresAt: session.expires_at, name: session.staff_name };
  });
}
