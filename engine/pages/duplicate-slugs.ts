import { locate } from '../document/locate';
import type { ServiceContentFile } from '../document/page-types';
import { documentAt, parseYaml, type ParsedYaml } from '../document/parse-yaml';
import { fileStart, formatPath, problem, type Problem, type Span } from '../document/problem';

export interface ServiceContentSource {
  file: string;
  text: string;
  /** The file's documents, in order. */
  data: readonly ServiceContentFile[];
}

interface Occurrence {
  source: ServiceContentSource;
  document: number;
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
    source.data.forEach(({ services }, document) =>
      services.forEach(({ slug }, index) => {
        const earlier = firstUse.get(slug);
        const occurrence = { source, document, index };
        if (earlier) duplicates.push({ occurrence, slug, earlier });
        else firstUse.set(slug, occurrence);
      }),
    );

  const parsedFiles = new Map<ServiceContentSource, ParsedYaml | undefined>();
  const positionOf = ({ source, document, index }: Occurrence): Span => {
    if (!parsedFiles.has(source))
      parsedFiles.set(source, parseYaml(source.text, source.file, 'service-content').parsed);
    const parsed = parsedFiles.get(source);
    const found = parsed && documentAt(parsed, document);
    return found ? locate(found, slugPath(index)) : fileStart;
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
