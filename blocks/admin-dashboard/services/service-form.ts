import {
  isSafeImageUrl,
  isValidSlug,
  MAX_SLUG_LENGTH,
  normaliseVideoId,
} from '../../../engine/data/import';
import type { ServiceContentInput } from '../../../engine/data/service-content';
import { declareField } from '../../../engine/forms/declare-field';
import type { FormField } from '../../../engine/forms/form-types';
import type { FormValues } from '../../../engine/forms/submit-form';

export const serviceFormFields = [
  'name',
  'slug',
  'parent',
  'h1',
  'hero',
  'intro',
  'meta_title',
  'meta_description',
  'cta_label',
  'pains',
  'solutions',
  'brands',
  'image_url',
  'image_alt',
  'video_id',
] as const;

export type ServiceFormField = (typeof serviceFormFields)[number];
export type ServiceFormValues = Record<ServiceFormField, string>;
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>;

export const requiredServiceFields: readonly ServiceFormField[] = ['name', 'slug', 'h1'];

/** How the dialog asks for each field, in the order it shows them. */
const layout: readonly { name: ServiceFormField; half?: boolean; rows?: number }[] = [
  { name: 'name', half: true },
  { name: 'slug', half: true },
  { name: 'h1', half: true },
  { name: 'parent', half: true },
  { name: 'hero', rows: 2 },
  { name: 'intro', rows: 4 },
  { name: 'pains', rows: 2 },
  { name: 'solutions', rows: 2 },
  { name: 'brands', half: true },
  { name: 'cta_label', half: true },
  { name: 'image_url', half: true },
  { name: 'image_alt', half: true },
  { name: 'video_id', half: true },
  { name: 'meta_title', half: true },
  { name: 'meta_description', rows: 2 },
];

type FieldWords = Pick<FormField, 'label' | 'helperText' | 'placeholder'>;

/** The dialog's fields as form field definitions, with their words from the page. */
export function serviceFieldDefinitions(words: Record<ServiceFormField, FieldWords>): FormField[] {
  return layout.map(({ name, half, rows }) =>
    declareField({
      ...words[name],
      name,
      kind: rows === undefined ? 'text' : 'textarea',
      required: requiredServiceFields.includes(name),
      half,
      rows,
      grow: rows !== undefined,
      autoComplete: 'off',
    }),
  );
}

export const emptyServiceForm = Object.fromEntries(
  serviceFormFields.map((field) => [field, '']),
) as ServiceFormValues;

/** The dialog's answers as text, every field present. */
export function serviceFormValues(values: FormValues): ServiceFormValues {
  const text = { ...emptyServiceForm };
  for (const field of serviceFormFields) {
    const value = values[field];
    if (typeof value === 'string') text[field] = value;
  }
  return text;
}

export const DEFAULT_PARENT = 'general';
export const DEFAULT_CTA_LABEL = 'Get Started';

/**
 * The slug a name suggests: lowercase, each run of other characters one hyphen, no hyphen
 * at either end, at most as long as a slug may be.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** "a, b,, c " → ["a", "b", "c"]. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export interface ServiceFormMessages {
  invalidSlug: string;
  unsafeImageUrl: string;
  invalidVideo: string;
}

/**
 * What blocks creating the service beyond each field's own checks (required fields, length):
 * a slug, image address or video that is not in the right form.
 */
export function checkServiceForm(
  values: ServiceFormValues,
  messages: ServiceFormMessages,
): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  const slug = values.slug.trim();
  if (slug !== '' && !isValidSlug(slug)) errors.slug = messages.invalidSlug;
  const imageUrl = values.image_url.trim();
  if (imageUrl !== '' && !isSafeImageUrl(imageUrl)) errors.image_url = messages.unsafeImageUrl;
  const video = values.video_id.trim();
  if (video !== '' && normaliseVideoId(video) === null) errors.video_id = messages.invalidVideo;
  return errors;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The record to create from checked form values, with the defaults: category "general",
 * button "Get Started", and title, meta title and image description from the name, meta
 * description from the hero text. A video link is reduced to its id.
 */
export function serviceInputFromForm(values: ServiceFormValues): ServiceContentInput {
  const name = values.name.trim();
  const hero = optional(values.hero);
  const video = optional(values.video_id);
  return {
    slug: values.slug.trim(),
    parent: optional(values.parent) ?? DEFAULT_PARENT,
    name,
    meta_title: optional(values.meta_title) ?? name,
    meta_description: optional(values.meta_description) ?? hero,
    h1: optional(values.h1) ?? name,
    hero,
    intro: optional(values.intro),
    pains: splitList(values.pains),
    solutions: splitList(values.solutions),
    cta_label: optional(values.cta_label) ?? DEFAULT_CTA_LABEL,
    video_id: video === null ? null : normaliseVideoId(video),
    image_alt: optional(values.image_alt) ?? name,
    image_url: optional(values.image_url),
    brands: splitList(values.brands),
  };
}
