import { maxFieldsPerService } from '../../document/limits';
import { serviceContentSchema, translatedServiceFields } from '../../schema/service-content.schema';
import { checkServiceRecord } from '../check-service-record';
import {
  isListField,
  SERVICE_CONTENT_INPUT_FIELDS,
  toServiceContentInput,
  type ServiceContentField,
  type ServiceContentInput,
  type ServiceTranslations,
} from '../service-content';
import { withServiceDefaults } from '../service-defaults';
import { normaliseVideoId } from '../../schema/field-rules';
import { IMPORT_MESSAGES } from './messages';
import { schemaMessages } from './schema-messages';
import type { ItemFinding } from './types';

// Other spellings the import accepts for a field; the schema's own name wins over them.
const ALTERNATE_KEYS: Readonly<Partial<Record<ServiceContentField, readonly string[]>>> = {
  meta_title: ['metaTitle'],
  meta_description: ['metaDescription'],
  cta_label: ['ctaLabel', 'cta'],
  video_id: ['videoId', 'video'],
  image_alt: ['imageAlt'],
  image_url: ['imageUrl'],
};

const keysOf = (field: ServiceContentField) => [field, ...(ALTERNATE_KEYS[field] ?? [])];

const SERVICE_KEYS: ReadonlySet<string> = new Set(SERVICE_CONTENT_INPUT_FIELDS.flatMap(keysOf));
// Every field of the schema, those the database sets too: an exported feed re-imports quietly.
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ...SERVICE_KEYS,
  ...Object.keys(serviceContentSchema.properties),
]);

export interface NormalisedItem {
  service: ServiceContentInput | null;
  slug?: string;
  problems: ItemFinding[];
  warnings: ItemFinding[];
}

type Fields = Record<string, unknown>;

export function isFieldObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Whether a plain object reads as one service rather than some other mapping.
export function looksLikeService(value: Fields): boolean {
  return Object.keys(value).some((key) => SERVICE_KEYS.has(key));
}

/**
 * Reads one imported item as a service record: each field from the first of its spellings
 * that holds a value, text trimmed, lists from YAML lists or comma-separated text, a YouTube
 * link reduced to its id. The defaults go in, then the record is checked against the
 * service content schema; any problem leaves `service` null.
 */
export function normaliseServiceItem(item: unknown): NormalisedItem {
  if (!isFieldObject(item))
    return rejected({ code: 'not-a-service', message: IMPORT_MESSAGES.notAServiceObject });
  const keys = Object.keys(item);
  if (keys.length > maxFieldsPerService)
    return rejected({ code: 'too-many-fields', message: IMPORT_MESSAGES.tooManyFields });
  const readProblems: ItemFinding[] = [];
  const warnings: ItemFinding[] = keys
    .filter((key) => !KNOWN_KEYS.has(key))
    .map((key) => ({
      code: 'unknown-property',
      message: IMPORT_MESSAGES.unknownKey(key),
      key,
    }));
  const given: Partial<Record<ServiceContentField, unknown>> = {};
  for (const field of SERVICE_CONTENT_INPUT_FIELDS) {
    const value = isListField(field)
      ? toTextList(field, Object.hasOwn(item, field) ? item[field] : undefined, readProblems)
      : readText(item, field, readProblems, warnings);
    if (value !== undefined) given[field] = value;
  }
  const translations = Object.hasOwn(item, 'translations')
    ? readTranslations(item.translations, readProblems, warnings)
    : undefined;
  const record = toServiceContentInput({
    ...(withServiceDefaults(given) as ServiceContentInput),
    ...(translations ? { translations } : {}),
  });
  const slug = typeof given.slug === 'string' ? given.slug : undefined;
  const { missing, others } = schemaMessages(checkServiceRecord(record));
  const problems = [...missing, ...readProblems, ...others];
  return { service: problems.length > 0 ? null : record, slug, problems, warnings };
}

/**
 * The record's translations (`translations: { ar: { name, h1, ... } }`), each read as the
 * record's own words are: text trimmed (empty is left out), lists from lists or
 * comma-separated text. What is not a mapping is reported; the schema checks the rest.
 */
function readTranslations(
  value: unknown,
  problems: ItemFinding[],
  warnings: ItemFinding[],
): ServiceTranslations | undefined {
  if (value == null) return undefined;
  if (!isFieldObject(value)) {
    problems.push({
      code: 'wrong-type',
      message: IMPORT_MESSAGES.notTranslations,
      field: 'translations',
    });
    return undefined;
  }
  const translations: Record<string, Record<string, unknown>> = {};
  for (const [code, words] of Object.entries(value)) {
    if (!isFieldObject(words)) {
      problems.push({
        code: 'wrong-type',
        message: IMPORT_MESSAGES.notTranslations,
        field: 'translations',
      });
      continue;
    }
    const read: Record<string, unknown> = {};
    for (const key of Object.keys(words)) {
      if (!(translatedServiceFields as readonly string[]).includes(key)) read[key] = words[key];
    }
    for (const field of translatedServiceFields) {
      if (!Object.hasOwn(words, field)) continue;
      const text = isListField(field)
        ? toTextList(field, words[field], problems)
        : readText(words, field, problems, warnings);
      if (text !== undefined) read[field] = text;
    }
    translations[code] = read;
  }
  return translations as ServiceTranslations;
}

function rejected(problem: ItemFinding): NormalisedItem {
  return { service: null, problems: [problem], warnings: [] };
}

function readText(
  item: Fields,
  field: ServiceContentField,
  problems: ItemFinding[],
  warnings: ItemFinding[],
): string | undefined {
  const key = pickKey(item, keysOf(field), warnings);
  if (key === undefined) return undefined;
  const value = item[key];
  if (!isScalarText(value)) {
    problems.push({ code: 'wrong-type', message: IMPORT_MESSAGES.notText(field), field, key });
    return undefined;
  }
  const text = String(value).trim();
  if (text === '') return undefined;
  // A value that is no YouTube id or link stays as given, for the schema to refuse.
  return field === 'video_id' ? (normaliseVideoId(text) ?? text) : text;
}

// The first accepted spelling that holds a value; notes any other spelling it overrides.
function pickKey(
  item: Fields,
  keys: readonly string[],
  warnings: ItemFinding[],
): string | undefined {
  const given = keys.filter((key) => Object.hasOwn(item, key) && item[key] != null);
  const [used, ...ignored] = given;
  for (const key of ignored)
    warnings.push({
      code: 'conflicting-keys',
      message: IMPORT_MESSAGES.conflictingKeys(used ?? '', key),
      key,
    });
  return used;
}

function toTextList(field: string, value: unknown, problems: ItemFinding[]): string[] {
  if (value == null) return [];
  const items = Array.isArray(value)
    ? value
    : isScalarText(value)
      ? String(value).split(',')
      : null;
  if (items === null || !items.every((entry) => entry == null || isScalarText(entry))) {
    problems.push({ code: 'wrong-type', message: IMPORT_MESSAGES.notTextList(field), field });
    return [];
  }
  return items
    .filter((entry) => entry != null)
    .map((entry) => String(entry).trim())
    .filter((entry) => entry !== '');
}

function isScalarText(value: unknown): value is string | number | boolean | bigint {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}
