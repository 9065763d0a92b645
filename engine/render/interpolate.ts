export type Variables = Record<string, string | number | null | undefined>;

/**
 * Replaces `{name}` in text with a variable, such as `{product}` with the brand name.
 * Unknown names stay as written, so a typo shows on the page instead of vanishing.
 */
export function interpolate(text: string, vars: Variables): string {
  return text.replace(/\{([a-zA-Z][\w.]*)\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** Applies `interpolate` to every string inside a value, leaving its shape alone. */
export function interpolateDeep<T>(value: T, vars: Variables): T {
  if (typeof value === 'string') return interpolate(value, vars) as T;
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, vars)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = interpolateDeep(child, vars);
    return out as T;
  }
  return value;
}
