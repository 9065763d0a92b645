import { sitePathPattern } from './site-path';
const linkSchema = {
  type: 'object',
  required: ['label', 'to'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1 },
    to: { type: 'string', pattern: sitePathPattern },
  },
} as const;

const text = { type: 'string', minLength: 1 } as const;

/** `pages/_site.yaml`: brand, navigation, service catalogue, footer, offices, contacts. */
export const siteSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'site.schema.json',
  title: 'Site settings',
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
    brand: {
      type: 'object',
      required: ['name', 'tagline', 'parentCompany'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          description: 'The product name; {product} in any text becomes it.',
        },
        tagline: { type: 'string' },
        parentCompany: { type: 'string' },
      },
    },
    siteUrl: {
      type: 'string',
      pattern: '^https://[^/]+$',
      description: 'Origin used for canonical links.',
    },
    contact: {
      type: 'object',
      required: ['phone', 'email', 'address', 'whatsapp'],
      additionalProperties: false,
      properties: {
        phone: { type: 'string' },
        email: { type: 'string' },
        address: { type: 'string' },
        whatsapp: { type: 'string', pattern: '^https://wa\\.me/' },
      },
    },
    navigation: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'to'],
        additionalProperties: false,
        properties: {
          label: { type: 'string', minLength: 1 },
          to: { type: 'string', pattern: sitePathPattern },
          /** Shows the services dropdown instead of a plain link. */
          menu: { type: 'string', enum: ['services'] },
        },
      },
    },
    joinCta: {
      type: 'object',
      required: ['label', 'target'],
      additionalProperties: false,
      properties: {
        label: { type: 'string' },
        target: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        fallbackPath: { type: 'string', pattern: sitePathPattern, default: '/' },
      },
    },
    services: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['slug', 'name', 'category'],
        additionalProperties: false,
        properties: {
          slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
          name: { type: 'string', minLength: 1 },
          category: { type: 'string', enum: ['core', 'specialty'] },
        },
      },
    },
    footer: {
      type: 'object',
      required: ['blurb', 'serviceLinks', 'communityLinks', 'copyright', 'whatsappLabel'],
      additionalProperties: false,
      properties: {
        blurb: { type: 'string' },
        whatsappLabel: { type: 'string' },
        serviceLinks: { type: 'array', items: linkSchema },
        communityLinks: { type: 'array', items: linkSchema },
        copyright: { type: 'string' },
      },
    },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['city', 'country', 'status'],
        additionalProperties: false,
        properties: {
          city: { type: 'string' },
          country: { type: 'string' },
          status: { type: 'string', enum: ['active', 'coming-soon'] },
        },
      },
    },
    forms: {
      type: 'object',
      description:
        'What every form says beyond its own confirmation: while sending, and when it fails.',
      required: ['sending', 'trapLabel', 'failed'],
      additionalProperties: false,
      properties: {
        sending: { type: 'string', minLength: 1, description: 'The submit button while sending.' },
        trapLabel: {
          type: 'string',
          minLength: 1,
          description: 'Label of the hidden field only bots fill in (screen readers skip it).',
        },
        failed: {
          type: 'object',
          description: 'Why a submission was not stored; the form keeps every answer.',
          required: ['title', 'network', 'rateLimited', 'invalid', 'server', 'goBack'],
          additionalProperties: false,
          properties: {
            title: text,
            network: text,
            rateLimited: text,
            invalid: text,
            server: text,
            goBack: {
              type: 'string',
              minLength: 1,
              description:
                'How to get the answers back, on the page a form without JavaScript lands on.',
            },
          },
        },
      },
    },
  },
} as const;
