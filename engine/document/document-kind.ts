/** What a YAML file of the project holds, and so which schema it is checked against. */
export type DocumentKind = 'page' | 'site' | 'service-content' | 'posts';

/** The site settings file, in the pages folder. */
export const siteFile = '_site.yaml';

export const serviceContentSchemaFile = 'service-content.schema.json';
export const postsSchemaFile = 'posts.schema.json';

const schemaLine = /^(?:\uFEFF)?# yaml-language-server: \$schema=(\S+)/;

// No node:path here: the admin's upload runs in the browser.
const baseName = (file: string) =>
  file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);

// The first line of a document's own (not blank, a comment, a directive or `---`).
const firstDataLine = /^(?![ \t]*(?:#|$)|%|---[ \t]*(?:#|$))(.*)$/m;
// A list at the top (`- slug: …`), or the list under `services:` or `content:`, as the
// import reads them (engine/services/import/document-items.ts). No page starts so.
const servicesShape = /^(?:-(?:[ \t]|$)|(?:services|content)[ \t]*:)/;
// The list under `posts:`, as a posts file holds it.
const postsShape = /^posts[ \t]*:/;

/**
 * What a file holds, decided from its start (`text`, the first few hundred bytes) and its
 * name, the same way for every command. A file whose first line names the service content
 * schema (`# yaml-language-server: $schema=../../schemas/service-content.schema.json`) is
 * service content, wherever it lives; so is one shaped as the import reads services (a
 * list of records, or a `services:` list). Blog posts likewise: a file naming the posts
 * schema, or starting with a `posts:` list. Otherwise `_site.yaml` holds the site settings
 * and any other file is a page document.
 */
export function documentKind(text: string, file: string): DocumentKind {
  const schema = schemaLine.exec(text)?.[1];
  if (schema !== undefined && baseName(schema) === serviceContentSchemaFile)
    return 'service-content';
  if (schema !== undefined && baseName(schema) === postsSchemaFile) return 'posts';
  if (baseName(file) === siteFile) return 'site';
  const first = firstDataLine.exec(text.replace(/^\uFEFF/, ''))?.[1] ?? '';
  if (postsShape.test(first)) return 'posts';
  return servicesShape.test(first) ? 'service-content' : 'page';
}
