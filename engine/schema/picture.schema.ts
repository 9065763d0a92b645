import { sitePathPattern } from './site-path';

/** A picture of the site with its size, so the page keeps its place while it loads. */
export const pictureProperties = {
  src: {
    type: 'string',
    pattern: sitePathPattern,
    description: 'The picture, a path under public/.',
  },
  alt: {
    type: 'string',
    description: 'What the picture shows, for people who cannot see it.',
  },
  width: {
    type: 'integer',
    minimum: 1,
    description: "The picture's width in pixels, so the page keeps its place while it loads.",
  },
  height: { type: 'integer', minimum: 1, description: "The picture's height in pixels." },
} as const;
