import { join } from 'node:path';
import { formatProblem } from '../../document/problem';
import { parseYaml, toData } from '../../document/parse-yaml';
import { readDocumentFile } from '../../document/read-document-file';
import { projectRoot } from '../../schema/project-root';
import { checkPost } from '../check-post';
import type { Post } from '../post';

/** The folder of the seeded posts: `published.yaml` and `drafts.yaml`, each a `posts:` list. */
export const POST_SEED_DIR = join(projectRoot, 'supabase', 'seed', 'posts');

/** The posts a new database starts with: published ones, and drafts not yet published. */
export interface PostSeed {
  published: Post[];
  drafts: Post[];
}

/**
 * Reads the seeded posts. The seed is curated data, so any problem (a file that does not
 * read, a post its schema refuses, a slug used twice) throws, naming each; `sitectl validate
 * supabase/seed/posts` shows where in the file.
 */
export function readPostSeed(dir: string = POST_SEED_DIR): PostSeed {
  const published = postsOf(dir, 'published.yaml');
  const drafts = postsOf(dir, 'drafts.yaml');
  const slugs = [...published, ...drafts].map((post) => post.slug);
  const repeated = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  if (repeated.length > 0)
    throw new Error(`The seeded posts use a slug twice: ${[...new Set(repeated)].join(', ')}.`);
  return { published, drafts };
}

function postsOf(dir: string, name: string): Post[] {
  const shown = `supabase/seed/posts/${name}`;
  const read = readDocumentFile(join(dir, name), shown, 'posts');
  const parsed = read.text === undefined ? undefined : parseYaml(read.text, shown, 'posts');
  const data = parsed?.parsed && toData(parsed.parsed, shown);
  const problems = [...read.problems, ...(parsed?.problems ?? []), ...(data?.problems ?? [])];
  if (problems.length > 0)
    throw new Error(`${shown} cannot be read:\n${problems.map(formatProblem).join('\n')}`);
  const file = data?.data?.[0] as { posts?: unknown } | undefined;
  const posts: unknown[] = Array.isArray(file?.posts) ? file.posts : [];
  const wrong = posts.flatMap((post, index) =>
    checkPost(post).map(
      (problem) => `  posts[${index}].${problem.path.join('.')}: ${problem.message}`,
    ),
  );
  if (!Array.isArray(file?.posts) || wrong.length > 0)
    throw new Error(
      `${shown} holds posts its schema refuses:\n${wrong.join('\n') || '  no posts: list'}`,
    );
  return posts as Post[];
}
