import type { ActivityEntry, ActivityStore } from '../activity/activity';
import { siteServerCapabilities } from './capabilities';
import type { DataPort } from './data-port-types';
import { call, failedWith } from './http-call';
import { httpRecordDrafts } from './http-record-drafts';
import { httpUploads } from './http-uploads';
import { POSTS, postCollection, type Post, type PublishedPost } from '../posts/post';
import { LeadNotFoundError, type Lead, type LeadEvent, type LeadPage } from '../leads/lead';
import type { Erasure, LeadStoreWithRights, PersonData } from '../leads/privacy/person-data';
import type { LeadDelivery, NotificationSettingsView } from '../leads/lead-notifications';
import type { DestinationHealth } from '../leads/notify/destinations';
import {
  PREVIEWED_COLLECTIONS,
  PreviewNotFoundError,
  type NewPreviewLink,
  type PreviewedCollection,
  type PreviewLink,
  type PreviewLinkStore,
} from '../previews/preview-link';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContent,
  type ServiceContentInput,
} from '../services/service-content';
import type { ServiceContentStore } from '../services/service-store';

const serviceDrafts = httpRecordDrafts<ServiceContent, ServiceContentInput>(call, {
  path: 'service-drafts',
  notFound: (slug) => new ServiceNotFoundError(slug),
  slugTaken: (slug) => new DuplicateSlugError(slug),
});

const posts = httpRecordDrafts<PublishedPost, Post>(call, { ...postCollection, path: POSTS });

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
  ...serviceDrafts,
};

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

/** Where a record's preview links are, beside its drafts in the staff API. */
const previewsPath = (collection: PreviewedCollection, slug: string) =>
  `/api/admin/${PREVIEWED_COLLECTIONS[collection].path}/${encodeURIComponent(slug)}/previews`;

const previews: PreviewLinkStore = {
  async create(collection, slug, days) {
    try {
      return await call<NewPreviewLink>('POST', previewsPath(collection, slug), { days });
    } catch (error) {
      throw notFoundAs(error, () => new PreviewNotFoundError(slug));
    }
  },
  list: (collection, slug) => call<PreviewLink[]>('GET', previewsPath(collection, slug)),
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
    posts,
    leads,
    activity,
    previews,
    uploads: httpUploads,
    async submitForm({ form, values, page, source, ticket }) {
      const query = new URLSearchParams({ form: form.name, page });
      // Beside the answers, under names no form field can have (they start with _).
      const { download } = await call<{ download?: string }>('POST', `/api/leads?${query}`, {
        ...values,
        _source: source,
        _ticket: ticket,
      });
      return download ? { download } : {};
    },
  };
}
