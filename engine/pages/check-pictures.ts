import type { HumanError } from '../document/human-error';
import type { MediaLookup } from '../media/media-facts';
import { isMediaPath, mediaLimits } from '../media/media-path';

type Path = (string | number)[];

/** A picture: any object in a page's blocks with a `src` (hero and split images, map previews, covers). */
interface PictureFound {
  picture: Record<string, unknown> & { src: string };
  path: Path;
}

// A file name or a camera's name for a photo says nothing of what it shows.
const fileNameLike = /^[^\s/]+\.(?:jpe?g|png|webp|avif|gif|svg|heic)$/i;
const cameraName = /^(?:img|dsc|dscn|pxl|photo|image|screenshot)[\s_-]*\d/i;

/**
 * The rules every picture of a page keeps: it says what it shows (or that it only decorates),
 * in words rather than a file name; a media file it names exists, is a picture the build
 * reads, within the limits; and its size comes from that file, never written beside it.
 */
export function checkPictures(page: Record<string, unknown>, media: MediaLookup): HumanError[] {
  return picturesIn(page.blocks, ['blocks']).flatMap(({ picture, path }) => [
    ...checkAlt(picture, path),
    ...(isMediaPath(picture.src) ? checkMediaFile(picture, path, media) : []),
  ]);
}

function checkAlt(picture: PictureFound['picture'], path: Path): HumanError[] {
  if (picture.decorative === true) return [];
  const alt = typeof picture.alt === 'string' ? picture.alt.trim() : '';
  if (alt === '')
    return [
      {
        code: 'picture-without-alt',
        path,
        message: `the picture '${picture.src}' does not say what it shows: it has no alt`,
      },
    ];
  const stem = picture.src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  if (fileNameLike.test(alt) || cameraName.test(alt) || alt === stem)
    return [
      {
        code: 'picture-alt-is-file-name',
        path: [...path, 'alt'],
        message: `the alt '${alt}' is a file name, not what the picture shows`,
      },
    ];
  return [];
}

function checkMediaFile(
  picture: PictureFound['picture'],
  path: Path,
  media: MediaLookup,
): HumanError[] {
  const problems: HumanError[] = [];
  const facts = media(picture.src);
  const at = [...path, 'src'];
  if (!facts.found)
    problems.push(
      facts.reason === 'missing'
        ? {
            code: 'picture-file-missing',
            path: at,
            message: `there is no file '${picture.src}'`,
          }
        : {
            code: 'picture-file-unreadable',
            path: at,
            message: `'${picture.src}' is not a JPEG, PNG, WebP or AVIF picture the build can read`,
          },
    );
  else if (facts.width * facts.height > mediaLimits.pixels || facts.bytes > mediaLimits.bytes)
    problems.push({
      code: 'picture-too-large',
      path: at,
      message: `'${picture.src}' is ${facts.width}×${facts.height} pixels (${megapixels(facts.width * facts.height)} MP) in ${megabytes(facts.bytes)} MB; the most is ${megapixels(mediaLimits.pixels)} MP and ${megabytes(mediaLimits.bytes)} MB`,
    });
  for (const side of ['width', 'height'] as const)
    if (picture[side] !== undefined)
      problems.push({
        code: 'picture-size-by-hand',
        path: [...path, side],
        message: `the ${side} of '${picture.src}' is read from the file, not written beside it`,
      });
  return problems;
}

function picturesIn(value: unknown, path: Path): PictureFound[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => picturesIn(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (typeof object.src === 'string' && !object.src.includes('{'))
    return [{ picture: object as PictureFound['picture'], path }];
  return Object.entries(object).flatMap(([key, child]) => picturesIn(child, [...path, key]));
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1).replace(/\.0$/, '');
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
