import { alpha, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { interFallbackFamily } from './font-faces';
import { paletteOptions } from './palette';

const latinFamilies = `"Inter Variable", "${interFallbackFamily}", Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

const themeOptions = {
  palette: paletteOptions,
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: latinFamilies,
    h1: { fontSize: 'clamp(2.1rem, 5vw, 3.5rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.7rem, 3.5vw, 2.5rem)', fontWeight: 800, lineHeight: 1.15 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.1rem', fontWeight: 700 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // The page behind the mobile menu stays still, its scrollbar's space kept so nothing
        // moves sideways. (A modal dialog holds it still by itself: ModalDialog.tsx.)
        'html:has([data-locks-scroll]:popover-open)': {
          overflow: 'hidden',
          scrollbarGutter: 'stable',
        },
      },
    },
    // Keyboard focus and a press show by CSS alone, the same before a block's script runs
    // and after: the shell and static blocks never run MUI's script, which marks focus with
    // a class and draws a ripple. The ripple is off everywhere, as it cost a live button
    // some 70 ms of script and style work on a slow phone, on every press and release. The
    // ring takes the colour already standing out on the band: a button's text, a filled
    // button's fill; a press darkens the button a little.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
          '&:active': {
            boxShadow: `inset 0 0 0 100vmax ${alpha(theme.palette.common.black, 0.12)}`,
          },
        }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 22 },
        contained: { '&:focus-visible': { outlineColor: 'var(--variant-containedBg)' } },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
} satisfies ThemeOptions;

/** The MUI theme, the one place the site's look is defined: colour tokens (palette.ts), type scale, shape. */
export const theme = createTheme(themeOptions);

/**
 * The theme of right-to-left pages: the same look, laid out from the right, in the
 * locale's font first (its faces draw only its own script, so Latin words stay in Inter).
 */
export function rtlTheme(font: string): Theme {
  return createTheme({
    ...themeOptions,
    direction: 'rtl',
    typography: { ...themeOptions.typography, fontFamily: `"${font}", ${latinFamilies}` },
  });
}

/** The theme of a page written in a locale: its direction and its font. */
export function localeTheme(locale: { dir: 'ltr' | 'rtl'; font: string }): Theme {
  return locale.dir === 'rtl' ? rtlTheme(locale.font) : theme;
}

const { palette } = theme;

/** Section backgrounds a block may choose with `tone`. */
export const tones = {
  light: { bg: palette.background.paper, fg: palette.text.primary, muted: palette.text.secondary },
  muted: { bg: palette.background.muted, fg: palette.text.primary, muted: palette.text.secondary },
  dark: { bg: palette.band.main, fg: palette.band.contrastText, muted: palette.band.muted },
  primary: { bg: palette.primary.dark, fg: palette.primary.contrastText, muted: '#E0E8FF' },
} as const;

export type Tone = keyof typeof tones;

/** Bands with light text on a dark background. */
export const isDarkTone = (tone: Tone): boolean => tone === 'dark' || tone === 'primary';

/**
 * The band's text colour at the given opacity, as an `sx` value: for a line or fill on a
 * dark band that has no `band` token of its own (those cover the common cases).
 */
export const bandOverlay =
  (opacity: number) =>
  ({ palette }: Theme): string =>
    alpha(palette.band.contrastText, opacity);

/**
 * The colours of a card on a section band, as `sx` values: the band's own surface and text
 * on dark bands, paper with the text's colour on light ones.
 */
export const cardOnBand = (dark: boolean) =>
  ({
    bgcolor: dark ? 'band.surface' : 'background.paper',
    color: 'inherit',
    borderColor: dark ? 'band.border' : undefined,
  }) as const;
