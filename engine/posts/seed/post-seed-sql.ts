import { POSTS, type Post } from '../post';
import type { PostSeed } from './post-seed';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const jsonLiteral = (post: Post) => `${literal(JSON.stringify(post))}::jsonb`;

/**
 * The seed of the posts collection, run once on a new database: the published posts as
 * visitors read them, and the drafts as staff left them (saved by their authors), each at
 * revision 1. A post already there is left as it is.
 */
export function postSeedSql({ published, drafts }: PostSeed): string {
  const statements: string[] = [];
  if (published.length > 0)
    statements.push(`insert into content.published_records (collection, slug, record)
values
${published.map((post) => `  (${literal(POSTS)}, ${literal(post.slug)}, ${jsonLiteral(post)})`).join(',\n')}
on conflict (collection, slug) do nothing;
`);
  if (drafts.length > 0)
    statements.push(`insert into content.record_edits
  (collection, slug, revision, draft, draft_saved_by, draft_saved_at, changed_by)
values
${drafts
  .map(
    (post) =>
      `  (${literal(POSTS)}, ${literal(post.slug)}, 1, ${jsonLiteral(post)}, ${literal(post.author)}, now(), ${literal(post.author)})`,
  )
  .join(',\n')}
on conflict (collection, slug) do nothing;
`);
  return statements.length > 0
    ? `\n-- Posts, from supabase/seed/posts/*.yaml.\n${statements.join('\n')}`
    : '';
}
