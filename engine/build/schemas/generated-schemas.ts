import { buildPageSchema } from '../../pages/page.schema';
import { postsFileSchema } from '../../schema/post.schema';
import { serviceContentFileSchema } from '../../schema/service-content.schema';
import { siteSchema } from '../../schema/site.schema';

const notice = 'Generated from the block registry by `npm run schemas`; do not edit.';
const serviceNotice =
  'Generated from engine/schema/service-content.schema.ts by `npm run schemas`; do not edit.';

const postsNotice =
  'Generated from engine/schema/post.schema.ts by `npm run schemas`; do not edit.';

/** The schema files editors and the CLI read, keyed by their path under the project. */
export function generatedSchemaFiles(): Record<string, string> {
  const files = {
    'schemas/page.schema.json': { $comment: notice, ...buildPageSchema() },
    'schemas/site.schema.json': { $comment: notice, ...siteSchema },
    'schemas/service-content.schema.json': { $comment: serviceNotice, ...serviceContentFileSchema },
    'schemas/posts.schema.json': { $comment: postsNotice, ...postsFileSchema },
  };
  return Object.fromEntries(
    Object.entries(files).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`]),
  );
}
