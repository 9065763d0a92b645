import { isMap, isPair, isScalar, isSeq, type Node, parseDocument } from 'yaml';

/** The parts of a JSON Schema (schemas/*.schema.json) the editor reads. */
export interface JsonSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  allOf?: { if?: JsonSchema; then?: JsonSchema }[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  examples?: unknown[];
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

type Path = (string | number)[];

function resolve(root: JsonSchema, schema: JsonSchema | undefined): JsonSchema | undefined {
  let found = schema;
  for (let hops = 0; found?.$ref && hops < 20; hops += 1) {
    const [, place, name] = /^#\/(\$defs|definitions)\/(.+)$/.exec(found.$ref) ?? [];
    found = place ? root[place as '$defs']?.[name!] : undefined;
  }
  return found;
}

/**
 * The schemas that apply to `value` at a schema: the schema itself, the `then` of each
 * `allOf` whose `if` names the value's `type` (a block's schema, chosen by its type), and
 * the branches of `anyOf`/`oneOf`.
 */
function branches(root: JsonSchema, schema: JsonSchema, value: unknown): JsonSchema[] {
  const type = (value as { type?: unknown } | null)?.type;
  const chosen = (schema.allOf ?? [])
    .filter((part) => part.if?.properties?.type?.const === type && part.then)
    .map((part) => resolve(root, part.then));
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((part) =>
    resolve(root, part),
  );
  return [schema, ...chosen, ...alternatives].filter((part): part is JsonSchema => Boolean(part));
}

/** The schema of the value at `path` in `data`, or undefined where the schema says nothing. */
export function schemaAt(root: JsonSchema, path: Path, data: unknown): JsonSchema | undefined {
  let schema: JsonSchema | undefined = root;
  let value = data;
  for (const segment of path) {
    if (!schema) return undefined;
    const parts = branches(root, schema, value);
    const next: JsonSchema | undefined =
      typeof segment === 'number'
        ? parts.find((part) => part.items)?.items
        : (parts.find((part) => part.properties?.[segment])?.properties?.[segment] ??
          parts
            .map((part) => part.additionalProperties)
            .find((extra): extra is JsonSchema => typeof extra === 'object'));
    schema = resolve(root, next);
    value = (value as Record<string | number, unknown> | null)?.[segment];
  }
  return schema;
}

/** Every property the mapping at `path` may have, with its schema, in the schema's order. */
export function propertiesAt(root: JsonSchema, path: Path, data: unknown): [string, JsonSchema][] {
  const schema = schemaAt(root, path, data);
  if (!schema) return [];
  const value = path.reduce<unknown>(
    (at, segment) => (at as Record<string | number, unknown> | null)?.[segment],
    data,
  );
  const found = new Map<string, JsonSchema>();
  for (const part of branches(root, schema, value))
    for (const [name, property] of Object.entries(part.properties ?? {}))
      if (!found.has(name) || !found.get(name)?.description)
        found.set(name, resolve(root, property) ?? property);
  return [...found];
}

/**
 * The path of the key or value at `offset` of a YAML text, such as `['blocks', 1, 'title']`
 * over the `title` of the second block; null between nodes.
 */
export function pathAtOffset(text: string, offset: number): Path | null {
  const doc = parseDocument(text, { uniqueKeys: false });
  const within = (node: unknown) => {
    const range = (node as Node | null)?.range;
    return Boolean(range && range[0] <= offset && offset <= range[1]);
  };
  const visit = (node: unknown, path: Path): Path | null => {
    if (isMap(node))
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        if (within(pair.key)) return [...path, key];
        if (within(pair.value)) return visit(pair.value, [...path, key]);
      }
    if (isSeq(node))
      for (const [index, item] of node.items.entries())
        if (within(item)) return visit(item, [...path, index]);
    return within(node) ? path : null;
  };
  return visit(doc.contents, []);
}
