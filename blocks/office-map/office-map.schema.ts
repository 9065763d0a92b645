import { sitePathPattern } from '../../engine/schema/site-path';
import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * An office on a map that contacts no third party until the visitor asks: a static
 * preview with the address and an "Open in Maps" link, and the embedded map on request.
 */
export const officeMapSchema = {
  type: 'object',
  required: ['type', 'place'],
  additionalProperties: false,
  properties: {
    type: { const: 'office-map' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'light' },
    place: {
      type: 'object',
      required: ['name', 'address'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1 },
        address: { type: 'string', minLength: 1 },
        /** What the map searches for; the address when left out. */
        query: { type: 'string', minLength: 1 },
        phone: { type: 'string' },
        hours: { type: 'string' },
      },
    },
    /** The static picture shown until the interactive map is loaded. */
    preview: {
      type: 'object',
      required: ['src', 'alt', 'width', 'height'],
      additionalProperties: false,
      default: {
        src: '/images/office-map-dubai.svg',
        alt: 'Illustrated street map of Business Bay beside the Dubai Water Canal, with the office marked',
        width: 960,
        height: 600,
      },
      properties: {
        src: { type: 'string', pattern: sitePathPattern },
        alt: { type: 'string' },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
    openLabel: { type: 'string', minLength: 1, default: 'Open in Maps' },
    loadLabel: { type: 'string', minLength: 1, default: 'Load interactive map' },
    /** Said beside the load button, because loading the map contacts Google. */
    loadNote: {
      type: 'string',
      default:
        'The interactive map comes from Google Maps, which may set cookies. It loads only when you ask.',
    },
  },
} as const;
