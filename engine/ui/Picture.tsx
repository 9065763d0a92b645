import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A picture as `picture.schema.ts` describes it: its size keeps its place while it loads. */
export interface PictureSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface Props {
  picture: PictureSource;
  sx?: SxProps<Theme>;
  /**
   * The page's opening picture (the hero's), often its largest paint: fetched at once and
   * before the rest. Any other picture sits in a band further down, so the browser fetches
   * it as the visitor scrolls near, and it never competes with the first screen's font.
   */
  first?: boolean;
}

/** A picture of the site at its own width and height; `sx` scales and places it. */
export function Picture({ picture, sx, first = false }: Props) {
  const { src, alt, width, height } = picture;
  const fetching = first
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  return (
    <Box component="img" src={src} alt={alt} width={width} height={height} {...fetching} sx={sx} />
  );
}
