import { nonEmptyText as text } from './text.schema';

/** `locales` in `pages/_site.yaml`: the languages the site is written in, the default first. */
export const siteLocalesSchema = {
  type: 'array',
  minItems: 1,
  default: [
    {
      code: 'en',
      name: 'English',
      dir: 'ltr',
      numberFormat: 'en-AE',
      font: 'Inter',
      fullHeaderFrom: 1200,
    },
  ],
  // The same as englishOnly in engine/locale/locales.ts, which the browser has without this schema.
  description:
    "The languages the site is written in. The first is the default, served at the site's own paths; each other one has its own page tree (pages/<code>/, with its own _site.yaml) served under its path.",
  items: {
    type: 'object',
    required: ['code', 'name', 'dir', 'numberFormat', 'font'],
    additionalProperties: false,
    properties: {
      code: {
        type: 'string',
        pattern: '^[a-z]{2}$',
        description: 'The language code, as <html lang> and hreflang name it: en, ar.',
      },
      name: text("The language's name in itself, as the language switcher shows it."),
      dir: {
        type: 'string',
        enum: ['ltr', 'rtl'],
        description: 'ltr (left to right) or rtl (right to left).',
      },
      numberFormat: {
        type: 'string',
        pattern: '^[a-z]{2}-[A-Z]{2}$',
        description: 'The locale numbers and dates are written with, such as en-AE or ar-AE.',
      },
      font: text('The font family its text is set in.'),
      fullHeaderFrom: {
        type: 'integer',
        minimum: 900,
        default: 1200,
        description:
          "The narrowest window, in CSS pixels, whose header fits every navigation link in this language beside the logo, the language switcher and the join button; narrower windows show the menu button instead of the links. Measure it again when the navigation's words change.",
      },
      path: {
        type: 'string',
        pattern: '^/[a-z]{2}$',
        description:
          'Where its pages are served, such as /ar; the default locale, first in the list, has none.',
      },
    },
  },
} as const;
