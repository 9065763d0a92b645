import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MediaPictureFields } from '../media/resolve-pictures';
import { uploadPictureFields } from '../media/upload-address';

/**
 * A picture as `picture.schema.ts` describes it; one that names a media file arrives with its
 * size and encodings (`resolvePictures`), so it keeps its place while it loads.
 */
export interface PictureData extends Partial<MediaPictureFields> {
  src: string;
  alt?: string;
  decorative?: true;
  focus?: { x: number; y: number };
}

interface Props {
  picture: PictureData;
  /** How wide the block shows the picture at each screen width, so the browser picks an encoding. */
  sizes?: string;
  sx?: SxProps<Theme>;
  /**
   * The page's opening picture (the hero's), often its largest paint: fetched at once and
   * before the rest. Any other picture sits in a band further down, so the browser fetches
   * it as the visitor scrolls near, and it never competes with the first screen's font.
   */
  first?: boolean;
}

/**
 * A picture of the site at its own width and height; `sx` scales and places it. A media
 * picture is a `<picture>` of AVIF and WebP sources over JPEG encodings, each at several
 * widths; the `<picture>` box itself takes no part in the layout.
 */
export function Picture({ picture: given, sizes, sx, first = false }: Props) {
  // A staff upload's address names its size: its encodings follow from it.
  const picture = given.sources ? given : { ...given, ...uploadPictureFields(given.src) };
  const { src, width, height, sources, srcset, focus } = picture;
  // A media photo the build has not encoded (a preview's new photo) has no address to load:
  // only those still name their file (media/...), where every other src is an address.
  if (src.startsWith('media/')) return null;
  const fetching = first
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const image = (
    <Box
      component="img"
      src={src}
      {...(srcset ? { srcSet: srcset, sizes } : {})}
      alt={picture.decorative ? '' : (picture.alt ?? '')}
      width={width}
      height={height}
      {...fetching}
      sx={[
        focus ? { objectPosition: `${focus.x * 100}% ${focus.y * 100}%` } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
  if (!sources) return image;
  // Neither the <picture> nor its sources make a box (a browser would lay a <source> out as
  // an empty box of its own), so the image is laid out as the block places it, in a grid or a stack alike.
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset}
          sizes={sizes}
          style={{ display: 'none' }}
        />
      ))}
      {image}
    </picture>
  );
}
