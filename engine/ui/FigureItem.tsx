import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  value: string;
  label: string;
  /** The pair's box: padding, background, alignment. */
  sx?: SxProps<Theme>;
  labelVariant?: 'body1' | 'body2';
  labelSx?: SxProps<Theme>;
  /** The value's size and colour; it is always bold. */
  valueSx?: SxProps<Theme>;
}

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * A headline figure inside a `dl`: the label is the term, so it is read first, and the
 * value is shown large above it.
 */
export function FigureItem({ value, label, sx, labelVariant, labelSx, valueSx }: Props) {
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column-reverse' }, ...asList(sx)]}>
      <Typography component="dt" variant={labelVariant} sx={labelSx}>
        {label}
      </Typography>
      <Typography component="dd" sx={[{ m: 0, fontWeight: 800 }, ...asList(valueSx)]}>
        {value}
      </Typography>
    </Box>
  );
}
