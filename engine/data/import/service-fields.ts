import type { ServiceContentInput } from '../service-content';
import { findControlCharacter } from './control-characters';
import { isSafeImageUrl, isValidSlug, normaliseVideoId } from './field-rules';
import { MAX_FIELDS_PER_SERVICE, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './limits';
import { IMPORT_MESSAGES } from './messages';

type TextField = Exclude<keyof ServiceContentInput, ListField>;
type ListField = 'pains' | 'solutions' | 'brands';

// Accepted spellings of each field, the snake_case one first so it wins.
const TEXT_FIELD_KEYS: Readonly<Record<TextField, readonly string[]>> = {
  slug: ['slug'],
  parent: ['parent'],
  name: ['name'],
  meta_title: ['meta_title', 'metaTitle'],
  meta_description: ['meta_description', 'metaDescription'],
  h1: ['h1'],
  hero: ['hero'],
  intro: ['intro'],
  cta_label: ['cta_label', 'ctaLabel', 'cta'],
  video_id: ['video_id', 'videoId', 'video'],
  image_alt: ['image_alt', 'imageAlt'],
  image_url: ['image_url', 'imageUrl'],
};
const LIST_FIELDS: readonly ListField[] = ['pains', 'solutions', 'brands'];
const REQUIRED_FIELDS: readonly TextField[] = ['slug', 'name', 'h1'];
const DEFAULT_PARENT = 'general';
// Columns the database fills; an exported feed re-imports without noise.
const DATABASE_KEYS = ['id', 'created_at', 'updated_at'];

const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(TEXT_FIELD_KEYS).flat(),
  ...LIST_FIELDS,
  ...DATABASE_KEYS,
]);
const SERVICE_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(TEXT_FIELD_KEYS).flat(),
  ...LIST_FIELDS,
]);

export interface NormalisedItem {
  service: ServiceContentInput | null;
  slug?: string;
  problems: string[];
  warnings: string[];
}

type Fields = Record<string, unknown>;

export function isFieldObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Whether a plain object reads as one service rather than some other mapping.
export function looksLikeService(value: Fields): boolean {
  return Object.keys(value).some((key) => SERVICE_KEYS.has(key));
}

export function normaliseServiceItem(item: unknown): NormalisedItem {
  if (!isFieldObject(item)) return rejected([IMPORT_MESSAGES.notAServiceObject]);
  const keys = Object.keys(item);
  if (keys.length > MAX_FIELDS_PER_SERVICE) return rejected([IMPORT_MESSAGES.tooManyFields]);
  const problems: string[] = [];
  const warnings = keys.filter((key) => !KNOWN_KEYS.has(key)).map(IMPORT_MESSAGES.unknownKey);
  const text = readTextFields(item, problems, warnings);
  const lists = readListFields(item, problems);
  const slug = text.slug ?? undefined;
  checkRequired(text, problems);
  if (slug !== undefined && !isValidSlug(slug)) problems.push(IMPORT_MESSAGES.invalidSlug);
  if (text.image_url !== null && !isSafeImageUrl(text.image_url)) {
    problems.push(IMPORT_MESSAGES.unsafeImageUrl);
  }
  const videoId = text.video_id === null ? null : normaliseVideoId(text.video_id);
  if (text.video_id !== null && videoId === null) problems.push(IMPORT_MESSAGES.invalidVideoId);
  if (problems.length > 0) return { service: null, slug, problems, warnings };
  const service: ServiceContentInput = {
    slug: text.slug ?? '',
    parent: text.parent ?? DEFAULT_PARENT,
    name: text.name ?? '',
    meta_title: text.meta_title,
    meta_description: text.meta_description,
    h1: text.h1 ?? '',
    hero: text.hero,
    intro: text.intro,
    pains: lists.pains,
    solutions: lists.solutions,
    cta_label: text.cta_label,
    video_id: videoId,
    image_alt: text.image_alt,
    image_url: text.image_url,
    brands: lists.brands,
  };
  return { service, slug, problems, warnings };
}

function rejected(problems: string[]): NormalisedItem {
  return { service: null, problems, warnings: [] };
}

function checkRequired(text: Record<TextField, string | null>, problems: string[]): void {
  const missing = REQUIRED_FIELDS.filter((field) => text[field] === null);
  if (missing.length > 0) problems.unshift(IMPORT_MESSAGES.missingFields(missing));
}

function readTextFields(
  item: Fields,
  problems: string[],
  warnings: string[],
): Record<TextField, string | null> {
  const result = {} as Record<TextField, string | null>;
  for (const field of Object.keys(TEXT_FIELD_KEYS) as TextField[]) {
    const key = pickKey(item, TEXT_FIELD_KEYS[field], warnings);
    result[field] = key === undefined ? null : toText(field, item[key], problems);
  }
  return result;
}

// The first accepted spelling that holds a value; notes any other spelling it overrides.
function pickKey(item: Fields, keys: readonly string[], warnings: string[]): string | undefined {
  const given = keys.filter((key) => Object.hasOwn(item, key) && item[key] != null);
  const [used, ...ignored] = given;
  for (const other of ignored) warnings.push(IMPORT_MESSAGES.conflictingKeys(used ?? '', other));
  return used;
}

function toText(field: string, value: unknown, problems: string[]): string | null {
  if (!isScalarText(value)) {
    problems.push(IMPORT_MESSAGES.notText(field));
    return null;
  }
  const text = String(value).trim();
  if (text.length > MAX_TEXT_LENGTH) problems.push(IMPORT_MESSAGES.textTooLong(field));
  const control = findControlCharacter(text);
  if (control) problems.push(IMPORT_MESSAGES.controlCharacterInField(field, control.code));
  return text === '' ? null : text;
}

function readListFields(item: Fields, problems: string[]): Record<ListField, string[]> {
  const result = { pains: [], solutions: [], brands: [] } as Record<ListField, string[]>;
  for (const field of LIST_FIELDS) {
    const value = Object.hasOwn(item, field) ? item[field] : undefined;
    result[field] = toTextList(field, value, problems);
  }
  return result;
}

function toTextList(field: ListField, value: unknown, problems: string[]): string[] {
  if (value == null) return [];
  const items = Array.isArray(value)
    ? value
    : isScalarText(value)
      ? String(value).split(',')
      : null;
  if (items === null || !items.every((entry) => entry == null || isScalarText(entry))) {
    problems.push(IMPORT_MESSAGES.notTextList(field));
    return [];
  }
  const list = items
    .filter((entry) => entry != null)
    .map((entry) => String(entry).trim())
    .filter((entry) => entry !== '');
  if (list.length > MAX_LIST_ITEMS) problems.push(IMPORT_MESSAGES.listTooLong(field));
  if (list.some((entry) => entry.length > MAX_TEXT_LENGTH)) {
    problems.push(IMPORT_MESSAGES.textTooLong(field));
  }
  const control = list.map(findControlCharacter).find((found) => found !== null);
  if (control) problems.push(IMPORT_MESSAGES.controlCharacterInField(field, control.code));
  return list;
}

function isScalarText(value: unknown): value is string | number | boolean | bigint {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}
