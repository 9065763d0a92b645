import { siteFormMessagesSchema } from './form-messages.schema';
import { siteLocalesSchema } from './site-locales.schema';
import { sitePathPattern } from './site-path';
import { siteUiSchema } from './site-ui.schema';
import { nonEmptyText as text } from './text.schema';

const words = (description: string) => ({ type: 'string', description }) as const;
const sitePath = (description: string) =>
  ({ type: 'string', pattern: sitePathPattern, description }) as const;

const linkProperties = {
  label: text('The words of the link.'),
  to: sitePath('The page it leads to, starting with /.'),
} as const;

const linkSchema = {
  type: 'object',
  required: ['label', 'to'],
  additionalProperties: false,
  properties: linkProperties,
} as const;

/** `pages/_site.yaml`: brand, navigation, service catalogue, footer, offices, contacts. */
export const siteSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'site.schema.json',
  title: 'Site settings',
  description:
    'What every page shares: the brand, contacts, navigation, the service catalogue, the footer, the offices and the words every form uses.',
  type: 'object',
  required: [
    'brand',
    'siteUrl',
    'contact',
    'navigation',
    'joinCta',
    'services',
    'footer',
    'locations',
    'forms',
  ],
  additionalProperties: false,
  properties: {
    locales: siteLocalesSchema,
    latinNames: {
      type: 'array',
      uniqueItems: true,
      maxItems: 500,
      items: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        pattern: '^[A-Za-z0-9][A-Za-z0-9 .&+/()-]*$',
      },
      default: [],
      description:
        'Names a page in another alphabet (Arabic) may write in Latin letters: the brand, the company, the products and standards it names, the languages in their own names. Every other word of such a page is in its own language; a test reads every Arabic page for this.',
    },
    brand: {
      type: 'object',
      description: 'Who the site is for.',
      required: ['name', 'tagline', 'parentCompany'],
      additionalProperties: false,
      properties: {
        name: text('The product name; {product} in any text becomes it.'),
        tagline: words(
          'A one-line description of the site, for pages that give none of their own.',
        ),
        parentCompany: words('The company the product belongs to.'),
      },
    },
    siteUrl: {
      type: 'string',
      pattern: '^https://[^/]+$',
      description:
        'The address the site is served from, such as https://example.com, for canonical links.',
    },
    contact: {
      type: 'object',
      description:
        'How visitors reach the company, shown in the header, footer and quick-access bar.',
      required: ['phone', 'email', 'address', 'whatsapp'],
      additionalProperties: false,
      properties: {
        phone: words('The phone number, as shown and dialled.'),
        email: words('The email address.'),
        address: words('The office address; {site.address} in a page becomes it.'),
        whatsapp: {
          type: 'string',
          pattern: '^https://wa\\.me/',
          description: 'The WhatsApp chat link, starting with https://wa.me/.',
        },
      },
    },
    navigation: {
      type: 'array',
      minItems: 1,
      description: 'The header links, left to right.',
      items: {
        type: 'object',
        required: ['label', 'to'],
        additionalProperties: false,
        properties: {
          ...linkProperties,
          menu: {
            type: 'string',
            enum: ['services'],
            description: 'services shows the services dropdown instead of a plain link.',
          },
        },
      },
    },
    joinCta: {
      type: 'object',
      description: 'The join button in the header and the mobile menu.',
      required: ['label', 'target'],
      additionalProperties: false,
      properties: {
        label: words('The words on the button.'),
        target: {
          type: 'string',
          pattern: '^[a-z][a-z0-9-]*$',
          description: 'The id of the join form it scrolls to, on a page that has one.',
        },
        fallbackPath: {
          ...sitePath('The page with the join form, for pages without one.'),
          default: '/',
        },
      },
    },
    services: {
      type: 'array',
      minItems: 1,
      description: 'The service catalogue, in the order the services menu lists it.',
      items: {
        type: 'object',
        required: ['slug', 'name', 'category'],
        additionalProperties: false,
        properties: {
          slug: {
            type: 'string',
            pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
            description: 'The last part of its address, /services/<slug>.',
          },
          name: text('The service name, as menus show it.'),
          category: {
            type: 'string',
            enum: ['core', 'specialty'],
            description: 'core or specialty: which column of the menu it sits in.',
          },
        },
      },
    },
    familyNames: {
      type: 'object',
      description:
        'Display names of service families (the `parent` of a service record) that are not a service slug above.',
      propertyNames: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      additionalProperties: { type: 'string', minLength: 1 },
    },
    footer: {
      type: 'object',
      description: 'The footer of every page.',
      required: ['blurb', 'serviceLinks', 'communityLinks', 'copyright', 'whatsappLabel'],
      additionalProperties: false,
      properties: {
        blurb: words('A sentence about the company.'),
        whatsappLabel: words('The words of the WhatsApp link.'),
        serviceLinks: { type: 'array', items: linkSchema, description: 'Links to services.' },
        communityLinks: {
          type: 'array',
          items: linkSchema,
          description: 'Links to the community pages.',
        },
        copyright: words('The copyright line.'),
      },
    },
    locations: {
      type: 'array',
      description: 'Where the company works, and where it opens soon.',
      items: {
        type: 'object',
        required: ['city', 'country', 'status'],
        additionalProperties: false,
        properties: {
          city: words('The city.'),
          country: words('The country.'),
          status: {
            type: 'string',
            enum: ['active', 'coming-soon'],
            description: 'active, or coming-soon for an office not open yet.',
          },
        },
      },
    },
    ui: siteUiSchema,
    forms: {
      type: 'object',
      description:
        'What every form says beyond its own confirmation: while sending, when an answer is not accepted, and when it fails.',
      required: ['sending', 'trapLabel', 'messages', 'failed'],
      additionalProperties: false,
      properties: {
        sending: text('The submit button while sending.'),
        selectPrompt: {
          ...text(
            'The empty first choice of a list to choose from, where the field names no placeholder.',
          ),
          default: 'Select…',
        },
        privacyLink: {
          ...text(
            "The link to the privacy page beside a consent box (a checkbox with `consent: /privacy`); it opens the page in the form's language, in a new tab.",
          ),
          default: 'How we keep your data (opens in a new tab)',
        },
        autoReply: {
          type: 'object',
          description:
            "What a form's automatic reply (its autoReply) says around the answers it repeats to the visitor.",
          additionalProperties: false,
          default: {},
          properties: {
            answers: {
              ...text('The heading above the answers the visitor sent.'),
              default: 'What you sent us',
            },
            yes: { ...text('A box the visitor ticked.'), default: 'Yes' },
            no: { ...text('A box the visitor left unticked.'), default: 'No' },
            unanswered: { ...text('A question the visitor left empty.'), default: 'Not answered' },
          },
        },
        trapLabel: text('Label of the hidden field only bots fill in (screen readers skip it).'),
        messages: siteFormMessagesSchema,
        failed: {
          type: 'object',
          description: 'Why a submission was not stored; the form keeps every answer.',
          required: ['title', 'network', 'rateLimited', 'invalid', 'server', 'goBack'],
          additionalProperties: false,
          properties: {
            title: text('The bold first line of the message.'),
            network: text('The site could not be reached.'),
            rateLimited: text('Too many forms were sent from this connection in a short time.'),
            invalid: text('An answer was refused.'),
            server: text('The site could not store the answers.'),
            goBack: text(
              'How to get the answers back, on the page a form without JavaScript lands on.',
            ),
          },
        },
      },
    },
  },
} as const;
