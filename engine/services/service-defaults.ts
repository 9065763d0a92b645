import type { serviceContentSchema } from '../schema/service-content.schema';
import { serviceShape } from './service-shape.generated';
import type { ServiceContentField, ServiceContentInput } from './service-content';

type Properties = typeof serviceContentSchema.properties;

/** The fields the schema gives a `default`. */
type DefaultedField = {
  [F in ServiceContentField]: Properties[F] extends { default: unknown } ? F : never;
}[ServiceContentField];

/** Each defaulted field's type once its default is in: never null where the default is not. */
type Defaulted = {
  [F in DefaultedField]: Properties[F]['default'] extends null
    ? ServiceContentInput[F]
    : NonNullable<ServiceContentInput[F]>;
};

const defaults = Object.entries(serviceShape.defaults);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The record with the schema's default in every field it leaves blank (missing, null or
 * empty text): parent "general", button label "Get Started", empty lists, null for other
 * text. The one place defaults are applied: the import, the admin form and the service page
 * all see the same record. Returns a new object.
 */
export function withServiceDefaults<T extends Partial<Record<ServiceContentField, unknown>>>(
  record: T,
): Omit<T, DefaultedField> & Defaulted {
  const out: Record<string, unknown> = { ...record };
  for (const [field, value] of defaults) {
    if (isBlank(out[field])) out[field] = structuredClone(value);
  }
  return out as Omit<T, DefaultedField> & Defaulted;
}
