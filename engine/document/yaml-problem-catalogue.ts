import type { ErrorCode } from 'yaml';
import { examplePage, type CatalogueEntry } from './catalogue-entry';

const inHero = (line: string) => examplePage(`  - type: hero\n    ${line}\n`);

/**
 * The syntax errors of the yaml parser, one code for each of its own codes, and a quote or
 * bracket the file never closes, which it reports at the end of the file.
 */
export const yamlProblemCatalogue = {
  'unexpected-end': {
    title: 'The file ends inside a quoted text or a bracket.',
    fix: 'Close the quote, [ or { at the marked place, or remove it.',
    example: { yaml: examplePage('  - type: hero\n    title: "Welcome to TechCrew\n') },
  },
  'yaml-alias-props': {
    title: 'An alias (*name) has an anchor or a tag of its own.',
    fix: 'Remove the &anchor or !tag in front of the *alias: an alias repeats a value named elsewhere, as it is.',
    example: { yaml: examplePage('  - &hero { type: hero, title: Welcome }\n  - &again *hero\n') },
  },
  'yaml-bad-alias': {
    title: 'An anchor (&) or alias (*) has no name, or a name ending in a colon.',
    fix: 'Write the name right after & or *, such as &intro and *intro, with a space before any colon after it.',
    example: { yaml: inHero('title: *') },
  },
  'yaml-bad-directive': {
    title: 'A % directive line is not one YAML understands.',
    fix: 'Remove the line starting with %: page documents and service content files need no directives.',
    example: { yaml: `%TAG !site!\n---\n${inHero('title: Welcome')}` },
  },
  'yaml-bad-dq-escape': {
    title: 'Text in double quotes holds a \\ escape that does not exist.',
    fix: 'Write \\\\ for a backslash in double quotes, or use single quotes, where a backslash is just a backslash.',
    example: { yaml: inHero('title: "Files in C:\\Shared"') },
  },
  'yaml-bad-indent': {
    title: 'A line is indented differently from the lines it belongs with.',
    fix: 'Line up the keys of one mapping, and the dashes of one list, at the same column.',
    example: { yaml: examplePage('  - type: hero\n    title: Welcome\n  subtitle: IT support\n') },
  },
  'yaml-bad-prop-order': {
    title: 'An anchor or tag stands before the ? or - it belongs after.',
    fix: 'Move the &anchor or !tag after the indicator: - &name value.',
    example: { yaml: 'title: Example\n&list ? blocks\n: []\n' },
  },
  'yaml-bad-scalar-start': {
    title: 'A value starts with a character YAML keeps for itself.',
    fix: 'Put the value in quotes, such as title: "@techcrew on X"; @, ` and | or > inside brackets cannot start a plain value.',
    example: { yaml: inHero('title: @techcrew on X') },
  },
  'yaml-block-as-implicit-key': {
    title: 'A key: value pair follows another on one line, or a list stands where a key should.',
    fix: 'Put text holding ": " in quotes, such as title: "Support: always on", or start the inner mapping on a line of its own.',
    example: { yaml: inHero('title: Support: always on') },
  },
  'yaml-block-in-flow': {
    title: 'A block list or mapping stands inside [ ] or { }.',
    fix: 'Inside brackets, separate items with commas and write no "- " or line-per-key mappings; or write the list as lines starting with "- ".',
    example: { yaml: examplePage('  - type: logo-strip\n    items: [Microsoft, - Cisco]\n') },
  },
  'yaml-duplicate-key': {
    title: 'A mapping has one key twice.',
    fix: 'Remove one of the two, or rename it: a key appears once in its mapping.',
    example: { yaml: examplePage('  - type: hero\n    title: Welcome\n    title: Hello\n') },
  },
  'yaml-impossible': {
    title: 'The YAML parser met a state it never expects.',
    fix: 'Check the file around the marked place; if it looks right, send the file to the developers of the site.',
    example: { cause: 'An internal error of the YAML parser; no known file causes it.' },
  },
  'yaml-key-over-1024-chars': {
    title: 'A key is longer than 1,024 characters.',
    fix: 'Shorten the key; a long text that ends in a colon by accident needs quotes.',
    example: { cause: 'A line of more than 1,024 characters whose text ends in ": ".' },
  },
  'yaml-missing-char': {
    title: 'A character YAML needs is missing: a colon, a comma, a dash or a closing bracket.',
    fix: 'Add the missing character at the marked place; a key is followed by ": ", list items start with "- ".',
    example: { yaml: examplePage('  - type: hero\n    title: Welcome\n   subtitle: IT support\n') },
  },
  'yaml-multiline-implicit-key': {
    title: 'A key runs over more than one line.',
    fix: 'Write each key on one line followed by ": "; a line without a colon continues the key above it.',
    example: { yaml: 'title: Example\nblocks\n  - type: hero\n' },
  },
  'yaml-multiple-anchors': {
    title: 'A value has two anchors (&name).',
    fix: 'Keep one anchor: a value has one name that aliases repeat.',
    example: { yaml: inHero('title: &welcome &hello Welcome') },
  },
  'yaml-multiple-docs': {
    title: 'A file that holds one YAML document holds several.',
    fix: 'Keep one document in the file; sitectl reports this as too-many-documents.',
    example: {
      cause: 'Reading a file of several documents as one; the site reports too-many-documents.',
    },
  },
  'yaml-multiple-tags': {
    title: 'A value has two tags (!tag).',
    fix: 'Remove the tags: page documents and service content files need none.',
    example: { yaml: inHero('title: !!str !!str Welcome') },
  },
  'yaml-non-string-key': {
    title: 'A key is not text.',
    fix: 'Write keys as text.',
    example: { cause: "yaml's stringKeys option, which the site does not use." },
  },
  'yaml-resource-exhaustion': {
    title: 'The YAML parser ran out of room for nested lists and mappings.',
    fix: 'Nest lists and mappings less deeply; the too-deep limit refuses such files first.',
    example: {
      cause: 'Collections nested thousands of levels deep, which too-deep refuses first.',
    },
  },
  'yaml-tab-as-indent': {
    title: 'A line is indented with a tab.',
    fix: 'Indent with spaces: YAML does not allow tabs as indentation.',
    example: { yaml: 'title: Example\nblocks:\n\t- type: hero\n' },
  },
  'yaml-tag-resolve-failed': {
    title: 'A tag (!name) names nothing YAML knows.',
    fix: 'Remove the tag: page documents and service content files need none.',
    example: { yaml: inHero('title: !site!brand Welcome') },
  },
  'yaml-unexpected-token': {
    title: 'Something stands where YAML expects nothing more.',
    fix: 'Remove or quote what follows the value at the marked place, such as text after a closing quote or a stray bracket.',
    example: { yaml: inHero('title: "Welcome" to TechCrew') },
  },
  'yaml-bad-collection-type': {
    title: 'A tag names a list or mapping type for the other kind of collection.',
    fix: 'Remove the tag: page documents and service content files need none.',
    example: {
      cause: 'A tag such as !!map on a list; yaml reports it as a warning, which the site ignores.',
    },
  },
} as const satisfies Record<YamlProblemCode | 'unexpected-end', CatalogueEntry>;

// yaml's code in kebab case: BAD_INDENT is yaml-bad-indent.
type Kebab<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}-${Kebab<Tail>}`
  : Lowercase<S>;
type YamlProblemCode = `yaml-${Kebab<ErrorCode>}`;

/** The code of one of yaml's own error codes: yaml- and the code in kebab case. */
export function yamlProblemCode(code: ErrorCode): YamlProblemCode {
  return `yaml-${code.toLowerCase().replaceAll('_', '-')}` as YamlProblemCode;
}
