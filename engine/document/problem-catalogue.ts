import { examplePage as page, type CatalogueEntry } from './catalogue-entry';
import { fileProblemCatalogue } from './file-problem-catalogue';
import { localeProblemCatalogue } from './locale-problem-catalogue';
import { serviceProblemCatalogue } from './service-problem-catalogue';
import { yamlProblemCatalogue } from './yaml-problem-catalogue';

/** Problems of what a document says, found once it parses: its schema and cross-checks. */
const contentProblemCatalogue = {
  'not-a-page': {
    title: 'The file does not hold one mapping of keys to values.',
    fix: 'Start the file with title: and blocks: at the left margin (a service content file with services:), not with a "-".',
    example: { yaml: '- title: Home\n- blocks: []\n' },
  },
  'missing-site-file': {
    title: 'The site settings file pages/_site.yaml is missing.',
    fix: 'Create pages/_site.yaml with the brand, navigation, services and footer (schemas/site.schema.json lists what it holds).',
    example: { cause: 'A pages folder without _site.yaml.' },
  },
  'unknown-block': {
    title: 'A block names a type that is not registered.',
    fix: 'Use one of the block types docs/blocks.md lists; check the spelling.',
    example: { yaml: page('  - type: heroo\n    title: Welcome\n') },
  },
  'missing-property': {
    title: 'A required property is missing.',
    fix: 'Add the property; docs/blocks.md lists what each block requires, schemas/service-content.schema.json what a service record does.',
    example: {
      yaml: page('  - type: cta-band\n    actions:\n      - { label: Contact us, to: /contact }\n'),
    },
  },
  'unknown-property': {
    title: 'A property is not one this place accepts.',
    fix: 'Check the spelling, or remove the property; docs/blocks.md lists the properties of each block, schemas/service-content.schema.json those of a service. An import ignores such a key, with a warning.',
    example: {
      yaml: page('  - type: hero\n    title: Welcome\n    subtitel: We keep Dubai online\n'),
    },
  },
  'wrong-type': {
    title: 'A value is of the wrong kind (text, number, list or mapping).',
    fix: 'Write the kind of value the property takes: a list starts each item with "-", a mapping has key: value lines.',
    example: { yaml: page('  - type: logo-strip\n    items: Microsoft\n') },
  },
  'not-allowed': {
    title: 'A value is not one of the values allowed here.',
    fix: 'Use one of the values the message lists.',
    example: {
      yaml: page('  - type: card-grid\n    tone: blue\n    items:\n      - title: Support\n'),
    },
  },
  'wrong-format': {
    title: 'A value does not have the required form.',
    fix: 'Write the value in the form the hint describes, such as a path starting with / or an id in lowercase letters, digits and hyphens.',
    example: {
      yaml: page(
        '  - type: hero\n    title: Welcome\n    actions:\n      - { label: Call us, href: "javascript:call()" }\n',
      ),
    },
  },
  'wrong-count': {
    title: 'A list has too few or too many items.',
    fix: 'Add or remove items until the list is within the limits the message gives.',
    example: { yaml: page('  - type: stats-band\n    items: []\n') },
  },
  'out-of-range': {
    title: 'A number is too small or too large.',
    fix: 'Use a number within the limits the message gives.',
    example: {
      yaml: page(
        '  - type: testimonials\n    items:\n      - { name: Rashid Ali, content: Reliable., rating: 6 }\n',
      ),
    },
  },
  'not-for-this-kind': {
    title: 'A form field has a property that only another kind of field takes.',
    fix: "Remove the property, or change the field's kind: to one that takes it; docs/blocks.md lists what each kind takes under Form.",
    example: {
      yaml: page(
        '  - type: form-section\n    form:\n      name: join\n      submitLabel: Join\n      toast: { title: Welcome!, text: We will be in touch. }\n      fields:\n        - { name: consent, label: I agree, kind: checkbox, rows: 3 }\n',
      ),
    },
  },
  'one-action': {
    title: 'A button or link has no action, or more than one.',
    fix: 'Give it exactly one of: to (a page), href (an outside address), scrollTo (an id on the page) or open (a dialog on the page).',
    example: {
      yaml: page('  - type: hero\n    title: Welcome\n    actions:\n      - label: Get started\n'),
    },
  },
  schema: {
    title: 'A value breaks a rule of its schema.',
    fix: "Compare the value with the property's description in docs/blocks.md, or in schemas/service-content.schema.json for a service.",
    example: {
      yaml: 'title: Example\nvariables:\n  2024: launch year\nblocks:\n  - type: hero\n    title: Welcome\n',
    },
  },
  'duplicate-id': {
    title: 'Two elements on one page share an id.',
    fix: 'Rename one of them: an id must be unique on its page.',
    example: {
      yaml: page(
        '  - type: hero\n    id: intro\n    title: One\n  - type: hero\n    id: intro\n    title: Two\n',
      ),
    },
  },
  'unknown-dialog': {
    title: 'An open action names a dialog that is not on the page.',
    fix: 'Add a dialog-form block with that id to the page, or open a dialog that is there.',
    example: {
      yaml: page(
        '  - type: hero\n    title: Welcome\n    actions:\n      - { label: Get a quote, open: quote }\n',
      ),
    },
  },
  'unknown-anchor': {
    title: 'A scrollTo action names an id that is not on the page.',
    fix: 'Give the block to scroll to that id, or scroll to an id that is on the page.',
    example: {
      yaml: page(
        '  - type: hero\n    title: Welcome\n    actions:\n      - { label: See pricing, scrollTo: pricing }\n',
      ),
    },
  },
  'broken-link': {
    title: 'A to link leads to no page of the site.',
    fix: 'Link to a page that exists (pages/<path>.yaml is the page /<path>), or create the page.',
    example: {
      yaml: page(
        '  - type: hero\n    title: Welcome\n    actions:\n      - { label: Careers, to: /careers }\n',
      ),
    },
  },
  'unknown-record-field': {
    title: "A {record.<field>} reference names no field of the page's record.",
    fix: "Use one of the record's fields the message lists; only a page with a record: section has one.",
    example: { yaml: page('  - type: hero\n    title: "{record.headline}"\n') },
  },
  'duplicate-slug': {
    title: 'Two service content records have one slug.',
    fix: 'Give each service its own slug, or remove the copy: a slug names one page, /services/<slug>. An import keeps the last one given, with a warning; sitectl validate and the seed refuse the copy.',
    example: {
      cause:
        'Two records with one slug in a service content file, or in two files checked together, such as the files of supabase/seed/.',
    },
  },
  'staff-gate': {
    title: 'A staff page has no gate copy, or a public page has one.',
    fix: 'Give a page with access: staff a staffGate: section (the sign-in screen shown before its blocks); on a public page, remove staffGate:.',
    example: {
      yaml: 'title: Reports\naccess: staff\nblocks:\n  - type: notice\n    heading: For staff only\n',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

/**
 * The error catalogue: every problem a page document, the site file or a service content
 * file can have, whoever reads it, by its permanent code, with a short title, the usual fix,
 * and an example page that has the problem or what causes it (docs/errors.md shows what
 * `sitectl validate` prints for each). In the order a file meets them: reading, parsing,
 * checking, importing.
 */
export const problemCatalogue = {
  ...fileProblemCatalogue,
  ...yamlProblemCatalogue,
  ...contentProblemCatalogue,
  ...localeProblemCatalogue,
  ...serviceProblemCatalogue,
};

export type ProblemCode = keyof typeof problemCatalogue;

/** The catalogue in the stages a file goes through, for docs/errors.md. */
export const problemStages: readonly { stage: string; codes: readonly ProblemCode[] }[] = [
  { stage: 'Reading the file, within the limits of its kind', catalogue: fileProblemCatalogue },
  {
    stage: "Parsing its YAML: one code for each of the parser's own",
    catalogue: yamlProblemCatalogue,
  },
  { stage: 'Checking what it says', catalogue: contentProblemCatalogue },
  { stage: 'Comparing the locales', catalogue: localeProblemCatalogue },
  { stage: 'Importing services', catalogue: serviceProblemCatalogue },
].map(({ stage, catalogue }) => ({ stage, codes: Object.keys(catalogue) as ProblemCode[] }));
