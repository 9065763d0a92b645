import { safeTextPattern } from './safe-text';
import {
  maxListItems,
  maxSlugLength,
  maxTextLength,
  safeImageUrlPattern,
  slugPattern,
  videoIdPattern,
} from './service-rules';

// Every text of a record is safe text (safe-text.ts): no unpaired surrogate, control or
// bidirectional control character.
const cleanText = { type: 'string', maxLength: maxTextLength, pattern: safeTextPattern } as const;

/** Text a record must have. */
const text = (description: string) => ({ ...cleanText, minLength: 1, description }) as const;

/** Text a record may leave out; the one resolver fills it with null. */
const optionalText = (description: string) =>
  ({ ...cleanText, type: ['string', 'null'], default: null, description }) as const;

const textList = (description: string) =>
  ({
    type: 'array',
    items: { ...cleanText, minLength: 1 },
    maxItems: maxListItems,
    default: [],
    description,
  }) as const;

/** The fields a translation of a record holds: its words. Slug, family, video, picture and brands are the record's. */
export const translatedServiceFields = [
  'name',
  'meta_title',
  'meta_description',
  'h1',
  'hero',
  'intro',
  'pains',
  'solutions',
  'cta_label',
  'image_alt',
] as const;

/** One translation of a record: its words in one language, as the record's own are in English. */
const serviceTranslationSchema = {
  type: 'object',
  required: ['name', 'h1'],
  additionalProperties: false,
  description:
    'The record in one language: name and h1 are required; a text left out stays empty in that language (never English).',
  properties: {
    name: text('The service name in this language.'),
    meta_title: { ...cleanText, type: ['string', 'null'], description: 'The page title.' },
    meta_description: {
      ...cleanText,
      type: ['string', 'null'],
      description: 'The description in search results.',
    },
    h1: text('The main heading.'),
    hero: {
      ...cleanText,
      type: ['string', 'null'],
      description: 'The sentence under the heading.',
    },
    intro: { ...cleanText, type: ['string', 'null'], description: 'The opening paragraph.' },
    pains: {
      type: 'array',
      items: { ...cleanText, minLength: 1 },
      maxItems: maxListItems,
      description: 'The problems, as many as the record has.',
    },
    solutions: {
      type: 'array',
      items: { ...cleanText, minLength: 1 },
      maxItems: maxListItems,
      description: 'What the service brings, as many as the record has.',
    },
    cta_label: { ...cleanText, type: ['string', 'null'], description: 'The main button.' },
    image_alt: { ...cleanText, type: ['string', 'null'], description: 'What the picture shows.' },
  },
} as const;

/** A value the database sets; a file may carry it (an export does not), writers never send it. */
const setByDatabase = (description: string) =>
  ({ type: 'string', readOnly: true, description }) as const;

/**
 * One service content record: a row of `service_content_feed` and one item of a service
 * content file (supabase/seed/*.yaml, an import, an export). The properties are in the order
 * of the specification, which column lists, exported YAML and the seed SQL follow. A
 * `default` is what a record that leaves the field out gets (engine/services/service-defaults.ts
 * applies them); the limits are the database's too (supabase/migrations).
 */
export const serviceContentSchema = {
  type: 'object',
  title: 'Service content record',
  description:
    'The content of one service page, /services/<slug>, rendered by pages/services/[slug].yaml. slug, name and h1 are required; the rest may be left out.',
  required: ['slug', 'name', 'h1'],
  additionalProperties: false,
  properties: {
    id: setByDatabase('The row id the database gives the record; leave it out.'),
    slug: {
      type: 'string',
      maxLength: maxSlugLength,
      pattern: slugPattern,
      description: `The last part of the page address, /services/<slug>: lowercase letters and digits in words joined by single hyphens, at most ${maxSlugLength} characters. Unique.`,
      examples: ['managed-it'],
      errorMessage: {
        pattern: 'must be lowercase letters and digits in words joined by single hyphens',
      },
    },
    parent: {
      ...cleanText,
      minLength: 1,
      default: 'general',
      description:
        "The service's family, shown as the hero badge: a service slug of pages/_site.yaml (such as cloud) or a name in its familyNames (such as general).",
      examples: ['managed-it', 'cloud', 'general'],
    },
    name: text('The service name, as cards, menus and breadcrumbs show it.'),
    meta_title: optionalText(
      'The page title in the browser tab and search results; the heading (h1) when left out.',
    ),
    meta_description: optionalText(
      'The description in search results; the hero text when left out.',
    ),
    h1: text('The main heading of the page.'),
    hero: optionalText('A sentence or two under the heading.'),
    intro: optionalText('The opening paragraph.'),
    pains: textList(`Problems the service solves, one card each, at most ${maxListItems}.`),
    solutions: textList(`What the service brings, one card each, at most ${maxListItems}.`),
    cta_label: {
      ...optionalText('The words on the main button.'),
      default: 'Get Started',
    },
    video_id: {
      type: ['string', 'null'],
      pattern: videoIdPattern,
      default: null,
      description:
        'An 11-character YouTube video id; the page shows a video section only when it is given.',
      examples: ['dQw4w9WgXcQ'],
      errorMessage: { pattern: 'must be an 11-character YouTube video id' },
    },
    image_alt: optionalText(
      'What the picture shows, for people who cannot see it; the service name when left out.',
    ),
    image_url: {
      type: ['string', 'null'],
      maxLength: maxTextLength,
      pattern: safeImageUrlPattern,
      default: null,
      description:
        "The hero picture: an https: address or a path on this site starting with a single /. The illustration of the service's family when left out.",
      examples: ['/images/services/cloud.webp'],
      errorMessage: {
        pattern: 'must be an https: address or a path on this site starting with a single /',
      },
    },
    brands: textList(
      `Technology partners, shown as a row of logos (or names), at most ${maxListItems}.`,
    ),
    translations: {
      type: 'object',
      description:
        'The record in other languages, by language code (ar): the words only. /ar/services/<slug> shows the ar translation; a record without one is not shown in Arabic.',
      propertyNames: { pattern: '^[a-z]{2}$' },
      additionalProperties: serviceTranslationSchema,
    },
    created_at: setByDatabase('When the record was created; set by the database.'),
    updated_at: setByDatabase('When the record last changed; set by the database.'),
  },
  examples: [
    {
      slug: 'managed-firewall',
      parent: 'security',
      name: 'Managed Firewall',
      meta_title: 'Managed Firewall | Dubai, UAE',
      meta_description: 'Firewalls configured, patched and watched around the clock.',
      h1: 'Managed Firewall Services in Dubai',
      hero: 'Firewalls watched around the clock by engineers who answer within 15 minutes.',
      intro: 'We configure, patch and monitor your firewalls, and review their rules every month.',
      pains: ['Rules nobody has reviewed in years', 'Alerts that nobody reads'],
      solutions: ['Monthly rule reviews', '24/7 monitoring with a 15-minute response'],
      cta_label: 'Book a Firewall Review',
      video_id: null,
      image_alt: 'A firewall appliance in a server rack',
      image_url: null,
      brands: ['Fortinet', 'Sophos'],
    },
  ],
} as const;

/**
 * A service content file, as supabase/seed/*.yaml and `sitectl export` write it: a
 * `services:` list of records. (The import also reads a bare list, a `content:` list, a
 * single record and several `---` documents, and a few other spellings of the fields.)
 */
export const serviceContentFileSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'service-content.schema.json',
  title: 'Service content',
  description:
    'Service content records for /services/<slug> pages: a services: list, one record per service. Check with `sitectl validate`; load with `sitectl import`.',
  type: 'object',
  required: ['services'],
  additionalProperties: false,
  properties: {
    services: {
      type: 'array',
      description: 'The records, one per service.',
      items: { $ref: '#/$defs/service' },
    },
  },
  $defs: { service: serviceContentSchema },
} as const;
