/** A branch of a `oneOf`, as far as telling the branches apart goes. */
export interface TaggedBranch {
  title?: string;
  required?: readonly string[];
  properties?: Record<string, { const?: unknown }>;
}

/**
 * The tag of a `oneOf`: the property every branch fixes with `const`, as `kind` does in a
 * form field's. None when its branches are not told apart so (an action's `oneOf`).
 */
export function tagOf(branches: readonly TaggedBranch[]): string | undefined {
  if (branches.length === 0) return undefined;
  return Object.keys(branches[0]!.properties ?? {}).find((name) =>
    branches.every((branch) => branch.properties?.[name]?.const !== undefined),
  );
}

/** The value of the tag that picks a branch, such as `checkbox`. */
export const tagValue = (branch: TaggedBranch, tag: string) => branch.properties?.[tag]?.const;

/**
 * The index of the branch a value picks: the one whose tag it names or, when it names
 * none, the one that does not require the tag (a field without `kind` is a text field).
 * -1 when the tag names no branch.
 */
export function pickedBranch(branches: readonly TaggedBranch[], tag: string, value: unknown) {
  const named =
    value && typeof value === 'object' && Object.hasOwn(value, tag)
      ? (value as Record<string, unknown>)[tag]
      : undefined;
  return branches.findIndex((branch) =>
    named === undefined ? !branch.required?.includes(tag) : tagValue(branch, tag) === named,
  );
}
