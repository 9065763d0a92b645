import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A picture as `picture.schema.ts` describes it: its size keeps its place while it loads. */
export interface PictureSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A picture of the site at its own width and height; `sx` scales and places it. Pictures
 * sit in the bands below a page's opening one (the hero draws its own, fetched first), so
 * the browser fetches them as the visitor scrolls near: they never compete with the first
 * screen's font and picture.
 */
export function Picture({ picture, sx }: { picture: PictureSource; sx?: SxProps<Theme> }) {
  const { src, alt, width, height } = picture;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      sx={sx}
    />
  );
}
