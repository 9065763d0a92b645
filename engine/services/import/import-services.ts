import { parseYaml } from '../../document/parse-yaml';
import type { ReadDocument } from '../../document/read-document';
import { servicesFromYaml } from './services-from-yaml';
import type { ServiceImport } from './types';

/**
 * Reads the services of a service content file's text: parsed within the limits of the
 * kind by the front door (engine/document), then mapped onto records.
 */
export function importServices(text: string, file: string): ServiceImport {
  const { parsed, problems } = parseYaml(text, file, 'service-content');
  if (!parsed || problems.length > 0) return { services: [], problems };
  return servicesFromYaml(parsed, file);
}

/** The services of a file as read (read-document.ts); only its problems when it was not read. */
export function importDocument(read: ReadDocument): ServiceImport {
  return read.text === undefined
    ? { services: [], problems: read.problems }
    : importServices(read.text, read.file);
}
