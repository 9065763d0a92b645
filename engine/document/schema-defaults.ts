type SchemaNode = {
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

/**
 * Fills in the `default` of every schema property a value leaves out, at any depth.
 * YAML can stay sparse; every reader sees the same props. Returns a new value.
 */
export function applyDefaults<T>(schema: object, value: T): T {
  return fill(schema as SchemaNode, value) as T;
}

function fill(schema: SchemaNode, value: unknown): unknown {
  let current =
    value === undefined && schema.default !== undefined ? structuredClone(schema.default) : value;
  if (schema.properties && current && typeof current === 'object' && !Array.isArray(current)) {
    const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
    for (const [key, child] of Object.entries(schema.properties)) {
      const filled = fill(child, out[key]);
      if (filled !== undefined) out[key] = filled;
    }
    current = out;
  }
  if (schema.items && Array.isArray(current))
    current = current.map((item) => fill(schema.items!, item));
  return current;
}
