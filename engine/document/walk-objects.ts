/** Where a value sits in a document: keys and indexes from its root. */
export type Path = (string | number)[];

/** Calls `visit` with every object in `value` and its path, which it must copy to keep. */
export function walkObjects(
  value: unknown,
  path: Path,
  visit: (value: Record<string, unknown>, path: readonly (string | number)[]) => void,
): void {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      path.push(index);
      walkObjects(item, path, visit);
      path.pop();
    });
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, path);
    for (const key of Object.keys(record)) {
      path.push(key);
      walkObjects(record[key], path, visit);
      path.pop();
    }
  }
}

/** Whether a page document holds an element with this id, at any depth (a form in a hero). */
export function documentHasId(page: { blocks?: unknown }, id: string): boolean {
  let found = false;
  walkObjects(page.blocks, [], (value) => {
    if (value.id === id) found = true;
  });
  return found;
}
