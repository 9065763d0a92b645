import path from 'node:path';
import { siteFile } from './load-site';

/** What a YAML file of the project holds, and so which schema it is checked against. */
export type DocumentKind = 'page' | 'site' | 'service-content';

export const serviceContentSchemaFile = 'service-content.schema.json';

const schemaLine = /^(?:\uFEFF)?# yaml-language-server: \$schema=(\S+)/;

/**
 * A file whose first line names the service content schema
 * (`# yaml-language-server: $schema=../../schemas/service-content.schema.json`) is service
 * content: the line that gives an editor its completion decides, wherever the file lives.
 * Otherwise `_site.yaml` holds the site settings and any other file is a page document.
 */
export function documentKind(text: string, file: string): DocumentKind {
  const schema = schemaLine.exec(text)?.[1];
  if (schema !== undefined && path.posix.basename(schema) === serviceContentSchemaFile)
    return 'service-content';
  return path.basename(file) === siteFile ? 'site' : 'page';
}
