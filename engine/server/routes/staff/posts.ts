import { checkPost } from '../../../posts/check-post';
import { POSTS, type Post } from '../../../posts/post';
import type { CollectionRoutes } from './record-drafts';

/**
 * Drafts of blog posts (engine/server/routes/staff/record-drafts.ts), under /api/admin/posts;
 * a draft is checked against the post schema, each problem a sentence naming its field.
 */
export const postDrafts: CollectionRoutes<Post> = {
  path: POSTS,
  noun: 'post',
  store: ({ database }) => database.posts,
  readRecord(sent) {
    const problems = checkPost(sent).map(({ path, rule, message }) =>
      rule === 'required' ? `${path.join('.')} is required.` : `${path.join('.')}: ${message}.`,
    );
    return problems.length === 0 ? { record: sent as Post } : { problems };
  },
};
