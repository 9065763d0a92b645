import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrated, testDatabases } from '../../../tests/fixtures/test-databases';
import { serviceContentSchema } from '../../schema/service-content.schema';
import type { SqlDatabase } from '../../database/sql-database';

interface Column {
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
  column_default: string | null;
}

interface Property {
  type: string | readonly string[];
  items?: { type: string };
  default?: unknown;
  readOnly?: boolean;
}

// Translations are rows of content.service_content_translations, not columns of the record's.
const properties: Readonly<Record<string, Property>> = Object.fromEntries(
  Object.entries(serviceContentSchema.properties).filter(([name]) => name !== 'translations'),
);
const types = (property: Property) => [property.type].flat();

/** A column's default as a JSON value, for the defaults the schema can state. */
function literalDefault(sql: string | null): unknown {
  if (sql === null) return null;
  if (sql === `'{}'::text[]`) return [];
  const text = /^'((?:[^']|'')*)'::text$/.exec(sql);
  return text ? text[1]!.replaceAll("''", "'") : undefined;
}

/** Where the columns of a table and the service content schema tell different stories. */
function disagreements(columns: readonly Column[]): string[] {
  const found: string[] = [];
  const names = columns.map((column) => column.column_name);
  if (names.join() !== Object.keys(properties).join())
    found.push(`columns ${names.join(', ')}; schema ${Object.keys(properties).join(', ')}`);
  for (const column of columns) {
    const name = column.column_name;
    const property = properties[name];
    if (!property) continue;
    const nullable = types(property).includes('null');
    if ((column.is_nullable === 'YES') !== nullable)
      found.push(`${name}: the column is ${column.is_nullable === 'YES' ? '' : 'not '}nullable`);
    const isArray = column.data_type === 'ARRAY';
    if (isArray !== types(property).includes('array'))
      found.push(`${name}: the column is ${isArray ? 'an array' : 'not an array'}`);
    if (isArray && (column.udt_name !== '_text' || property.items?.type !== 'string'))
      found.push(`${name}: the column holds ${column.udt_name}, not a list of text`);
    if (!isArray && !types(property).includes('string'))
      found.push(`${name}: the column holds ${column.data_type}, the schema no text`);
    const given = literalDefault(column.column_default);
    if (!property.readOnly && given !== undefined && column.column_default !== null) {
      if (JSON.stringify(given) !== JSON.stringify(property.default))
        found.push(`${name}: the column defaults to ${column.column_default}`);
    }
  }
  return found;
}

const COLUMNS = `
  select column_name, is_nullable, data_type, udt_name, column_default
  from information_schema.columns
  where table_schema = $1 and table_name = 'service_content_feed'
  order by ordinal_position`;

// The migrations are hand-written SQL; this keeps them and the schema telling one story.
describe('the service content table and its schema', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openMigrated(testDatabases[0]!);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('has a column for each schema field, in its order, nullable and lists alike', async () => {
    const columns = await db.query<Column>(COLUMNS, ['content']);
    expect(columns.length).toBeGreaterThan(0);
    expect(disagreements(columns)).toEqual([]);
  });

  // A view reports every column nullable, so only the names and kinds are compared.
  it('shows the same columns through the public view, and the translations', async () => {
    const kinds = (columns: Column[]) => columns.map((c) => [c.column_name, c.udt_name]);
    const table = await db.query<Column>(COLUMNS, ['content']);
    expect(kinds(await db.query<Column>(COLUMNS, ['public']))).toEqual([
      ...kinds(table),
      ['translations', 'jsonb'],
    ]);
  });

  it('notices a column that stops matching the schema', async () => {
    await db.exec(`
      alter table content.service_content_feed alter column hero set not null;
      alter table content.service_content_feed alter column parent set default 'services';
      alter table content.service_content_feed add column summary text;`);
    const columns = await db.query<Column>(COLUMNS, ['content']);
    expect(disagreements(columns)).toEqual([
      expect.stringMatching(/^columns .*brands, created_at, updated_at, summary; schema /),
      "parent: the column defaults to 'services'::text",
      'hero: the column is not nullable',
    ]);
  });
});
