import type { CatalogueEntry } from './catalogue-entry';

/**
 * Problems between the page trees of two locales (pages/ and pages/ar/): every public page
 * and every value in both, so no locale silently falls back to another's words.
 */
export const localeProblemCatalogue = {
  'missing-locale-site-file': {
    title: 'A locale that _site.yaml declares has no site file of its own.',
    fix: 'Create pages/<code>/_site.yaml (pages/ar/_site.yaml for Arabic): the same keys as pages/_site.yaml, its words in that language.',
    example: { cause: 'locales in pages/_site.yaml names ar, and pages/ar/_site.yaml is missing.' },
  },
  'missing-locale-page': {
    title: 'A public page exists in one locale and not in the other.',
    fix: 'Write the page in the other locale too, at the same place in its tree (pages/about.yaml and pages/ar/about.yaml), or remove it from both. Staff pages (access: staff) are English only.',
    example: { cause: 'pages/franchise.yaml has no pages/ar/franchise.yaml.' },
  },
  'missing-locale-value': {
    title: 'A value written in one locale is missing in the other.',
    fix: 'Give the translation the same keys as the English document, in the same places: only the words differ between locales.',
    example: {
      cause:
        'pages/ar/contact.yaml leaves out the subtitle that pages/contact.yaml gives its hero.',
    },
  },
  'locale-structure-mismatch': {
    title: "A translation's structure differs from the English document's.",
    fix: "Keep the blocks, list items and every value that is not words (type, id, to, href, icon, src, a field's name, an option's value, numbers) exactly as the English document has them; translate only the words.",
    example: {
      cause:
        'pages/ar/index.yaml has three cards where pages/index.yaml has four, or a button that leads to /about where the English one leads to /contact.',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
