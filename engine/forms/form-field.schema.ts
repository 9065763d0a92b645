import { defaultFieldKind, fieldKindProps, type FieldKind } from './kinds';
import { commonFieldProperties } from '../schema/form-field-common.schema';

const kinds = Object.keys(fieldKindProps) as FieldKind[];

const kindList = kinds.map((kind) => `${kind} (${fieldKindProps[kind].description})`).join(', ');

/** What every kind of field takes, `kind` described in the words of each kind. */
const { name, label, ...otherCommonProperties } = commonFieldProperties;
const commonProperties = {
  name,
  label,
  kind: {
    type: 'string',
    enum: kinds,
    default: defaultFieldKind,
    description: `The kind of input: ${kindList}. Each kind takes the properties listed for it.`,
  },
  ...otherCommonProperties,
} as const;

type Common = typeof commonProperties;
type Props<K extends FieldKind> = (typeof fieldKindProps)[K];

/** A common property as a branch lists it: allowed there, and checked by the union itself. */
type Listed = { readonly description: string };

/** The closed schema of one kind of field: what the union takes with `kind: K`. */
type Branch<K extends FieldKind> = K extends FieldKind
  ? {
      readonly title: string;
      readonly type: 'object';
      readonly required: readonly [
        ...(K extends typeof defaultFieldKind ? [] : ['kind']),
        ...Props<K>['required'],
      ];
      readonly additionalProperties: false;
      readonly properties: {
        readonly [P in Exclude<keyof Common, keyof Props<K>['properties']>]: Listed;
      } & {
        readonly kind: { readonly const: K; readonly description: string };
      } & Props<K>['properties'];
    }
  : never;

type AnyBranch = Branch<FieldKind>;

const listed = Object.fromEntries(
  Object.entries(commonProperties).map(([name, { description }]) => [name, { description }]),
);

function branch<K extends FieldKind>(kind: K): Branch<K> {
  const { title, description, required, properties } = fieldKindProps[kind];
  // Branch<K> spells out, for json-schema-to-ts, the literal schema this builds.
  return {
    title,
    type: 'object',
    // The default kind's branch is the one a field without `kind` takes.
    required: kind === defaultFieldKind ? required : ['kind', ...required],
    additionalProperties: false,
    properties: {
      ...listed,
      kind: { const: kind, description: `Marks this field as ${description}.` },
      ...properties,
    },
  } as unknown as Branch<K>;
}

/**
 * A form field: the properties every kind takes, and one branch per kind of field (its
 * own properties, its `default`), told apart by `kind`, so a select needs `options` and
 * `rows` belongs to a textarea alone.
 *
 * The branches are a `oneOf`. Ajv's `discriminator` keyword would report only the errors
 * of the branch `kind` names, but it needs `kind` required, and authors leave it out for a
 * line of text. An if/then per kind (as page.schema.ts picks a block's schema) gives the
 * same clear errors, but json-schema-to-ts ignores if/then, so the props of the blocks
 * holding a form would lose the union. With `oneOf`, an editor finds each kind's own
 * properties in its branch, `FromSchema` derives the union, and humanise.ts reports only
 * the errors of the branch the field's `kind` picks, as a discriminator would.
 */
export const formFieldSchema: {
  readonly type: 'object';
  readonly required: readonly ['name', 'label'];
  readonly properties: Common;
  readonly oneOf: readonly [AnyBranch, ...AnyBranch[]];
} = {
  type: 'object',
  required: ['name', 'label'],
  properties: commonProperties,
  oneOf: [
    branch(defaultFieldKind),
    ...kinds.filter((kind) => kind !== defaultFieldKind).map((kind) => branch(kind)),
  ],
};
