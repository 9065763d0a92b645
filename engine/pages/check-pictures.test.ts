import { describe, expect, it } from 'vitest';
import { formatProblem } from '../document/problem';
import type { MediaFacts, MediaLookup } from '../media/media-facts';
import { validatePageText } from './validate-document';

const files: Record<string, MediaFacts> = {
  'media/office.jpg': { found: true, width: 3000, height: 2000, bytes: 900_000 },
  'media/panorama.jpg': { found: true, width: 12_000, height: 6_000, bytes: 20_000_000 },
  'media/notes.jpg': { found: false, reason: 'unreadable' },
};
const media: MediaLookup = (mediaPath) => files[mediaPath] ?? { found: false, reason: 'missing' };

/** The problems of a page whose only block is a feature-split with `image` (YAML lines). */
function problems(...image: string[]) {
  const text = [
    'title: Test',
    'blocks:',
    '  - type: feature-split',
    '    heading: Our office',
    '    image:',
    ...image.map((line) => `      ${line}`),
    '',
  ].join('\n');
  return validatePageText(text, 'pages/test.yaml', { media }).problems.map(formatProblem);
}

describe('a page checks its pictures', () => {
  it('accepts a media photo with an alt, and a decorative one without', () => {
    expect(problems('src: media/office.jpg', 'alt: The Dubai office meeting room')).toEqual([]);
    expect(problems('src: media/office.jpg', 'decorative: true')).toEqual([]);
    expect(problems('src: /images/a.svg', 'alt: A map', 'width: 10', 'height: 5')).toEqual([]);
  });

  it('refuses a picture that says neither what it shows nor that it decorates, where it is', () => {
    expect(problems('src: media/office.jpg')).toEqual([
      "pages/test.yaml:6:7 picture-without-alt blocks[0].image: the picture 'media/office.jpg' does not say what it shows: it has no alt",
    ]);
    expect(problems('src: media/office.jpg', "alt: ' '")[0]).toContain('picture-without-alt');
  });

  it('refuses an alt that is a file name or a camera number', () => {
    for (const alt of ['office.jpg', 'IMG_2041', 'DSC 0042', 'office'])
      expect(problems('src: media/office.jpg', `alt: ${alt}`)).toEqual([
        `pages/test.yaml:7:12 picture-alt-is-file-name blocks[0].image.alt: the alt '${alt}' is a file name, not what the picture shows`,
      ]);
  });

  it('refuses a media file that is missing, unreadable or too large', () => {
    expect(problems('src: media/gone.jpg', 'alt: An office')).toEqual([
      "pages/test.yaml:6:12 picture-file-missing blocks[0].image.src: there is no file 'media/gone.jpg'",
    ]);
    expect(problems('src: media/notes.jpg', 'alt: An office')[0]).toContain(
      "picture-file-unreadable blocks[0].image.src: 'media/notes.jpg' is not a JPEG, PNG, WebP or AVIF picture",
    );
    expect(problems('src: media/panorama.jpg', 'alt: The bay')).toEqual([
      "pages/test.yaml:6:12 picture-too-large blocks[0].image.src: 'media/panorama.jpg' is 12000×6000 pixels (72 MP) in 19.1 MB; the most is 40 MP and 30 MB",
    ]);
  });

  it('refuses a size written beside a media file, which is read from it', () => {
    expect(problems('src: media/office.jpg', 'alt: An office', 'width: 3000')).toEqual([
      "pages/test.yaml:8:14 picture-size-by-hand blocks[0].image.width: the width of 'media/office.jpg' is read from the file, not written beside it",
    ]);
  });

  it('refuses a media path outside media/ or of a format the build does not encode', () => {
    for (const src of ['media/../secret.jpg', 'media/office.gif', 'photos/office.jpg'])
      expect(problems(`src: ${src}`, 'alt: An office')[0]).toContain('blocks[0].image.src');
  });

  it('leaves a record template picture to its record', () => {
    const text = [
      'title: Test',
      'record: { source: service }',
      'blocks:',
      '  - type: hero',
      "    title: '{record.h1}'",
      '    image:',
      "      src: '{record.image_url}'",
      "      alt: '{record.image_alt}'",
      '      width: 640',
      '      height: 480',
      '',
    ].join('\n');
    const found = validatePageText(text, 'pages/services/[slug].yaml', { media }).problems;
    expect(found.filter((problem) => problem.code.startsWith('picture-'))).toEqual([]);
  });
});
