import { serviceContentSchema } from '../../schema/service-content.schema';

/** Where `npm run schemas` writes the shape of a service record that the browser needs. */
export const serviceShapeFile = 'engine/services/service-shape.generated.ts';

/**
 * The service record's fields a writer supplies (in the schema's order), which of them are
 * lists, and their defaults, as plain data: a service page needs these in the browser, and
 * the whole schema would be a far larger download.
 */
export function serviceShapeModule(): string {
  // Translations are rows of a table of their own, not fields of the record's row.
  const written = Object.entries(serviceContentSchema.properties).filter(
    ([field, property]) => !('readOnly' in property) && field !== 'translations',
  );
  const shape = {
    fields: written.map(([field]) => field),
    listFields: written.filter(([, property]) => property.type === 'array').map(([field]) => field),
    defaults: Object.fromEntries(
      written.flatMap(([field, property]) =>
        'default' in property ? [[field, property.default]] : [],
      ),
    ),
  };
  return [
    '// Generated from engine/schema/service-content.schema.ts by `npm run schemas`; do not edit.',
    `export const serviceShape = ${JSON.stringify(shape, null, 2)} as const;`,
    '',
  ].join('\n');
}
