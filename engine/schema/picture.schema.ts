import { mediaPathPattern } from '../media/media-path';
import { sitePathPattern } from './site-path';

const describedSize = {
  width: {
    type: 'integer',
    minimum: 1,
    description:
      "The picture's width in pixels, so the page keeps its place while it loads; left out for a media file, whose size is read from it.",
  },
  height: {
    type: 'integer',
    minimum: 1,
    description: "The picture's height in pixels; left out for a media file.",
  },
} as const;

/**
 * What every picture says besides its source: what it shows (or that it only decorates), its
 * size where no file tells it, and where its subject is when a frame crops it.
 */
export const pictureDetails = {
  alt: {
    type: 'string',
    description:
      'What the picture shows, for people who cannot see it. Required unless decorative is true.',
  },
  decorative: {
    const: true,
    description:
      'Marks a picture that adds nothing to the words around it: screen readers skip it, and it needs no alt.',
  },
  ...describedSize,
  focus: {
    type: 'object',
    additionalProperties: false,
    required: ['x', 'y'],
    description:
      "Where the picture's subject is, from its left and top edges (0 to 1), kept in view when a frame crops the picture.",
    properties: {
      x: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        description: '0 is the left edge, 1 the right.',
      },
      y: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        description: '0 is the top edge, 1 the bottom.',
      },
    },
  },
} as const;

/**
 * A picture of the site: a photo in `media/` (the build reads its size and encodes it as AVIF,
 * WebP and JPEG at several widths) or an illustration under `public/` with its size.
 */
export const pictureProperties = {
  src: {
    type: 'string',
    pattern: `${mediaPathPattern}|${sitePathPattern}`,
    description:
      'The picture: a photo in media/ (such as media/photos/office.jpg: JPEG, PNG, WebP or AVIF), or a path under public/ (an SVG illustration, with width and height).',
  },
  ...pictureDetails,
} as const;
