import type { ParsedDocument } from './parse-yaml';
import { locate } from './locate';
import { problem, type Problem } from './problem';

/**
 * Keys whose values are not words: they must be the same in every locale (what a block
 * is, where a link leads, which icon or picture shows, how it looks). A field's `name`
 * and an option's `value` are what a lead stores, so they stay too.
 */
const sameInEveryLocale = new Set([
  'id',
  'to',
  'href',
  'icon',
  'src',
  'image',
  'photo',
  'open',
  'scrollTo',
  'target',
  'fallbackPath',
  'variant',
  'tone',
  'layout',
  'kind',
  'menu',
  'look',
  'slug',
  'status',
  'access',
  'accent',
  'siteUrl',
  'whatsapp',
  'notify',
  'form',
]);

/**
 * Whether the value at `path` (whose last key is `key`) is the same in every locale. Some
 * keys are not words only in some places: a block's `type` (an item's `type` may be a label,
 * such as "Workshop"), a form field's `name` and the `value` of its options (a figure's
 * `value`, such as "15 min", is words), a service's `category` in the site file (core,
 * specialty; a resource's category, such as "Security", is words). A table's column
 * headings are words, whatever their column holds (a lead's form, its status).
 */
function isFixed(key: string, path: Path): boolean {
  const parent = path.slice(0, -1);
  if (parent.at(-1) === 'columns') return false;
  if (key === 'category') return parent.at(-2) === 'services';
  if (sameInEveryLocale.has(key)) return true;
  if (key === 'type') return parent.at(-2) === 'blocks';
  if (key === 'value') return parent.includes('options');
  if (key === 'name') return parent.includes('fields');
  return false;
}

/** Text that is an address, whatever its key: a path, a link, an email address, a phone number. */
const looksLikeAddress = (text: string) =>
  /^(\/|https?:|mailto:|tel:)/.test(text) ||
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ||
  /^\+?[\d\s()-]{7,}$/.test(text);

/**
 * Keys a translation does not repeat: the locales themselves, and the Latin names every
 * other alphabet may use, are declared once, in English.
 */
const defaultLocaleOnly = new Set(['locales', 'latinNames']);

type Path = (string | number)[];

const pathText = (path: Path) =>
  path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment,
    '',
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compares a translated document with the default locale's, value by value: the same
 * keys, lists of the same length, the same value wherever it is not words, and no words
 * left to a schema default (which is in the default locale's language). Problems point
 * into the translation (`file`); `original` names the document it follows.
 */
export function compareLocaleStructure(
  original: { file: string; data: unknown },
  translation: {
    file: string;
    data: unknown;
    parsed?: ParsedDocument;
    /** The translation with its schema's defaults filled in, to find words left to them. */
    defaulted?: unknown;
  },
): Problem[] {
  const problems: Problem[] = [];
  const at = (path: Path, key?: string) =>
    translation.parsed ? locate(translation.parsed, path, key) : undefined;
  const report = (code: Problem['code'], path: Path, message: string, key?: string) =>
    problems.push(
      problem({ code, file: translation.file, path: pathText(path), message, at: at(path, key) }),
    );

  function compare(english: unknown, translated: unknown, path: Path, key?: string): void {
    if (Array.isArray(english) && Array.isArray(translated)) {
      if (english.length !== translated.length) {
        report(
          'locale-structure-mismatch',
          path,
          `has ${translated.length} item${translated.length === 1 ? '' : 's'} where ${original.file} has ${english.length}`,
        );
        return;
      }
      english.forEach((item, index) => compare(item, translated[index], [...path, index]));
      return;
    }
    if (isRecord(english) && isRecord(translated)) {
      for (const name of Object.keys(english)) {
        if (path.length === 0 && defaultLocaleOnly.has(name)) continue;
        if (!(name in translated))
          report('missing-locale-value', path, `has no ${name}, which ${original.file} gives`);
        else compare(english[name], translated[name], [...path, name], name);
      }
      for (const name of Object.keys(translated)) {
        if (!(name in english))
          report(
            'missing-locale-value',
            path,
            `gives ${name}, which ${original.file} does not have`,
            name,
          );
      }
      return;
    }
    const bothWords = typeof english === 'string' && typeof translated === 'string';
    const fixed =
      (key !== undefined && isFixed(key, path)) ||
      (typeof english === 'string' && looksLikeAddress(english));
    if (bothWords && !fixed) return;
    if (english !== translated)
      report(
        'locale-structure-mismatch',
        path,
        `is ${JSON.stringify(translated)} where ${original.file} has ${JSON.stringify(english)}: only words are translated`,
      );
  }

  compare(original.data, translation.data, []);
  if (translation.defaulted !== undefined)
    wordsByDefault(translation.data, translation.defaulted, []);
  return problems;

  // A word the translation leaves out shows the schema's default, which is English. A group
  // left out (a set of labels that defaults to `{}`) shows the defaults of every word in it.
  function wordsByDefault(written: unknown, shown: unknown, path: Path): void {
    if (Array.isArray(written) && Array.isArray(shown)) {
      written.forEach((item, index) => wordsByDefault(item, shown[index], [...path, index]));
      return;
    }
    if (!isRecord(written) || !isRecord(shown)) return;
    for (const [name, value] of Object.entries(shown)) {
      if (path.length === 0 && defaultLocaleOnly.has(name)) continue;
      if (name in written) wordsByDefault(written[name], value, [...path, name]);
      else
        for (const [key, word] of defaultWords(value, path, [name]))
          report(
            'missing-locale-value',
            path,
            `leaves ${key} to its default, "${word}", which is not in this language: write ${key} here and in ${original.file}`,
          );
    }
  }

  /** The words in a value left to its default, each with its key from where it was left out. */
  function defaultWords(value: unknown, at: Path, keys: Path): [string, string][] {
    const name = keys.at(-1);
    if (typeof value === 'string')
      return typeof name === 'string' && isFixed(name, [...at, ...keys])
        ? []
        : [[pathText(keys), value]];
    if (Array.isArray(value))
      return value.flatMap((item, index) => defaultWords(item, at, [...keys, index]));
    if (isRecord(value))
      return Object.entries(value).flatMap(([key, item]) => defaultWords(item, at, [...keys, key]));
    return [];
  }
}
