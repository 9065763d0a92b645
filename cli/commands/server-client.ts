import type { ActivityEntry, ActivityStore } from '../../engine/activity/activity';
import { collectLeads } from '../../engine/leads/lead-csv';
import type { Lead, LeadPage, LeadStatus } from '../../engine/leads/lead';
import type { ServiceContent } from '../../engine/services/service-content';
import type { ServiceContentStore } from '../../engine/services/service-store';
import { createHmac, randomBytes } from 'node:crypto';
import type { StaffSession } from '../../engine/staff/access/sql-staff-session-store';
import type { DestinationHealth } from '../../engine/leads/notify/destinations';
import type { ServerFile } from '../../engine/server/data-dir-files';
import type { PageDocument } from '../../engine/document/page-types';
import type { PreviewLink, PreviewLinkDays } from '../../engine/previews/preview-link';
import type { NewPagePreview } from '../../engine/previews/preview-urls';
import type { Erasure, PersonData, PurgeCounts } from '../../engine/leads/privacy/person-data';

/** A person's data and its erasure, and the retention purge, as `sitectl leads` uses them. */
export interface LeadRights {
  personData(email: string): Promise<PersonData>;
  erasePerson(email: string): Promise<Erasure>;
  /** Deletes (or with `dryRun` counts) every lead, spam too, received `days` ago or before. */
  purgeOlderThan(days: number, dryRun: boolean): Promise<PurgeCounts>;
}

/** Links that show page documents from a checkout, as `sitectl preview` makes and ends them. */
export interface PagePreviews {
  create(
    documents: Record<string, PageDocument>,
    days: PreviewLinkDays,
  ): Promise<NewPagePreview<PreviewLink>>;
  list(): Promise<PreviewLink[]>;
  revoke(id: string): Promise<PreviewLink>;
}

/** A request to the running site server that failed, with what the server said. */
export class ServerRequestError extends Error {
  constructor(
    message: string,
    /** 0 when no answer arrived: the request may or may not have been applied. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ServerRequestError';
  }
}

/** The running site server's staff API, with the operator token it left in the data directory. */
export function createServerClient(server: Pick<ServerFile, 'url' | 'token'>) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${server.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch (error) {
      throw new ServerRequestError(
        `the site server at ${server.url} did not answer (${(error as Error).message})`,
        0,
        { cause: error },
      );
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { error?: { message?: string } }) : {};
    if (!response.ok) {
      throw new ServerRequestError(
        parsed.error?.message ?? `the site server answered ${response.status}`,
        response.status,
      );
    }
    return parsed as T;
  }

  const services: Pick<ServiceContentStore, 'list' | 'upsertMany'> = {
    list: () => call<ServiceContent[]>('GET', '/api/admin/services'),
    async upsertMany(inputs) {
      if (inputs.length === 0) return 0;
      return (await call<{ imported: number }>('PUT', '/api/admin/services', { services: inputs }))
        .imported;
    },
  };

  const activity: ActivityStore = {
    list: (query = {}) => {
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [name, String(value)]),
      );
      return call<ActivityEntry[]>('GET', `/api/admin/activity?${params}`);
    },
  };

  return {
    services,
    activity,
    /**
     * Every lead with the status (every one not spam without it), newest first, a page at a
     * time, as the dashboard's CSV download reads them.
     */
    allLeads: (status?: LeadStatus): Promise<Lead[]> =>
      collectLeads(
        {
          list: ({ limit, offset }) =>
            call<LeadPage>(
              'GET',
              `/api/admin/leads?limit=${limit}&offset=${offset}${status ? `&status=${status}` : ''}`,
            ),
        },
        {},
      ),
    leadRights: {
      personData: async (email: string) =>
        (
          await call<{ leads: PersonData }>(
            'GET',
            `/api/admin/people?email=${encodeURIComponent(email)}`,
          )
        ).leads,
      erasePerson: (email: string) => call<Erasure>('POST', '/api/admin/people/erase', { email }),
      purgeOlderThan: (days: number, dryRun: boolean) =>
        call<PurgeCounts>('POST', '/api/admin/leads/purge', { olderThanDays: days, dryRun }),
    } satisfies LeadRights,
    notificationDestinations: () =>
      call<DestinationHealth[]>('GET', '/api/admin/notifications/destinations'),
    sessions: {
      list: () => call<StaffSession[]>('GET', '/api/admin/sessions'),
      endAll: async () => (await call<{ ended: number }>('DELETE', '/api/admin/sessions')).ended,
      endById: async (id: string) => {
        try {
          await call('DELETE', `/api/admin/sessions/${encodeURIComponent(id)}`);
          return true;
        } catch (error) {
          if (error instanceof ServerRequestError && error.status === 404) return false;
          throw error;
        }
      },
    },
    /** A consistent backup, as the server writes it (gzip-compressed JSON lines). */
    async backupStream(): Promise<ReadableStream<Uint8Array>> {
      const response = await fetch(`${server.url}/api/admin/backup`, {
        headers: { Authorization: `Bearer ${server.token}` },
      }).catch((error: unknown) => {
        throw new ServerRequestError(`the site server at ${server.url} did not answer`, 0, {
          cause: error,
        });
      });
      if (!response.ok || !response.body) {
        throw new ServerRequestError(
          `the site server answered ${response.status}`,
          response.status,
        );
      }
      return response.body;
    },
    /** Links to page documents from a checkout (`sitectl preview`). */
    pagePreviews: {
      create: (documents: Record<string, PageDocument>, days: PreviewLinkDays) =>
        call<NewPagePreview<PreviewLink>>('POST', '/api/admin/page-previews', { documents, days }),
      list: () => call<PreviewLink[]>('GET', '/api/admin/page-previews'),
      revoke: (id: string) =>
        call<PreviewLink>('POST', `/api/admin/previews/${encodeURIComponent(id)}/revoke`),
    } satisfies PagePreviews,
    /**
     * A one-time admin link; `name` is who it is for, named in their edits, and `email`
     * where leads given to them are announced.
     */
    async adminLink(name?: string, email?: string): Promise<string> {
      const body = name ? { name, ...(email ? { email } : {}) } : undefined;
      return (await call<{ url: string }>('POST', '/api/admin/links', body)).url;
    },
    /**
     * Whether the server at the address is the one that wrote `server.json`: it proves it
     * holds the operator token without sending it. Only then does anything send the token.
     */
    async isOwner(): Promise<'owner' | 'impostor' | 'unreachable'> {
      const challenge = randomBytes(24).toString('base64url');
      let response: Response;
      try {
        response = await fetch(`${server.url}/api/server/proof?challenge=${challenge}`, {
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        return 'unreachable';
      }
      const body = (await response.json().catch(() => ({}))) as { proof?: unknown };
      const expected = createHmac('sha256', server.token).update(challenge).digest('base64url');
      return response.ok && body.proof === expected ? 'owner' : 'impostor';
    },
  };
}
