import { sendApiError } from '../../../errors/api-errors';
import { SESSION_COOKIE } from '../../admin-auth';
import { crossSiteReason } from '../../security';
import type { TypedApp } from '../../shared-schemas';
import type { StaffDeps } from './staff-deps';

/**
 * `POST /admin` (or the staff page in another language, such as `POST /ar/admin`): the
 * admin link's one button. Only that deliberate POST uses the link up and signs the
 * browser in, never the GET or HEAD a mail scanner or link preview sends; the token never
 * stays in the address bar, and staff land back on the page they signed in from.
 */
export function signInRoute(app: TypedApp, deps: StaffDeps, staffPage: string) {
  const { auth } = deps;
  app.post(
    staffPage,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const crossSite = crossSiteReason(request, deps.publicOrigin);
      if (crossSite) {
        return sendApiError(reply, { code: 'cross-site', message: 'sign-in' }, { why: crossSite });
      }
      const { token } = request.query;
      const link = token === undefined ? null : auth.redeemLinkToken(token);
      if (!link) {
        reply.refusal = 'link-used: the admin link was used, expired or unknown';
        return reply.redirect(`${staffPage}?link=used`, 303);
      }
      const session = await auth.startSession(
        String(request.headers['user-agent'] ?? ''),
        link.name,
      );
      reply.setCookie(SESSION_COOKIE, session.value, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: session.maxAgeSeconds,
      });
      return reply.redirect(staffPage, 303);
    },
  );
}
