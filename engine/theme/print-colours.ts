import { brandColours as brand } from './brand-colours';

/** The colours of the documents the site prints (the guides' PDFs), by what each is for. */
export const printColours = {
  heading: brand.navy,
  accent: brand.teal,
  text: brand.ink,
  muted: brand.slate,
  rule: brand.line,
  callout: brand.mist,
} as const;
