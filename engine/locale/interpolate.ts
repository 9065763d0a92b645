export type Variables = Record<string, string | number | null | undefined | readonly string[]>;

const reference = /\{([a-zA-Z][\w.]*)\}/g;

/**
 * Replaces `{name}` in text with a variable, such as `{product}` with the brand name.
 * Unknown names stay as written, so a typo shows on the page instead of vanishing; a
 * list variable in running text reads as its items joined by commas.
 */
export function interpolate(text: string, vars: Variables): string {
  return text.replace(reference, (match, name: string) => {
    const value = vars[name];
    if (value === undefined || value === null) return match;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}

export interface Interpolated<T> {
  value: T;
  /** True when a list that names a list variable came out empty (nothing to show). */
  emptied: boolean;
}

/**
 * Applies `interpolate` to every string inside a value. Inside a list, an item that
 * names a list variable (`- { title: '{record.pains}' }`) is repeated once per element
 * of that list, so a template can lay out data of any length.
 */
export function interpolateDeep<T>(value: T, vars: Variables): Interpolated<T> {
  let emptied = false;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, vars);
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      let expanded = false;
      for (const item of node) {
        const list = listReference(item, vars);
        if (!list) out.push(visit(item));
        else {
          expanded = true;
          for (const element of list.values) out.push(visit(substitute(item, list.name, element)));
        }
      }
      if (expanded && out.length === 0) emptied = true;
      return out;
    }
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = visit(child);
      return out;
    }
    return node;
  };
  const result = visit(value) as T;
  return { value: result, emptied };
}

/** The first list variable an item names anywhere inside it. */
function listReference(
  item: unknown,
  vars: Variables,
): { name: string; values: readonly string[] } | null {
  if (typeof item === 'string') {
    for (const [, name] of item.matchAll(reference)) {
      const value = vars[name!];
      if (Array.isArray(value)) return { name: name!, values: value };
    }
    return null;
  }
  if (item && typeof item === 'object') {
    for (const child of Object.values(item)) {
      const found = listReference(child, vars);
      if (found) return found;
    }
  }
  return null;
}

function substitute(item: unknown, name: string, element: string): unknown {
  if (typeof item === 'string') return item.split(`{${name}}`).join(element);
  if (Array.isArray(item)) return item.map((child) => substitute(child, name, element));
  if (item && typeof item === 'object') {
    return Object.fromEntries(
      Object.entries(item).map(([key, child]) => [key, substitute(child, name, element)]),
    );
  }
  return item;
}
