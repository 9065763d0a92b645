import type { ActivityEntry, ActivityStore } from '../activity/activity';
import type { FieldProblem } from '../errors/data-request-error';
import { siteServerCapabilities } from './capabilities';
import type { DataPort } from './data-port-types';
import { DataRequestError, failureOfStatus, type DataFailure } from '../errors/data-request-error';
import { LeadNotFoundError, type Lead, type LeadEvent, type LeadPage } from '../leads/lead';
import type { Erasure, LeadStoreWithRights, PersonData } from '../leads/privacy/person-data';
import type { LeadDelivery, NotificationSettingsView } from '../leads/lead-notifications';
import type { DestinationHealth } from '../leads/notify/destinations';
import {
  PreviewNotFoundError,
  type NewPreviewLink,
  type PreviewLink,
  type PreviewLinkStore,
} from '../previews/preview-link';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContent,
} from '../services/service-content';
import type { ServiceContentStore } from '../services/service-store';
import {
  EditConflictError,
  type RecordChange,
  type ServiceEntry,
  type ServiceVersion,
} from '../services/service-drafts';

interface ErrorBody {
  error?: { code?: string; message?: string; problems?: FieldProblem[]; change?: RecordChange };
}

/** Raised for an `edit-conflict` answer, before it becomes a DataRequestError. */
class ConflictAnswer extends Error {
  constructor(readonly change: RecordChange) {
    super('edit-conflict');
  }
}

/** One JSON request to the site server; rejects with a DataRequestError on any failure. */
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    throw new DataRequestError('network', `The server could not be reached (${String(error)}).`);
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const parsed = (await response.json().catch(() => ({}))) as ErrorBody;
  if (parsed.error?.code === 'edit-conflict' && parsed.error.change) {
    throw new ConflictAnswer(parsed.error.change);
  }
  throw new DataRequestError(
    failureOfStatus(response.status),
    parsed.error?.message ?? `The server answered ${response.status}.`,
    parsed.error?.problems ?? [],
  );
}

/** Whether a request failed in this way (a 404 is 'not-found'). */
const failedWith = (error: unknown, failure: DataFailure): boolean =>
  error instanceof DataRequestError && error.failure === failure;

/** A draft call's refusals as the port's errors. */
function draftFailure(slug: string, error: unknown): unknown {
  if (error instanceof ConflictAnswer) return new EditConflictError(slug, error.change);
  if (failedWith(error, 'conflict')) {
    return new DuplicateSlugError(slug);
  }
  if (failedWith(error, 'not-found')) {
    return new ServiceNotFoundError(slug);
  }
  return error;
}

const draftPath = (slug: string) => `/api/admin/service-drafts/${encodeURIComponent(slug)}`;

const services: ServiceContentStore = {
  async getBySlug(slug) {
    try {
      return await call<ServiceContent>('GET', `/api/services/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (failedWith(error, 'not-found')) return null;
      throw error;
    }
  },
  list: () => call<ServiceContent[]>('GET', '/api/admin/services'),
  async create(input) {
    try {
      return await call<ServiceContent>('POST', '/api/admin/services', input);
    } catch (error) {
      if (failedWith(error, 'conflict')) {
        throw new DuplicateSlugError(input.slug);
      }
      throw error;
    }
  },
  async update(slug, input) {
    try {
      return await call<ServiceContent>(
        'PUT',
        `/api/admin/services/${encodeURIComponent(slug)}`,
        input,
      );
    } catch (error) {
      if (failedWith(error, 'not-found')) {
        throw new ServiceNotFoundError(slug);
      }
      throw error;
    }
  },
  async upsertMany(inputs) {
    if (inputs.length === 0) return 0;
    const { imported } = await call<{ imported: number }>('PUT', '/api/admin/services', {
      services: inputs,
    });
    return imported;
  },
  entries: () => call<ServiceEntry[]>('GET', '/api/admin/service-drafts'),
  // The person is the signed-in session's: the server names it.
  saveDraft: (input, revision) =>
    draftCall(input.slug, draftPath(input.slug), 'PUT', { revision, record: input }),
  publish: (slug, revision) => draftCall(slug, `${draftPath(slug)}/publish`, 'POST', { revision }),
  versions: (slug) => call<ServiceVersion[]>('GET', `${draftPath(slug)}/versions`),
  restore: (slug, version, revision) =>
    draftCall(slug, `${draftPath(slug)}/versions/${version}/restore`, 'POST', { revision }),
  schedule: (slug, action, runAt, revision) =>
    draftCall(slug, `${draftPath(slug)}/schedules/${action}`, 'PUT', {
      revision,
      run_at: runAt,
    }),
  cancelSchedule: (slug, action, revision) =>
    draftCall(slug, `${draftPath(slug)}/schedules/${action}/cancel`, 'POST', { revision }),
  unpublish: (slug, revision) =>
    draftCall(slug, `${draftPath(slug)}/unpublish`, 'POST', { revision }),
  discardDraft: (slug, revision) =>
    draftCall(slug, `${draftPath(slug)}/discard`, 'POST', { revision }),
};

/** A draft call that answers the record's entry, its refusals as the port's errors. */
async function draftCall(
  slug: string,
  url: string,
  method: string,
  body: unknown,
): Promise<ServiceEntry> {
  try {
    return await call<ServiceEntry>(method, url, body);
  } catch (error) {
    throw draftFailure(slug, error);
  }
}

const leads: LeadStoreWithRights = {
  person: {
    data: async (email) =>
      (
        await call<{ leads: PersonData }>(
          'GET',
          `/api/admin/people?email=${encodeURIComponent(email)}`,
        )
      ).leads,
    erase: (email) => call<Erasure>('POST', '/api/admin/people/erase', { email }),
  },
  list(query) {
    const params = new URLSearchParams({
      limit: String(query.limit),
      offset: String(query.offset),
    });
    if (query.form) params.set('form', query.form);
    if (query.status) params.set('status', query.status);
    if (query.owner !== undefined) params.set('owner', query.owner);
    return call<LeadPage>('GET', `/api/admin/leads?${params}`);
  },
  async get(id) {
    try {
      return await call<Lead>('GET', `/api/admin/leads/${encodeURIComponent(id)}`);
    } catch (error) {
      if (failedWith(error, 'not-found')) return null;
      throw error;
    }
  },
  async update(id, changes) {
    try {
      return await call<Lead>('PATCH', `/api/admin/leads/${encodeURIComponent(id)}`, changes);
    } catch (error) {
      if (failedWith(error, 'not-found')) throw new LeadNotFoundError(id);
      throw error;
    }
  },
  timeline: (id) => call<LeadEvent[]>('GET', `/api/admin/leads/${encodeURIComponent(id)}/timeline`),
  owners: () => call<string[]>('GET', '/api/admin/leads/owners'),
  notifications: {
    settings: () => call<NotificationSettingsView>('GET', '/api/admin/notifications'),
    destinations: () => call<DestinationHealth[]>('GET', '/api/admin/notifications/destinations'),
    deliveries: (leadId) =>
      call<LeadDelivery[]>('GET', `/api/admin/leads/${encodeURIComponent(leadId)}/deliveries`),
    async resend(deliveryId) {
      await call('POST', `/api/admin/deliveries/${encodeURIComponent(deliveryId)}/resend`);
    },
    markNotSpam: (leadId) =>
      call<Lead>('POST', `/api/admin/leads/${encodeURIComponent(leadId)}/not-spam`),
  },
};

const activity: ActivityStore = {
  list(query = {}) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params.set(name, String(value));
    }
    return call<ActivityEntry[]>('GET', `/api/admin/activity?${params}`);
  },
};

const previews: PreviewLinkStore = {
  async create(slug, days) {
    try {
      return await call<NewPreviewLink>('POST', `${draftPath(slug)}/previews`, { days });
    } catch (error) {
      throw notFoundAs(error, () => new PreviewNotFoundError(slug));
    }
  },
  list: (slug) => call<PreviewLink[]>('GET', `${draftPath(slug)}/previews`),
  async revoke(id) {
    try {
      return await call<PreviewLink>(
        'POST',
        `/api/admin/previews/${encodeURIComponent(id)}/revoke`,
      );
    } catch (error) {
      throw notFoundAs(error, () => new PreviewNotFoundError(id));
    }
  },
};

/** A not-found answer as the port's own error; any other failure as it is. */
const notFoundAs = (error: unknown, make: () => Error): unknown =>
  failedWith(error, 'not-found') ? make() : error;

/** The data port over the site server's API (one-machine mode). */
export function createHttpDataPort(): DataPort {
  return {
    capabilities: siteServerCapabilities,
    services,
    leads,
    activity,
    previews,
    async submitForm({ form, values, page, source, ticket }) {
      const query = new URLSearchParams({ form: form.name, page });
      // Beside the answers, under names no form field can have (they start with _).
      await call('POST', `/api/leads?${query}`, { ...values, _source: source, _ticket: ticket });
    },
  };
}
