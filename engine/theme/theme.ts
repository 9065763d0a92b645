import { interFallbackFamily } from './font-faces';
import { createTheme } from '@mui/material/styles';

/** Colour tokens, type scale and shape: the one place the site's look is defined. */
export const palette = {
  navy: '#0B1B33',
  navyDeep: '#07111F',
  blue: '#1E5EFF',
  blueDark: '#1646C4',
  teal: '#0B7A7A',
  amber: '#F5A524',
  ink: '#111827',
  slate: '#475569',
  mist: '#F3F6FB',
  line: '#E2E8F0',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: palette.blue, dark: palette.blueDark, contrastText: '#FFFFFF' },
    secondary: { main: palette.teal, contrastText: '#FFFFFF' },
    warning: { main: palette.amber },
    text: { primary: palette.ink, secondary: palette.slate },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    divider: palette.line,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: `"Inter Variable", "${interFallbackFamily}", Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
    h1: { fontSize: 'clamp(2.1rem, 5vw, 3.5rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.7rem, 3.5vw, 2.5rem)', fontWeight: 800, lineHeight: 1.15 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});

/** Section backgrounds a block may choose with `tone`. */
export const tones = {
  light: { bg: '#FFFFFF', fg: palette.ink, muted: palette.slate },
  muted: { bg: palette.mist, fg: palette.ink, muted: palette.slate },
  dark: { bg: palette.navy, fg: '#FFFFFF', muted: '#C7D2E4' },
  primary: { bg: palette.blueDark, fg: '#FFFFFF', muted: '#E0E8FF' },
} as const;

export type Tone = keyof typeof tones;

/** Bands with light text on a dark background. */
export const isDarkTone = (tone: Tone): boolean => tone === 'dark' || tone === 'primary';
