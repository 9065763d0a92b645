/**
 * Builders for the two shapes block schemas are made of: an object that accepts only the
 * properties it lists, and a list of entries. They return plain literal schemas, so
 * `FromSchema` still derives the props type from them.
 */

interface ClosedObject<P, R> {
  readonly type: 'object';
  readonly description?: string;
  readonly required: R;
  readonly additionalProperties: false;
  readonly properties: P;
}

/** An object with exactly the properties it lists; any other property is an error. */
export function closedObject<
  const P extends Record<string, unknown>,
  const R extends readonly (keyof P & string)[],
>(shape: { description?: string; required: R; properties: P }): ClosedObject<P, R> {
  const { description, required, properties } = shape;
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    required,
    additionalProperties: false,
    properties,
  };
}

interface ListOf<I> {
  readonly type: 'array';
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly description: string;
  readonly items: I;
}

/** A list whose every entry matches `items`. */
export function listOf<const I>(
  items: I,
  limits: { minItems?: number; maxItems?: number; description: string },
): ListOf<I> {
  const { minItems, maxItems, description } = limits;
  return {
    type: 'array',
    ...(minItems === undefined ? {} : { minItems }),
    ...(maxItems === undefined ? {} : { maxItems }),
    description,
    items,
  };
}
