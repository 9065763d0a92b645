import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sendApiError } from '../../../errors/api-errors';
import { SESSION_COOKIE, STAFF_PAGE } from '../../admin-auth';
import { idParams, type TypedApp } from '../../shared-schemas';
import { operatorOnly, type StaffDeps } from './staff-deps';
import { STAFF_EMAIL_PATTERN } from '../../../staff/access/sql-staff-address-store';

/** Who is signed in, signing out, admin links and sessions, and the backup. */
export function accessRoutes(api: TypedApp, deps: StaffDeps) {
  const { auth, database, linkBase } = deps;

  api.get('/session', async (request) => ({ signedIn: true, ...request.staff }));

  api.post('/sign-out', async (request, reply) => {
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  // An admin link, for the person named (their edits carry the name), or unnamed; with an
  // email, leads given to that name are announced there from now on.
  api.post(
    '/links',
    {
      onRequest: operatorOnly,
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            email: { type: 'string', maxLength: 254, pattern: STAFF_EMAIL_PATTERN },
          },
          dependencies: { email: ['name'] },
        },
      },
    },
    async (request) => {
      const name = request.body?.name?.trim();
      const email = request.body?.email;
      if (name && email) await database.staffAddresses.save(name, email);
      return { url: `${linkBase()}${STAFF_PAGE}?token=${auth.createLinkToken(name)}` };
    },
  );

  api.get('/sessions', { onRequest: operatorOnly }, async () => database.sessions.list());

  api.delete('/sessions', { onRequest: operatorOnly }, async () => ({
    ended: await database.sessions.endAll(),
  }));

  api.delete(
    '/sessions/:id',
    { onRequest: operatorOnly, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await database.sessions.endById(id))) {
        return sendApiError(reply, { code: 'not-found', message: 'session', params: { id } });
      }
      return { ended: 1 };
    },
  );

  // A consistent backup as it is written (gzip-compressed JSON lines); see sitectl backup.
  api.get('/backup', { onRequest: operatorOnly }, async (_request, reply) => {
    const gzip = createGzip();
    // A client that goes away ends the backup's transaction rather than leaving it waiting.
    const gone = new AbortController();
    gzip.once('close', () => gone.abort());
    void database
      .backup(async (line) => {
        if (gzip.destroyed) throw new Error('The backup was no longer being read.');
        if (!gzip.write(line)) await once(gzip, 'drain', { signal: gone.signal });
      })
      .then(
        () => gzip.end(),
        (error: unknown) => gzip.destroy(error as Error),
      );
    return reply.type('application/gzip').send(gzip);
  });
}
