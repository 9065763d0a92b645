import type { PageDocument } from '../document/page-types';
import type { Post } from '../posts/post';
import type { ServiceContentInput } from '../services/service-content';

/**
 * A link that shows unpublished changes to someone without an account: a record's draft as
 * it is when the link is opened. It works until it expires or staff revoke it; only a hash
 * of its secret is stored (supabase/migrations/*_preview_links.sql).
 */
export interface PreviewLink {
  id: string;
  /** What it shows: a record's collection ('services', 'posts') and slug, or 'pages'. */
  collection: string;
  subject: string;
  created_by: string;
  /** ISO times. */
  created_at: string;
  expires_at: string;
  revoked_by: string | null;
  revoked_at: string | null;
  /** The routes a link to page documents shows (collection 'pages'). */
  routes?: string[];
}

/** A link just made, with its address: the one time the secret is known. */
export interface NewPreviewLink {
  link: PreviewLink;
  url: string;
}

/** Whether a link still opens, and if not, why. */
export type PreviewLinkState = 'working' | 'expired' | 'revoked';

export const previewLinkState = (link: PreviewLink, now = Date.now()): PreviewLinkState =>
  link.revoked_at !== null ? 'revoked' : Date.parse(link.expires_at) <= now ? 'expired' : 'working';

/** How long a new link works, in days: staff choose one. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** Raised when a record has no saved changes to show, or a link to revoke is unknown. */
export class PreviewNotFoundError extends Error {
  constructor(readonly subject: string) {
    super(`Nothing to preview for "${subject}".`);
    this.name = 'PreviewNotFoundError';
  }
}

/**
 * The collections whose records' drafts a link can show: the page each record has, the
 * `record.source` of the page templates that show one, where the staff API keeps its
 * drafts (`/api/admin/<path>`), and what one record is called in messages.
 */
export const PREVIEWED_COLLECTIONS = {
  services: {
    page: (slug: string) => `/services/${slug}`,
    source: 'service',
    path: 'service-drafts',
    noun: 'service',
  },
  posts: { page: (slug: string) => `/blog/${slug}`, source: 'post', path: 'posts', noun: 'post' },
} as const;
export type PreviewedCollection = keyof typeof PREVIEWED_COLLECTIONS;

/** Preview links of records (services, posts), as staff make, list and revoke them. */
export interface PreviewLinkStore {
  /**
   * Makes a link to the record's saved changes, working for `days`. Rejects with a
   * PreviewNotFoundError when the record has no saved changes.
   */
  create(
    collection: PreviewedCollection,
    slug: string,
    days: PreviewLinkDays,
    by?: string,
  ): Promise<NewPreviewLink>;
  /** The links made for the record, newest first, working or not. */
  list(collection: PreviewedCollection, slug: string): Promise<PreviewLink[]>;
  /** Stops the link at once (a revoked link stays revoked); a PreviewNotFoundError when unknown. */
  revoke(id: string, by?: string): Promise<PreviewLink>;
}

/** A record's draft as a link shows it, by the record's collection. */
export type PreviewedDraft =
  { collection: 'services'; record: ServiceContentInput } | { collection: 'posts'; record: Post };

/** What a working link shows: for a record, its draft as saved now (null once published). */
export interface OpenedPreview {
  link: PreviewLink;
  draft: PreviewedDraft | null;
  /** For a link to page documents: each changed page by route, checked and with defaults. */
  documents: Record<string, PageDocument> | null;
}

/**
 * The collection of links to page documents from an author's checkout (`sitectl preview`):
 * they show those documents in place of the site's own, at their routes, and change nothing.
 */
export const PAGES_COLLECTION = 'pages';

/** How large the page documents of one link may be, as JSON. */
export const PAGE_PREVIEW_BYTES = 1024 * 1024;

/**
 * What a link to page documents is listed and logged as, in any language: its routes
 * ("/about, /ar/about"), cut after the last whole route that fits 200 characters ("…").
 */
export function pagesSubject(routes: readonly string[]): string {
  let subject = '';
  for (const route of [...routes].sort()) {
    const next = subject ? `${subject}, ${route}` : route;
    if (next.length > 198) return subject ? `${subject} …` : `${route.slice(0, 196)} …`;
    subject = next;
  }
  return subject;
}

/** The query parameter that carries a link's secret on the page it shows. */
export const PREVIEW_PARAMETER = 'preview';
