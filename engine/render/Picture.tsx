import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A picture as `picture.schema.ts` describes it: its size keeps its place while it loads. */
export interface PictureSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A picture of the site at its own width and height; `sx` scales and places it. */
export function Picture({ picture, sx }: { picture: PictureSource; sx?: SxProps<Theme> }) {
  const { src, alt, width, height } = picture;
  return <Box component="img" src={src} alt={alt} width={width} height={height} sx={sx} />;
}
