import { structureProblem } from '../../document/file-problems';
import { maxServices } from '../../document/limits';
import { locate } from '../../document/locate';
import { documentAt, toData, type ParsedYaml } from '../../document/parse-yaml';
import { fileStart, problem, type Problem } from '../../document/problem';
import { collectServices } from './collect-services';
import { documentItems, type DocumentItem } from './document-items';
import { IMPORT_MESSAGES } from './messages';
import { oneServicePerSlug } from './one-service-per-slug';
import type { ImportProblem, ServiceImport } from './types';

/**
 * The services of a parsed service content file (engine/document/parse-yaml.ts). Each
 * document is an array of services, an object with a `services` or `content` array, or a
 * single service object. Invalid items are skipped, with their problems; a document of
 * another shape, or a file without a valid service, is a problem of the whole file.
 */
export function servicesFromYaml(parsed: ParsedYaml, file: string): ServiceImport {
  const converted = toData(parsed, file);
  if (!converted.data) return { services: [], problems: converted.problems };
  const located = locateItems(parsed, converted.data, file);
  if (!Array.isArray(located)) return { services: [], problems: [located] };
  const collected = collectServices(located, parsed, file);
  const kept = oneServicePerSlug(collected.services);
  const problems = inItemOrder([...collected.problems, ...kept.problems]);
  if (kept.services.length > 0) return { services: kept.services, problems };
  const none = problem({
    code: 'no-valid-services',
    file,
    message: IMPORT_MESSAGES.noValidServices,
  });
  return { services: [], problems: [...problems, none] };
}

function locateItems(
  parsed: ParsedYaml,
  values: readonly unknown[],
  file: string,
): DocumentItem[][] | Problem {
  const located: DocumentItem[][] = [];
  let count = 0;
  for (const [index, value] of values.entries()) {
    const document = documentAt(parsed, index);
    const items = document && documentItems(document.doc, value, parsed.lines);
    if (!items)
      return problem({
        code: 'unknown-structure',
        file,
        at: document ? locate(document, []) : fileStart,
        message: IMPORT_MESSAGES.structureNotRecognized,
      });
    // Aliases may repeat items the structure scan counted once.
    count += items.length;
    if (count > maxServices) return structureProblem('services', file, parsed.kind);
    located.push(items);
  }
  return located;
}

// Each item's problems together, items in file order; a sort keeps the order within an item.
function inItemOrder(problems: ImportProblem[]): ImportProblem[] {
  const order = ({ item }: ImportProblem) => (item ? [item.document, item.index] : [0, 0]);
  return problems.sort((a, b) => {
    const [documentA = 0, indexA = 0] = order(a);
    const [documentB = 0, indexB = 0] = order(b);
    return documentA - documentB || indexA - indexB;
  });
}
