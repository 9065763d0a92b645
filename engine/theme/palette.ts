import { alpha, type PaletteOptions } from '@mui/material/styles';
import { accentColours } from './accents';
import { brandColours as brand } from './brand-colours';

/** A soft background with a text or icon colour that passes AA on it. */
export interface SoftColour {
  main: string;
  soft: string;
}

/** Colours of the dark bands: the hero, dark sections, the footer, feature panels. */
export interface BandColours {
  /** The background of a dark band. */
  main: string;
  /** The deepest navy: the footer, the far corner of the hero. */
  dark: string;
  /** The light end of a band's gradient. */
  light: string;
  /** Text and icons on a band. */
  contrastText: string;
  /** Secondary text on a band. */
  muted: string;
  /** A lead paragraph on a band: brighter than muted text, softer than headings. */
  lead: string;
  /** Small print, such as the copyright line. */
  smallPrint: string;
  /** Ticks before list items. */
  tick: string;
  /** A card on a band. */
  surface: string;
  /** A figure tile or a pill, on a band or on a card on it. */
  tile: string;
  /** The background of an icon tile or a chip. */
  tint: string;
  /** A rule between parts of a band. */
  divider: string;
  /** The outline of a card or panel on a band. */
  border: string;
}

/** The brand's amber, for what should catch the eye: figures, stars, badges, focus. */
export interface HighlightColours {
  main: string;
  /** A lighter amber for smaller figures on a band. */
  light: string;
  /** Text on an amber badge. */
  contrastText: string;
}

/** Soft chips that say what state a thing is in. */
export interface StatusColours {
  /** Done, published, sent. */
  positive: SoftColour;
  /** Waiting, draft, in progress. */
  pending: SoftColour;
  /** Neither: scheduled, archived. */
  neutral: SoftColour;
  /** An office or offer announced but not open yet. */
  upcoming: SoftColour;
  /** A signed-in staff member's role, beside the verified mark. */
  verified: SoftColour;
}

/** Toast backgrounds by notistack variant, each dark enough for white text (AA). */
export interface ToastColours {
  default: string;
  success: string;
  error: string;
  warning: string;
  info: string;
}

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** A pale background for text or icons in this colour. */
    soft?: string;
    /** The outline of a chip on the soft background. */
    softBorder?: string;
  }
  interface SimplePaletteColorOptions {
    soft?: string;
    softBorder?: string;
  }
  interface TypeBackground {
    /** Muted sections and the admin's backdrop. */
    muted: string;
    /** Holds the place of a picture until it loads. */
    placeholder: string;
  }
  interface Palette {
    band: BandColours;
    highlight: HighlightColours;
    accent: typeof accentColours;
    status: StatusColours;
    toast: ToastColours;
    /** A brand name set as text: the site's logo, a partner's wordmark. */
    wordmark: string;
    /** A stronger line than the divider: a dashed outline, an empty rating star. */
    outline: string;
    /** A large decorative mark, such as a quote sign, that must not compete with text. */
    decoration: string;
  }
  interface PaletteOptions {
    band?: BandColours;
    highlight?: HighlightColours;
    accent?: typeof accentColours;
    status?: StatusColours;
    toast?: ToastColours;
    wordmark?: string;
    outline?: string;
    decoration?: string;
  }
}

/** The site's colour tokens, the only colours components use. */
export const paletteOptions = {
  primary: {
    main: brand.blue,
    dark: brand.blueDark,
    contrastText: brand.white,
    soft: brand.blueSoft,
    softBorder: '#C9D8FF',
  },
  secondary: { main: brand.teal, contrastText: brand.white },
  warning: { main: brand.amber },
  text: { primary: brand.ink, secondary: brand.slate },
  background: {
    default: brand.white,
    paper: brand.white,
    muted: brand.mist,
    placeholder: '#E8EEF6',
  },
  divider: brand.line,
  outline: '#94A3B8',
  decoration: '#CBD5E1',
  wordmark: brand.navy,
  band: {
    main: brand.navy,
    dark: brand.navyDeep,
    light: brand.navyLight,
    contrastText: brand.white,
    muted: '#C7D2E4',
    lead: '#D5DEEE',
    smallPrint: '#AAB6CC',
    tick: '#7FE3D2',
    surface: alpha(brand.white, 0.06),
    tile: alpha(brand.white, 0.08),
    tint: alpha(brand.white, 0.12),
    divider: alpha(brand.white, 0.12),
    border: alpha(brand.white, 0.16),
  },
  highlight: { main: brand.amber, light: brand.amberLight, contrastText: brand.navyDeep },
  accent: accentColours,
  status: {
    positive: { main: '#0F5132', soft: '#DCF5E7' },
    pending: { main: '#7A4100', soft: '#FFF1D6' },
    neutral: { main: '#334155', soft: '#E8EDF5' },
    upcoming: { main: '#7A4500', soft: accentColours.amber.soft },
    verified: { main: '#085F5F', soft: '#E6F4F4' },
  },
  toast: {
    default: brand.navy,
    success: '#17663A',
    error: '#B42318',
    warning: '#8A4B00',
    info: brand.blueDark,
  },
} satisfies PaletteOptions;
