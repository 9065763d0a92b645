import { locate } from './locate';
import type { ServiceContentFile } from './page-types';
import { parseYaml, type ParsedYaml } from './parse-yaml';
import { fileStart, formatPath, problem, type Problem, type Span } from './problem';

export interface ServiceContentSource {
  file: string;
  text: string;
  data: ServiceContentFile;
}

interface Occurrence {
  source: ServiceContentSource;
  index: number;
}

/**
 * Every record whose slug an earlier record already has, in one file or in another one
 * checked with it: the seed (supabase/seed/) and an import keep one record per slug.
 * Slugs are compared on the data; only a file with a duplicate, or the first use of one,
 * is parsed again for positions.
 */
export function duplicateSlugs(sources: readonly ServiceContentSource[]): Problem[] {
  const firstUse = new Map<string, Occurrence>();
  const duplicates: { occurrence: Occurrence; slug: string; earlier: Occurrence }[] = [];
  for (const source of sources)
    source.data.services.forEach(({ slug }, index) => {
      const earlier = firstUse.get(slug);
      if (earlier) duplicates.push({ occurrence: { source, index }, slug, earlier });
      else firstUse.set(slug, { source, index });
    });

  const parsedFiles = new Map<ServiceContentSource, ParsedYaml | undefined>();
  const positionOf = ({ source, index }: Occurrence): Span => {
    if (!parsedFiles.has(source))
      parsedFiles.set(source, parseYaml(source.text, source.file).parsed);
    const parsed = parsedFiles.get(source);
    return parsed ? locate(parsed, slugPath(index)) : fileStart;
  };
  return duplicates.map(({ occurrence, slug, earlier }) => {
    const first = positionOf(earlier);
    return problem({
      code: 'duplicate-slug',
      file: occurrence.source.file,
      at: positionOf(occurrence),
      path: formatPath(slugPath(occurrence.index)),
      message: `the slug '${slug}' is already used at ${earlier.source.file}:${first.line}:${first.column}`,
    });
  });
}

const slugPath = (index: number) => ['services', index, 'slug'];
