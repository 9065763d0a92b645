import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  items: readonly string[];
  /** Light ticks for dark bands. */
  dark?: boolean;
  /** `small` for card features, `body` for lists that stand on their own. */
  size?: 'small' | 'body';
  /** Id of the heading that names the list. */
  labelledBy?: string;
  /** Names the list when no heading does. */
  label?: string;
  mt?: number;
}

/** A list with a tick before each item: features, benefits, requirements. */
export function TickList({ items, dark = false, size = 'body', labelledBy, label, mt = 0 }: Props) {
  const small = size === 'small';
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, mt, display: 'grid', gap: small ? 0.75 : 1.25 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: small ? 1 : 1.25, alignItems: 'flex-start' }}
        >
          <CheckCircle
            aria-hidden
            fontSize="small"
            sx={{ mt: small ? '1px' : '3px', color: dark ? 'band.tick' : 'secondary.main' }}
          />
          <Typography variant={small ? 'body2' : 'body1'}>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
