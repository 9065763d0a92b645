import { pickedBranch, tagOf, tagValue, type TaggedBranch } from '../schema/tagged-union';
import type { ErrorObject } from './ajv';
import type { HumanError } from './human-error';

/**
 * A value that failed a tagged union: a `oneOf` whose branches one property, the tag,
 * tells apart, as `kind` does a form field's kinds. Ajv reports the errors of every
 * branch; the author meant the one the tag picks, so only its errors are reported, as
 * Ajv's `discriminator` would (which needs the tag present, while a field may leave out
 * its kind).
 */
export interface FailedUnion {
  /** Ajv's `oneOf` error. */
  error: ErrorObject;
  tag: string;
  branches: readonly TaggedBranch[];
  /** The branch the value's tag picks; -1 when it names none. */
  picked: number;
}

interface UnionSchema {
  oneOf?: readonly TaggedBranch[];
  properties?: Record<string, { description?: string }>;
}

/** The tagged unions among the `oneOf` errors. */
export function failedUnions(errors: readonly ErrorObject[]): FailedUnion[] {
  return errors.flatMap((error) => {
    if (error.keyword !== 'oneOf') return [];
    const branches = (error.parentSchema as UnionSchema | undefined)?.oneOf ?? [];
    const tag = tagOf(branches);
    return tag ? [{ error, tag, branches, picked: pickedBranch(branches, tag, error.data) }] : [];
  });
}

const within = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/** The innermost failed union an error belongs to: its `oneOf` error or a branch's error. */
export function unionOf(unions: readonly FailedUnion[], error: ErrorObject) {
  const holding = unions.filter(
    ({ error: oneOf }) =>
      error === oneOf ||
      (within(error.instancePath, oneOf.instancePath) &&
        error.schemaPath.startsWith(`${oneOf.schemaPath}/`)),
  );
  return holding.sort((a, b) => b.error.schemaPath.length - a.error.schemaPath.length)[0];
}

/**
 * Whether an author sees an error of a union: one of the picked branch, or, when the tag
 * picks none, the union's own error, which names the tag's values.
 */
export function isReported(union: FailedUnion, error: ErrorObject): boolean {
  if (error === union.error) return union.picked === -1;
  return error.schemaPath.startsWith(`${union.error.schemaPath}/${union.picked}/`);
}

/** "a checkbox field", from the branch title "Checkbox field". */
function named(branch: TaggedBranch, tag: string): string {
  const title = branch.title ?? `${tag} ${String(tagValue(branch, tag))}`;
  const words = `${title[0]!.toLowerCase()}${title.slice(1)}`;
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/**
 * A reported error of a union in the words of its branches: a property only other branches
 * take ("a checkbox field takes no rows"), one the picked branch requires ("a select field
 * needs options"), a tag that names no branch. Other errors stay as they are.
 */
export function reworded(union: FailedUnion, error: ErrorObject, human: HumanError): HumanError {
  const { tag, branches } = union;
  if (error === union.error) {
    const about = (error.parentSchema as UnionSchema | undefined)?.properties?.[tag]?.description;
    return {
      code: 'not-allowed',
      path: [...human.path, tag],
      message: `must be one of: ${branches.map((branch) => String(tagValue(branch, tag))).join(', ')}`,
      hint: about && `${tag}: ${about}`,
    };
  }
  const branch = branches[union.picked]!;
  if (error.instancePath !== union.error.instancePath) return human;
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return { ...human, message: `${named(branch, tag)} needs ${missing}` };
  }
  const key = human.key;
  const others = branches.filter(
    (other) => key !== undefined && other.properties && Object.hasOwn(other.properties, key),
  );
  if (error.keyword !== 'additionalProperties' || others.length === 0) return human;
  const values = others.map((other) => String(tagValue(other, tag)));
  return {
    ...human,
    code: 'not-for-this-kind',
    message: `${named(branch, tag)} takes no ${key}; only ${others.map((other) => named(other, tag)).join(' or ')} does`,
    hint: `Remove ${key}, or change ${tag}: to ${values.join(' or ')}.`,
  };
}
