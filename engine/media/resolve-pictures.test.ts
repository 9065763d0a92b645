import { describe, expect, it } from 'vitest';
import { encodedWidths, type MediaManifest } from './media-manifest';
import { resolvePictures } from './resolve-pictures';

const manifest: MediaManifest = {
  'media/photos/office.jpg': { width: 3000, height: 2000, hash: 'abc123', widths: [360, 1080] },
};

describe('encodedWidths', () => {
  it('encodes a large photo at every width up to 1,920 and a small one up to its own', () => {
    expect(encodedWidths(6000)).toEqual([360, 540, 720, 1080, 1440, 1920]);
    expect(encodedWidths(1920)).toEqual([360, 540, 720, 1080, 1440, 1920]);
    expect(encodedWidths(800)).toEqual([360, 540, 720, 800]);
    expect(encodedWidths(200)).toEqual([200]);
  });
});

describe('resolvePictures', () => {
  const page = {
    title: 'About',
    blocks: [
      { type: 'hero', title: 'Hi', image: { src: 'media/photos/office.jpg', alt: 'The office' } },
      { type: 'feature-split', image: { src: '/images/map.svg', alt: 'A map', width: 5 } },
      { type: 'prose', text: 'media/photos/office.jpg' },
    ],
  };

  it('gives a media picture its size, AVIF and WebP sources and JPEG encodings, named by hash', () => {
    const [hero] = resolvePictures(page, manifest).blocks;
    expect(hero!.image).toEqual({
      src: '/media/office-abc123-1080.jpg',
      alt: 'The office',
      width: 3000,
      height: 2000,
      sources: [
        {
          type: 'image/avif',
          srcset: '/media/office-abc123-360.avif 360w, /media/office-abc123-1080.avif 1080w',
        },
        {
          type: 'image/webp',
          srcset: '/media/office-abc123-360.webp 360w, /media/office-abc123-1080.webp 1080w',
        },
      ],
      srcset: '/media/office-abc123-360.jpg 360w, /media/office-abc123-1080.jpg 1080w',
    });
  });

  it('leaves other pictures, text and the document it was given as they are', () => {
    expect(resolvePictures(page, manifest).blocks.slice(1)).toEqual(page.blocks.slice(1));
    expect(page.blocks[0]!.image).toEqual({ src: 'media/photos/office.jpg', alt: 'The office' });
    expect(resolvePictures(page, {})).toBe(page);
    const resolved = resolvePictures(page, manifest);
    expect(resolvePictures(resolved, manifest)).toBe(resolved);
  });
});
