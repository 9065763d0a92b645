import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A soft fill and the strong colour drawn on it, as the theme's palette pairs them. */
export interface TileColours {
  soft: string;
  main: string;
}

interface Props {
  /** Its width and height, in pixels. */
  size: number;
  /** Its corner radius in theme units, or '50%' for a round tile. */
  radius: number | '50%';
  /**
   * On a dark band the tile is a light tint and the icon takes the band's text colour, or
   * darkColour when given.
   */
  dark: boolean;
  /** The fill and the icon's colour on light bands. */
  colours?: TileColours;
  /** The icon's colour on a dark band, where it is not the band's text colour. */
  darkColour?: string;
  /** Where the tile stands: a margin, a position. */
  sx?: SxProps<Theme>;
  /** `span` inside text. */
  component?: 'div' | 'span';
  children: ReactNode;
}

const primaryColours: TileColours = { soft: 'primary.soft', main: 'primary.main' };

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/** An icon centred in a tinted tile that never shrinks: beside a heading, atop a card. */
export function IconTile({
  size,
  radius,
  dark,
  colours = primaryColours,
  darkColour = 'band.contrastText',
  sx,
  component = 'div',
  children,
}: Props) {
  return (
    <Box
      component={component}
      sx={[
        {
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: radius,
          display: 'grid',
          placeItems: 'center',
          bgcolor: dark ? 'band.tint' : colours.soft,
          color: dark ? darkColour : colours.main,
        },
        ...asList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
