/** What a YAML file of the project holds, and so which schema it is checked against. */
export type DocumentKind = 'page' | 'site' | 'service-content';

/** The site settings file, in the pages folder. */
export const siteFile = '_site.yaml';

export const serviceContentSchemaFile = 'service-content.schema.json';

const schemaLine = /^(?:\uFEFF)?# yaml-language-server: \$schema=(\S+)/;

// No node:path here: the admin's upload runs in the browser.
const baseName = (file: string) =>
  file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

/**
 * A file whose first line names the service content schema
 * (`# yaml-language-server: $schema=../../schemas/service-content.schema.json`) is service
 * content: the line that gives an editor its completion decides, wherever the file lives.
 * Otherwise `_site.yaml` holds the site settings and any other file is a page document.
 */
export function documentKind(text: string, file: string): DocumentKind {
  const schema = schemaLine.exec(text)?.[1];
  if (schema !== undefined && baseName(schema) === serviceContentSchemaFile)
    return 'service-content';
  return baseName(file) === siteFile ? 'site' : 'page';
}
