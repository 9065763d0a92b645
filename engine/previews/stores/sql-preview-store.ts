import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { NO_SUCH_SERVICE, storeError } from '../../errors/store-error';
import { toServiceContentInput, type ServiceContentInput } from '../../services/service-content';
import type { PageDocument } from '../../document/page-types';
import type { Post } from '../../posts/post';
import {
  PAGES_COLLECTION,
  pagesSubject,
  PreviewNotFoundError,
  type OpenedPreview,
  type PreviewedCollection,
  type PreviewedDraft,
  type PreviewLink,
  type PreviewLinkDays,
} from '../preview-link';
import { hashPreviewToken, isPreviewToken, newPreviewToken } from '../preview-token';

// The same functions on every database (supabase/migrations/*_preview_links.sql).
const CREATE =
  'select public.create_preview_link($1, $2, $3, $4::timestamptz, $5::jsonb, $6) as link';
const LIST = 'select public.preview_links($1, $2) as links';
const REVOKE = 'select public.revoke_preview_link($1::uuid, $2) as link';
const OPEN = 'select public.open_preview_link($1) as opened';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Preview links in the site's own database; the server makes their secrets. */
export interface SqlPreviewStore {
  /** A new link to the record's saved changes, with its secret (never stored). */
  create(
    collection: PreviewedCollection,
    slug: string,
    days: PreviewLinkDays,
    by?: string,
  ): Promise<{ link: PreviewLink; token: string }>;
  list(collection: PreviewedCollection, slug: string): Promise<PreviewLink[]>;
  /** A new link showing page documents (by route) in place of the site's own. */
  createForPages(
    documents: Record<string, PageDocument>,
    days: PreviewLinkDays,
    by?: string,
  ): Promise<{ link: PreviewLink; token: string }>;
  /** Every link to page documents, newest first, working or not. */
  listPages(): Promise<PreviewLink[]>;
  revoke(id: string, by?: string): Promise<PreviewLink>;
  /** What the link with this secret shows, or null when it is unknown, expired or revoked. */
  open(token: string): Promise<OpenedPreview | null>;
}

export function createSqlPreviewStore(db: SqlDatabase): SqlPreviewStore {
  async function insert(
    collection: string,
    subject: string,
    documents: Record<string, PageDocument> | null,
    days: PreviewLinkDays,
    by: string | undefined,
  ) {
    const { token, hash } = newPreviewToken();
    const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
    const [row] = await db.query<{ link: PreviewLink }>(CREATE, [
      collection,
      subject,
      hash,
      expiresAt,
      documents && JSON.stringify(documents),
      by ?? null,
    ]);
    return { link: row!.link, token };
  }

  return {
    async create(collection, slug, days, by) {
      try {
        return await insert(collection, slug, null, days, by);
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === NO_SUCH_SERVICE) throw new PreviewNotFoundError(slug);
        throw storeError(`Could not make a preview link to "${slug}"`, databaseError);
      }
    },
    async list(collection, slug) {
      try {
        const [row] = await db.query<{ links: PreviewLink[] }>(LIST, [collection, slug]);
        return row?.links ?? [];
      } catch (error) {
        throw storeError(`Could not list the preview links of "${slug}"`, asDatabaseError(error));
      }
    },
    async createForPages(documents, days, by) {
      const routes = Object.keys(documents);
      if (routes.length === 0) throw new Error('A preview of pages needs at least one page.');
      try {
        return await insert(PAGES_COLLECTION, pagesSubject(routes), documents, days, by);
      } catch (error) {
        throw storeError('Could not make a preview link to the pages', asDatabaseError(error));
      }
    },
    async listPages() {
      try {
        const [row] = await db.query<{ links: PreviewLink[] }>(LIST, [PAGES_COLLECTION, null]);
        return row?.links ?? [];
      } catch (error) {
        throw storeError('Could not list the preview links of pages', asDatabaseError(error));
      }
    },
    async revoke(id, by) {
      if (!UUID.test(id)) throw new PreviewNotFoundError(id);
      try {
        const [row] = await db.query<{ link: PreviewLink }>(REVOKE, [id, by ?? null]);
        return row!.link;
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === NO_SUCH_SERVICE) throw new PreviewNotFoundError(id);
        throw storeError('Could not revoke the preview link', databaseError);
      }
    },
    async open(token) {
      if (!isPreviewToken(token)) return null;
      const [row] = await db.query<{
        opened:
          | (PreviewLink &
              Pick<OpenedPreview, 'documents'> & { draft: Record<string, unknown> | null })
          | null;
      }>(OPEN, [hashPreviewToken(token)]);
      if (!row?.opened) return null;
      const { draft, documents, ...link } = row.opened;
      return {
        link,
        draft: draft && draftOf(link.collection, draft),
        documents: documents ?? null,
      };
    },
  };
}

/** A record's draft as its collection reads it; null for a collection no link previews. */
function draftOf(collection: string, draft: Record<string, unknown>): PreviewedDraft | null {
  if (collection === 'services') {
    return { collection, record: toServiceContentInput(draft as unknown as ServiceContentInput) };
  }
  // Checked against the post schema when it was saved (save_record_draft's callers).
  if (collection === 'posts') return { collection, record: draft as unknown as Post };
  return null;
}
