import { stringify } from 'yaml';
import { blockSchemas, blockTypes } from '../../pages/block-schemas';
import { actionSchema } from '../../schema/action.schema';
import { formSchema } from '../../forms/form.schema';
import { staffGateSchema } from '../../schema/staff-gate.schema';
import { iconNames } from '../../schema/icon-names';
import { tagOf, tagValue } from '../../schema/tagged-union';

/** The parts of a JSON Schema the reference reads. */
interface Schema {
  type?: string | readonly string[];
  title?: string;
  description?: string;
  const?: unknown;
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: readonly string[];
  oneOf?: readonly Schema[];
  examples?: readonly unknown[];
}

interface Row {
  name: string;
  required: boolean;
  /** The branch of a tagged union that alone takes it, such as `select`. */
  onlyFor?: string;
  type: string;
  default?: unknown;
  description: string;
}

/** Shared pieces documented once, at the end, and linked from every block that uses them. */
const sharedSections: { anchor: string; title: string; schema: Schema }[] = [
  { anchor: 'action', title: 'Action', schema: actionSchema },
  { anchor: 'form', title: 'Form', schema: formSchema },
];

function sharedAnchor(schema: Schema): string | undefined {
  return sharedSections.find((shared) => shared.schema.properties === schema.properties)?.anchor;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum === iconNames) return '[icon name](#icons)';
  if (schema.enum) return schema.enum.map(code).join(', ');
  const shared = sharedAnchor(schema);
  if (shared) return `[${shared}](#${shared})`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types
    .map((type) => {
      switch (type) {
        case 'string':
          return 'text';
        case 'integer':
          return wholeNumber(schema);
        case 'number':
          return 'number';
        case 'boolean':
          return 'true or false';
        case 'array':
          return `list of ${schema.items ? plural(typeOf(schema.items)) : 'values'}`;
        case 'object':
          return typeof schema.additionalProperties === 'object'
            ? `mapping of names to ${typeOf(schema.additionalProperties)}`
            : 'mapping';
        default:
          return 'any value';
      }
    })
    .join(' or ');
}

function wholeNumber(schema: Schema): string {
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    return `whole number, ${schema.minimum} to ${schema.maximum}`;
  if (schema.minimum !== undefined) return `whole number, at least ${schema.minimum}`;
  return 'whole number';
}

function plural(type: string): string {
  if (type === 'text' || type.startsWith('[') || type.startsWith('`')) return type;
  if (type === 'mapping') return 'mappings';
  return type;
}

/**
 * The rows of a schema's properties, nested ones named by their path (`items[].title`), then
 * those only one branch of a tagged union takes (a select's `options`).
 */
function rows(schema: Schema, prefix = ''): Row[] {
  const out = propertyRows(schema, prefix, (name) => schema.required?.includes(name) ?? false);
  const tag = tagOf(schema.oneOf ?? []);
  for (const branch of tag ? schema.oneOf! : []) {
    const own = Object.entries(branch.properties ?? {}).filter(
      ([name]) => !Object.hasOwn(schema.properties ?? {}, name),
    );
    const onlyFor = String(tagValue(branch, tag!));
    const required = (name: string) => branch.required?.includes(name) ?? false;
    out.push(...propertyRows({ properties: Object.fromEntries(own) }, prefix, required, onlyFor));
  }
  return out;
}

function propertyRows(
  schema: Schema,
  prefix: string,
  required: (name: string) => boolean,
  onlyFor?: string,
): Row[] {
  const out: Row[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    out.push({
      name: path,
      required: required(name),
      onlyFor,
      type: typeOf(property),
      default: property.default,
      description: property.description ?? '',
    });
    out.push(...childRows(property, path));
  }
  return out;
}

function childRows(schema: Schema, path: string): Row[] {
  if (sharedAnchor(schema)) return [];
  if (schema.properties) return rows(schema, `${path}.`);
  if (schema.items && !sharedAnchor(schema.items) && schema.items.properties)
    return rows(schema.items, `${path}[].`);
  return [];
}

function table(list: Row[]): string {
  const lines = ['| Property | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (const row of list) {
    const marks = [row.onlyFor && `${row.onlyFor} only`, row.required && 'required'];
    const note = marks.filter(Boolean).join(', ');
    const name = `\`${row.name}\`${note ? ` (${note})` : ''}`;
    const fallback =
      row.default === undefined || (typeof row.default === 'object' && row.default !== null)
        ? ''
        : code(row.default);
    lines.push(`| ${name} | ${cell(row.type)} | ${cell(fallback)} | ${cell(row.description)} |`);
  }
  return lines.join('\n');
}

/** An example as YAML: a block as an item of `blocks:`, a shared part under its key. */
function example(value: unknown): string {
  return ['```yaml', stringify(value, { lineWidth: 100 }).trimEnd(), '```'].join('\n');
}

function blockSection(type: string, schema: Schema): string {
  const parts = [`## ${type}`, '', `**${schema.title}.** ${schema.description}`, ''];
  parts.push(table(rows(schema)), '');
  for (const value of schema.examples ?? []) parts.push('Example:', '', example([value]), '');
  return parts.join('\n');
}

function sharedSection(key: string, title: string, schema: Schema): string {
  const parts = [`## ${title}`, '', `${schema.description}`, ''];
  parts.push(table(rows(schema)), '');
  for (const value of schema.examples ?? [])
    parts.push('Example:', '', example({ [key]: value }), '');
  return parts.join('\n');
}

/** `docs/blocks.md`: every block type an author can use, with its properties and an example. */
export function blockReference(): string {
  const blocks = blockTypes.map((type) => [type, blockSchemas[type] as Schema] as const);
  const contents = blocks.map(([type, schema]) => `- [${type}](#${type}): ${schema.title}`);
  return [
    '# Blocks',
    '',
    '<!-- Generated from the block schemas by `npm run schemas`; do not edit. -->',
    '',
    'A page document lists its sections under `blocks:`, top to bottom. Each block starts with',
    '`type:`, one of the types below; the other properties are the ones its table lists.',
    'Properties marked (required) must be given; a default applies when a property is left out.',
    'Buttons, links and forms share one shape, described under [Action](#action) and',
    '[Form](#form) at the end. A page with `access: staff` shows its blocks to signed-in staff',
    'only, after the sign-in screen its `staffGate:` describes ([Staff gate](#staff-gate)).',
    '',
    ...contents,
    '',
    ...blocks.map(([type, schema]) => blockSection(type, schema)),
    ...sharedSections.map(({ anchor, title, schema }) => sharedSection(anchor, title, schema)),
    sharedSection('staffGate', 'Staff gate', staffGateSchema),
    '## Icons',
    '',
    'An `icon` is one of these names:',
    iconNames.map((name) => `\`${name}\``).join(', ') + '.',
    '',
  ].join('\n');
}
