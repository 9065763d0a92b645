import pageSchemaJson from '../../../schemas/page.schema.json';
import siteSchemaJson from '../../../schemas/site.schema.json';
import type { JsonSchema } from '../../shared/schema-at';

/** The generated schemas the engine validates with (`npm run schemas`), for the editor's help. */
export const pageSchema = pageSchemaJson as unknown as JsonSchema;
export const siteSchema = siteSchemaJson as unknown as JsonSchema;

/** The schema of a file of the pages folder: the site file's, or a page's. */
export const schemaOfFile = (path: string) =>
  path.endsWith('_site.yaml') ? siteSchema : pageSchema;
