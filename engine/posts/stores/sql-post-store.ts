import { asDatabaseError } from '../../database/database-error';
import type { SqlDatabase } from '../../database/sql-database';
import { storeError } from '../../errors/store-error';
import {
  createSqlRecordStore,
  type SqlRecordStore,
} from '../../collections/stores/sql-record-store';
import { POSTS, postCollection, type Post, type PublishedPost } from '../post';

const PUBLISHED_ONE = `select record || jsonb_build_object('first_published_at', first_published_at,
                                                  'updated_at', updated_at) as post
  from content.published_records where collection = $1 and slug = $2`;
const PUBLISHED_ALL = `select record || jsonb_build_object('first_published_at', first_published_at,
                                                  'updated_at', updated_at) as post
  from content.published_records where collection = $1
  order by record ->> 'date' desc, slug`;

/** The blog's posts in the site's own database: drafts for staff, published posts for all. */
export interface SqlPostStore extends SqlRecordStore<PublishedPost, Post> {
  /** The published post with this slug, or null. */
  published(slug: string): Promise<PublishedPost | null>;
  /** Every published post, newest first by its date. */
  listPublished(): Promise<PublishedPost[]>;
}

export function createSqlPostStore(db: SqlDatabase): SqlPostStore {
  const drafts = createSqlRecordStore<PublishedPost, Post>(db, postCollection);
  return {
    ...drafts,
    async published(slug) {
      try {
        const [row] = await db.query<{ post: PublishedPost }>(PUBLISHED_ONE, [POSTS, slug]);
        return row?.post ?? null;
      } catch (error) {
        throw storeError('Could not load the post', asDatabaseError(error));
      }
    },
    async listPublished() {
      try {
        const rows = await db.query<{ post: PublishedPost }>(PUBLISHED_ALL, [POSTS]);
        return rows.map((row) => row.post);
      } catch (error) {
        throw storeError('Could not load the posts', asDatabaseError(error));
      }
    },
  };
}
