import { OPERATOR_PERSON } from '../../../activity/activity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutboxEntry } from '../../../leads/notify/outbox-entries';
import type { NotifySettings } from '../../../leads/notify/notify-settings';
import type { Lead } from '../../../leads/lead';
import type { SiteStores } from '../../../site-stores/site-stores';
import { sendApiError } from '../../../errors/api-errors';
import type { AdminAuth } from '../../admin-auth';
import type { ReportError } from '../../error-handlers';

/** What the staff routes work with. */
export interface StaffDeps {
  auth: AdminAuth;
  database: Pick<
    SiteStores,
    | 'services'
    | 'posts'
    | 'leads'
    | 'leadPrivacy'
    | 'sessions'
    | 'staffAddresses'
    | 'backup'
    | 'deliveries'
    | 'activity'
    | 'previews'
    | 'uploads'
  >;
  /** The erasure log (DATA_DIR/backups/erasures.ndjson), written before each erasure. */
  erasureLog: string;
  /** Where notifications go, to say whether they are configured. */
  notify: NotifySettings;
  /** The notifications a lead queues when it is no longer spam. */
  notificationsOf(lead: Lead): Promise<OutboxEntry[]>;
  notifier: { wake(): void } | undefined;
  /** The address the printed admin links use. */
  linkBase: () => string;
  /** The staff page in each language of the site (`/admin`, `/ar/admin`), where an admin link opens. */
  staffPages: readonly string[];
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
  reportError: ReportError;
}

/** A route hook: only the operator token (`sitectl`) gets past it. */
export async function operatorOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.staff?.via !== 'operator') {
    return sendApiError(reply, { code: 'operator-only', message: 'operator' });
  }
}

/** Who a staff request is by, as drafts, versions and conflicts name them. */
export function staffName(request: FastifyRequest): string {
  const staff = request.staff;
  if (staff?.via === 'operator') return OPERATOR_PERSON;
  return staff?.name || 'Staff';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the staff API is talking to, set by its auth hook. */
    staff?: { via: 'operator' } | { via: 'session'; expiresAt: string; name: string };
  }
}
