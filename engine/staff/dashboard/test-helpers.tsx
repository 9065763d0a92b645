import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { parse } from 'yaml';
import { siteServerCapabilities } from '../../data/capabilities';
import { AdminStoreProvider, type AdminStoreSource } from '../store/store-source';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContent,
  type ServiceContentInput,
} from '../../services/service-content';
import type { ServiceContentStore } from '../../services/service-store';
import {
  EditConflictError,
  type ScheduleAction,
  type ServiceEntry,
  type ServiceSchedule,
  type ServiceVersion,
} from '../../services/service-drafts';
import {
  LeadNotFoundError,
  type Lead,
  type LeadChanges,
  type LeadEvent,
  type LeadNotifications,
  type LeadPage,
  type LeadQuery,
} from '../../leads/lead';
import type { LeadStoreWithRights } from '../../leads/privacy/person-data';
import type { LeadDelivery, NotificationSettingsView } from '../../leads/lead-notifications';
import type { DestinationHealth } from '../../leads/notify/destinations';
import { applyDefaults } from '../../pages/apply-defaults';
import { renderWithProviders } from '../../../tests/render';
import { serviceRecord } from '../../../tests/fixtures/service-content';
import { memoryPostStore } from '../../../tests/fixtures/memory-post-store';
import {
  PREVIEWED_COLLECTIONS,
  type PreviewLink,
  type PreviewLinkStore,
} from '../../previews/preview-link';
import { dashboardSchema, type DashboardProps } from './dashboard.schema';
import { Dashboard } from './Dashboard';

const adminPage = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../pages/admin.yaml'), 'utf8'),
) as { blocks: { type: string }[] };

/** The dashboard block of the real pages/admin.yaml, with schema defaults applied. */
export const adminBlock: DashboardProps = applyDefaults(
  dashboardSchema,
  adminPage.blocks.find((block) => block.type === 'admin-dashboard') as unknown as DashboardProps,
);

/** A record as the store returns it. */
export function storedService(overrides: Partial<ServiceContent>): ServiceContent {
  return serviceRecord({ id: `id-${overrides.slug ?? 'x'}`, ...overrides });
}

const byParentThenName = (a: ServiceContentInput, b: ServiceContentInput) =>
  a.parent === b.parent ? (a.name < b.name ? -1 : 1) : a.parent < b.parent ? -1 : 1;

/** The service content port in memory, each method a spy, as the adapters behave. */
export function memoryStore(initial: ServiceContent[] = []) {
  const rows = new Map(initial.map((record) => [record.slug, record]));
  const save = (input: ServiceContentInput): ServiceContent => {
    const record: ServiceContent = {
      ...input,
      id: `id-${input.slug}`,
      created_at: rows.get(input.slug)?.created_at ?? '2024-11-20T08:00:00.000Z',
      updated_at: '2024-11-28T08:00:00.000Z',
    };
    rows.set(input.slug, record);
    return record;
  };
  const store = {
    getBySlug: vi.fn(async (slug: string) => rows.get(slug) ?? null),
    list: vi.fn(async () => [...rows.values()].sort(byParentThenName)),
    create: vi.fn(async (input: ServiceContentInput) => {
      if (rows.has(input.slug)) throw new DuplicateSlugError(input.slug);
      return save(input);
    }),
    update: vi.fn(async (slug: string, input: ServiceContentInput) => {
      const stored = rows.get(slug);
      if (!stored) throw new ServiceNotFoundError(slug);
      const translations = input.translations ?? stored.translations;
      const record = save({ ...input, slug });
      if (translations && Object.keys(translations).length > 0) record.translations = translations;
      else delete record.translations;
      return record;
    }),
    upsertMany: vi.fn(async (inputs: ServiceContentInput[]) => {
      inputs.forEach(save);
      inputs.forEach((input) => moved(input.slug, 'import'));
      return inputs.length;
    }),
    entries: vi.fn(async () =>
      [...new Set([...rows.keys(), ...drafts.keys()])]
        .map((slug) => (drafts.get(slug) ?? rows.get(slug)) as ServiceContent)
        .sort(byParentThenName)
        .map((record) => entryOf(record.slug)),
    ),
    saveDraft: vi.fn(async (input: ServiceContentInput, base: number | null) => {
      const known = rows.has(input.slug) || drafts.has(input.slug);
      if (base === null && known) throw new DuplicateSlugError(input.slug);
      if (base !== null && !known) throw new ServiceNotFoundError(input.slug);
      claim(input.slug, base ?? edits.get(input.slug)?.revision ?? 0);
      drafts.set(input.slug, input);
      moved(input.slug, 'Sara Khan');
      return entryOf(input.slug);
    }),
    publish: vi.fn(async (slug: string, base: number) => {
      claim(slug, base);
      const draft = drafts.get(slug);
      if (!draft) throw new ServiceNotFoundError(slug);
      const record = save(draft);
      if (!draft.translations || Object.keys(draft.translations).length === 0) {
        delete record.translations;
      }
      drafts.delete(slug);
      moved(slug, 'Sara Khan');
      const kept = history.get(slug) ?? [];
      history.set(slug, [
        {
          version: kept.length + 1,
          record: draft,
          published_by: 'Sara Khan',
          published_at: '2024-11-28T08:00:00.000Z',
        },
        ...kept,
      ]);
      return entryOf(slug);
    }),
    versions: vi.fn(async (slug: string) => history.get(slug) ?? []),
    restore: vi.fn(async (slug: string, version: number, base: number) => {
      const kept = history.get(slug)?.find((one) => one.version === version);
      if (!kept) throw new ServiceNotFoundError(slug);
      claim(slug, base);
      drafts.set(slug, kept.record);
      moved(slug, 'Sara Khan');
      return entryOf(slug);
    }),
    schedule: vi.fn(async (slug: string, action: ScheduleAction, runAt: string, base: number) => {
      claim(slug, base);
      const others = (schedules.get(slug) ?? []).filter((one) => one.action !== action);
      schedules.set(slug, [...others, { action, run_at: runAt, scheduled_by: 'Sara Khan' }]);
      moved(slug, 'Sara Khan');
      return entryOf(slug);
    }),
    cancelSchedule: vi.fn(async (slug: string, action: ScheduleAction, base: number) => {
      claim(slug, base);
      const kept = schedules.get(slug) ?? [];
      if (!kept.some((one) => one.action === action)) throw new ServiceNotFoundError(slug);
      schedules.set(
        slug,
        kept.filter((one) => one.action !== action),
      );
      moved(slug, 'Sara Khan');
      return entryOf(slug);
    }),
    unpublish: vi.fn(async (slug: string, base: number) => {
      claim(slug, base);
      const published = rows.get(slug);
      if (!published) throw new ServiceNotFoundError(slug);
      if (!drafts.has(slug)) drafts.set(slug, published);
      rows.delete(slug);
      moved(slug, 'Sara Khan');
      return entryOf(slug);
    }),
    discardDraft: vi.fn(async (slug: string, base: number) => {
      claim(slug, base);
      const offTheSite = !rows.has(slug) && (history.get(slug)?.length ?? 0) > 0;
      if (!drafts.has(slug) || offTheSite) throw new ServiceNotFoundError(slug);
      drafts.delete(slug);
      schedules.set(
        slug,
        (schedules.get(slug) ?? []).filter((one) => one.action !== 'publish'),
      );
      moved(slug, 'Sara Khan');
      return entryOf(slug);
    }),
  } satisfies ServiceContentStore;

  /** What is scheduled for each record. */
  const schedules = new Map<string, ServiceSchedule[]>();

  /** Every publish of each record, newest first. */
  const history = new Map<string, ServiceVersion[]>();

  /** Drafts and revisions, as the SQL functions keep them. */
  const drafts = new Map<string, ServiceContentInput>();
  const edits = new Map<string, { revision: number; by: string; at: string }>();
  const moved = (slug: string, by: string) =>
    edits.set(slug, {
      revision: (edits.get(slug)?.revision ?? 0) + 1,
      by,
      at: '2024-11-28T08:00:00.000Z',
    });
  const claim = (slug: string, base: number) => {
    const edit = edits.get(slug) ?? { revision: 0, by: '', at: '' };
    if (edit.revision !== base) {
      throw new EditConflictError(slug, {
        changed_by: edit.by,
        changed_at: edit.at,
        revision: edit.revision,
      });
    }
  };
  const entryOf = (slug: string): ServiceEntry => ({
    slug,
    published: rows.get(slug) ?? null,
    draft: drafts.get(slug) ?? null,
    revision: edits.get(slug)?.revision ?? 0,
    draft_saved_by: drafts.has(slug) ? 'Sara Khan' : null,
    draft_saved_at: drafts.has(slug) ? '2024-11-28T08:00:00.000Z' : null,
    changed_by: edits.get(slug)?.by ?? '',
    changed_at: edits.get(slug)?.at ?? null,
    versions: history.get(slug)?.length ?? 0,
    schedules: schedules.get(slug) ?? [],
  });
  return Object.assign(store, { rows, drafts, edits, history, schedules });
}

export type MemoryStore = ReturnType<typeof memoryStore>;

let leadCount = 0;

/** A lead as the store returns it: a Contact page enquiry unless told otherwise. */
export function leadRecord(overrides: Partial<Lead> = {}): Lead {
  leadCount += 1;
  const name = overrides.name === undefined ? 'Aisha Rahman' : overrides.name;
  const email = overrides.email === undefined ? 'aisha@example.ae' : overrides.email;
  return {
    id: `lead-${leadCount}`,
    form: 'contact',
    page: '/contact',
    locale: 'en',
    fields: [
      { name: 'name', label: 'Full Name', value: name ?? '' },
      { name: 'email', label: 'Email', value: email ?? '' },
      { name: 'message', label: 'Message', value: 'We need help with our office network.' },
    ],
    status: 'new',
    note: '',
    owner: '',
    source: {},
    spam_reason: null,
    created_at: '2026-11-26T06:30:00.000Z',
    updated_at: '2026-11-26T06:30:00.000Z',
    ...overrides,
    name,
    email,
  };
}

/** A delivery of a lead as the site server lists it: an email sent a minute after it came. */
export function deliveryRecord(overrides: Partial<LeadDelivery> = {}): LeadDelivery {
  return {
    id: `delivery-${(leadCount += 1)}`,
    lead_id: 'lead-1',
    channel: 'email',
    kind: 'notify',
    target: 'sales@techcrew.ae',
    status: 'sent',
    attempts: 1,
    next_attempt_at: '2026-11-26T06:30:00.000Z',
    last_error: null,
    sent_at: '2026-11-26T06:31:00.000Z',
    created_at: '2026-11-26T06:30:00.000Z',
    ...overrides,
  };
}

/**
 * The site server's notifications side in memory: email to sales@techcrew.ae configured
 * unless told otherwise, deliveries by lead, each method a spy.
 */
export function memoryNotifications(
  leads: Lead[],
  {
    deliveries = [],
    settings = { email: { to: ['sales@techcrew.ae'] }, webhook: null },
    destinations = [],
  }: {
    deliveries?: LeadDelivery[];
    settings?: NotificationSettingsView;
    destinations?: DestinationHealth[];
  } = {},
) {
  const rows = [...deliveries];
  const notifications = {
    settings: vi.fn(async () => settings),
    destinations: vi.fn(async () => destinations),
    deliveries: vi.fn(async (leadId: string) => rows.filter((row) => row.lead_id === leadId)),
    resend: vi.fn(async (deliveryId: string) => {
      const index = rows.findIndex((row) => row.id === deliveryId);
      if (index === -1) throw new Error(`No delivery ${deliveryId}.`);
      rows[index] = {
        ...rows[index]!,
        status: 'pending',
        last_error: null,
        next_attempt_at: '2026-11-28T09:00:00Z',
      };
    }),
    markNotSpam: vi.fn(async (leadId: string) => {
      const index = leads.findIndex((lead) => lead.id === leadId && lead.status === 'spam');
      if (index === -1) throw new LeadNotFoundError(leadId);
      leads[index] = { ...leads[index]!, status: 'new', spam_reason: null };
      if (settings.email) {
        rows.push(
          deliveryRecord({ lead_id: leadId, status: 'pending', attempts: 0, sent_at: null }),
        );
      }
      return leads[index]!;
    }),
  } satisfies LeadNotifications;
  return Object.assign(notifications, { rows });
}

/**
 * The lead port in memory, newest first, each method a spy; with the server's
 * notifications side when given one (see memoryNotifications).
 */
export function memoryLeadStore(
  initial: Lead[] = [],
  withNotifications?: Parameters<typeof memoryNotifications>[1],
  /** Who the database names as making each change, and who else has signed in. */
  staff: { acting: string; others: string[] } = { acting: 'Omar Haddad', others: ['Sara Khan'] },
) {
  const rows = [...initial];
  const events: (LeadEvent & { lead_id: string })[] = [];
  // The timeline the database's trigger writes as a lead changes.
  const record = (before: Lead, after: Lead) => {
    const at = new Date(Date.parse('2026-11-28T09:00:00.000Z') + events.length * 60_000);
    const add = (event: Pick<LeadEvent, 'kind' | 'detail'>) =>
      events.push({
        id: `event-${events.length + 1}`,
        lead_id: after.id,
        at: at.toISOString(),
        person: staff.acting,
        ...event,
      } as LeadEvent & { lead_id: string });
    if (after.status !== before.status) {
      add({ kind: 'status', detail: { from: before.status, to: after.status } });
    }
    if (after.owner !== before.owner) {
      add({ kind: 'owner', detail: { from: before.owner, to: after.owner } });
    }
    if (after.note !== before.note) add({ kind: 'note', detail: { text: after.note } });
  };
  const store = {
    get: vi.fn(async (id: string) => rows.find((lead) => lead.id === id) ?? null),
    list: vi.fn(async (query: LeadQuery): Promise<LeadPage> => {
      const matching = rows
        .filter(
          (lead) =>
            (!query.form || lead.form === query.form) &&
            (query.owner === undefined || lead.owner === query.owner) &&
            // Spam only under its own filter, as the stores do.
            (query.status ? lead.status === query.status : lead.status !== 'spam'),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const forms = [...new Set(rows.map((lead) => lead.form))].sort().map((form) => ({
        form,
        leads: rows.filter((lead) => lead.form === form && lead.status !== 'spam').length,
      }));
      return {
        leads: matching.slice(query.offset, query.offset + query.limit),
        total: matching.length,
        forms,
      };
    }),
    update: vi.fn(async (id: string, changes: LeadChanges) => {
      const index = rows.findIndex((lead) => lead.id === id);
      if (index === -1) throw new LeadNotFoundError(id);
      const before = rows[index]!;
      rows[index] = { ...before, ...changes, updated_at: '2024-11-28T09:00:00.000Z' };
      record(before, rows[index]!);
      return rows[index]!;
    }),
    timeline: vi.fn(async (id: string): Promise<LeadEvent[]> =>
      events.filter((event) => event.lead_id === id).map(({ lead_id: _, ...event }) => event),
    ),
    owners: vi.fn(async () =>
      [...new Set([staff.acting, ...staff.others, ...rows.map((lead) => lead.owner)])]
        .filter(Boolean)
        .sort(),
    ),
    notifications: withNotifications ? memoryNotifications(rows, withNotifications) : undefined,
    person: {
      data: vi.fn(async (email: string) =>
        rows
          .filter((lead) => lead.email?.toLowerCase() === email.toLowerCase())
          .map((lead) => ({ ...lead, notifications: [], timeline: [] })),
      ),
      erase: vi.fn(async (email: string) => {
        const gone = rows.filter((lead) => lead.email?.toLowerCase() === email.toLowerCase());
        for (const lead of gone) rows.splice(rows.indexOf(lead), 1);
        return { leads: gone.length, notifications: 0, attempts: 0, email_hash: 'f'.repeat(64) };
      }),
    },
  } satisfies LeadStoreWithRights;
  return Object.assign(store, { rows, events });
}

/**
 * A dialog's text fields by their accessible names, named in one pass and looked up again
 * only when one has left the page: finding a field by its name names every field of the
 * dialog, each through its styles, which in a dialog of 30 fields slows a test severalfold.
 */
export function textFieldsOf(dialog: HTMLElement): (name: string) => HTMLElement {
  let byName = new Map<string, HTMLElement>();
  return (name) => {
    if (!byName.get(name)?.isConnected) {
      const fields = within(dialog).queryAllByRole('textbox');
      byName = new Map(fields.map((field) => [computeAccessibleName(field), field]));
    }
    // Not there: the usual query, for its message.
    return byName.get(name) ?? within(dialog).getByRole('textbox', { name });
  };
}

/** The secret of every link memoryPreviews makes. */
export const PREVIEW_SECRET = 'a'.repeat(43);

/** Preview links kept in memory, as the site server's API keeps them. */
export function memoryPreviews(made: PreviewLink[] = []) {
  const links = [...made];
  return {
    links,
    create: vi.fn<PreviewLinkStore['create']>(async (collection, slug, days) => {
      const link: PreviewLink = {
        id: `link-${links.length + 1}`,
        collection,
        subject: slug,
        created_by: 'Sara Khan',
        created_at: '2026-11-29T08:00:00.000Z',
        expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
        revoked_by: null,
        revoked_at: null,
      };
      links.unshift(link);
      return {
        link,
        url: `https://www.techcrew.ae${PREVIEWED_COLLECTIONS[collection].page(slug)}?preview=${PREVIEW_SECRET}`,
      };
    }),
    list: vi.fn<PreviewLinkStore['list']>(async () => [...links]),
    revoke: vi.fn<PreviewLinkStore['revoke']>(async (id) => {
      const index = links.findIndex((link) => link.id === id);
      links[index] = {
        ...links[index]!,
        revoked_by: 'Omar Haddad',
        revoked_at: '2026-11-29T09:00:00.000Z',
      };
      return links[index]!;
    }),
  } satisfies PreviewLinkStore & { links: PreviewLink[] };
}

/** Renders the dashboard of pages/admin.yaml over a store, with a fresh query cache. */
export function renderDashboard(
  store: ServiceContentStore,
  {
    capabilities = siteServerCapabilities,
    open,
    openLeads,
    openActivity,
    openPreviews,
    openPosts,
    openUploads,
    site,
  }: Partial<AdminStoreSource> & {
    /** The site around it: its languages and the page documents behind static routes. */
    site?: Pick<Parameters<typeof renderWithProviders>[1] & object, 'locales' | 'pageFiles'>;
  } = {},
) {
  // Data stays fresh for 30 s, as in the site's own client: what a change must ask for
  // again, it asks for.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const source: AdminStoreSource = {
    capabilities,
    open: open ?? (async () => store),
    openLeads: openLeads ?? (async () => memoryLeadStore()),
    openActivity: openActivity ?? (async () => ({ list: async () => [] })),
    openPreviews: openPreviews ?? (async () => null),
    openPosts: openPosts ?? (async () => memoryPostStore()),
    openUploads: openUploads ?? (async () => null),
  };
  const user = userEvent.setup();
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <AdminStoreProvider source={source}>
        <Dashboard block={adminBlock} />
      </AdminStoreProvider>
    </QueryClientProvider>,
    { path: '/admin', ...site },
  );
  return { ...view, user, client };
}

/** Chooses a tab of the dashboard by its label. */
export async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

/**
 * Every toast's text. notistack renders each as an alert outside the dialogs, so one that
 * shows while a dialog is open is hidden from the accessibility tree until it closes.
 */
export function toastTexts(): string[] {
  return screen.queryAllByRole('alert', { hidden: true }).map((alert) => alert.textContent ?? '');
}
