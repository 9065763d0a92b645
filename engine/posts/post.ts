import type { FromSchema } from 'json-schema-to-ts';
import type { postSchema } from '../schema/post.schema';

/** The collection posts belong to, as the database and the staff API name it. */
export const POSTS = 'posts';

/** A blog post as written: by staff in the dashboard, or in a posts file. */
export type Post = FromSchema<typeof postSchema, { keepDefaultedPropertiesOptional: true }>;

/** A published post as the database keeps it: with when it first went out and last changed. */
export type PublishedPost = Post & { first_published_at: string; updated_at: string };
