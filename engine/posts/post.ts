import type { FromSchema } from 'json-schema-to-ts';
import { postSchema, translatedPostFields } from '../schema/post.schema';
import type { DiffedFields } from '../collections/record-diff';
import { RecordNotFoundError, SlugTakenError } from '../collections/record-drafts';

/** The collection posts belong to, as the database and the staff API name it. */
export const POSTS = 'posts';

/** A blog post as written: by staff in the dashboard, or in a posts file. */
export type Post = FromSchema<typeof postSchema, { keepDefaultedPropertiesOptional: true }>;

/** A published post as the database keeps it: with when it first went out and last changed. */
export type PublishedPost = Post & { first_published_at: string; updated_at: string };

/** The posts collection as its stores know it: its name, its noun and its errors. */
export const postCollection = {
  collection: POSTS,
  noun: 'post',
  /** The database's own words when it gave them, as the SQL stores pass them on. */
  notFound: (slug: string, message = `There is no post "${slug}": it may have been deleted.`) =>
    new RecordNotFoundError(slug, message),
  slugTaken: (slug: string) =>
    new SlugTakenError(slug, `A post with the slug "${slug}" already exists.`),
};

/** What two versions of a post compare: its fields in the schema's order, then its translated ones. */
export const postVersionFields: DiffedFields = {
  fields: Object.keys(postSchema.properties).filter((field) => field !== 'translations'),
  translatedFields: translatedPostFields,
};
