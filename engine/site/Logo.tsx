import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LocalLink } from '../ui/LocalLink';
import { interpolate } from '../locale/interpolate';
import { useSite } from '../ui/site-context';

/** The brand mark and name, linking home. */
export function Logo({ light = false }: { light?: boolean }) {
  const { brand, ui } = useSite();
  const { palette } = useTheme();
  return (
    <Box
      component={LocalLink}
      to="/"
      aria-label={interpolate(ui.home, { product: brand.name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: light ? 'band.contrastText' : 'wordmark',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        width={32}
        height={32}
        aria-hidden
        sx={{ flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill={palette.primary.main} />
        <path d="M9 11h14v3h-5.5v10h-3V14H9z" fill={palette.primary.contrastText} />
        <circle cx="24" cy="22" r="3" fill={palette.highlight.main} />
      </Box>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {brand.name}
      </Box>
    </Box>
  );
}
