import { locate } from './locate';
import type { ServiceContentFile } from './page-types';
import { parseYaml } from './parse-yaml';
import { formatPath, problem, type Problem } from './problem';

export interface ServiceContentSource {
  file: string;
  text: string;
  data: ServiceContentFile;
}

/**
 * Every record whose slug an earlier record already has, in one file or in another one
 * checked with it: the seed (supabase/seed/) and an import keep one record per slug.
 */
export function duplicateSlugs(sources: readonly ServiceContentSource[]): Problem[] {
  const firstAt = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, text, data } of sources) {
    const { parsed } = parseYaml(text, file);
    if (!parsed) continue;
    data.services.forEach(({ slug }, index) => {
      const path = ['services', index, 'slug'];
      const at = locate(parsed, path);
      const earlier = firstAt.get(slug);
      if (earlier === undefined) {
        firstAt.set(slug, `${file}:${at.line}:${at.column}`);
        return;
      }
      problems.push(
        problem({
          code: 'duplicate-slug',
          file,
          at,
          path: formatPath(path),
          message: `the slug '${slug}' is already used at ${earlier}`,
        }),
      );
    });
  }
  return problems;
}
