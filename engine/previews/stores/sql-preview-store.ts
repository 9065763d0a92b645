import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { NO_SUCH_SERVICE, storeError } from '../../errors/store-error';
import { toServiceContentInput, type ServiceContentInput } from '../../services/service-content';
import {
  PreviewNotFoundError,
  type OpenedPreview,
  type PreviewLink,
  type PreviewLinkDays,
} from '../preview-link';
import { hashPreviewToken, isPreviewToken, newPreviewToken } from '../preview-token';

// The same functions on every database (supabase/migrations/*_preview_links.sql).
const CREATE = 'select public.create_preview_link($1, $2, $3, $4::timestamptz, null, $5) as link';
const LIST = 'select public.preview_links($1, $2) as links';
const REVOKE = 'select public.revoke_preview_link($1::uuid, $2) as link';
const OPEN = 'select public.open_preview_link($1) as opened';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Preview links in the site's own database; the server makes their secrets. */
export interface SqlPreviewStore {
  /** A new link to the record's saved changes, with its secret (never stored). */
  create(
    slug: string,
    days: PreviewLinkDays,
    by?: string,
  ): Promise<{ link: PreviewLink; token: string }>;
  list(slug: string): Promise<PreviewLink[]>;
  revoke(id: string, by?: string): Promise<PreviewLink>;
  /** What the link with this secret shows, or null when it is unknown, expired or revoked. */
  open(token: string): Promise<OpenedPreview | null>;
}

export function createSqlPreviewStore(db: SqlDatabase): SqlPreviewStore {
  return {
    async create(slug, days, by) {
      const { token, hash } = newPreviewToken();
      const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
      try {
        const [row] = await db.query<{ link: PreviewLink }>(CREATE, [
          'services',
          slug,
          hash,
          expiresAt,
          by ?? null,
        ]);
        return { link: row!.link, token };
      } catch (error) {
        const databaseError = asDatabaseError(error);
        if (databaseError.code === NO_SUCH_SERVICE) throw new PreviewNotFoundError(slug);
        throw storeError(`Could not make a preview link to "${slug}"`, databaseError);
      }
    },
    async list(slug) {
      try {
        const [row] = await db.query<{ links: PreviewLink[] }>(LIST, ['services', slug]);
        return row?.links ?? [];
      } catch (error) {
        throw storeError(`Could not list the preview links of "${slug}"`, asDatabaseError(error));
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
        opened: (PreviewLink & { draft: ServiceContentInput | null }) | null;
      }>(OPEN, [hashPreviewToken(token)]);
      if (!row?.opened) return null;
      const { draft, ...link } = row.opened;
      return { link, draft: draft && toServiceContentInput(draft) };
    },
  };
}
