/**
 * The brand's colours, named by how they look. Only the theme reads them: components ask
 * the theme's palette for a token named by what the colour is for (`band.muted`,
 * `status.pending`), so a colour changes in one place.
 */
export const brandColours = {
  white: '#FFFFFF',
  ink: '#111827',
  slate: '#475569',
  line: '#E2E8F0',
  mist: '#F3F6FB',
  navy: '#0B1B33',
  navyDeep: '#07111F',
  navyLight: '#0E2A52',
  blue: '#1E5EFF',
  blueDark: '#1646C4',
  blueSoft: '#E8EFFF',
  teal: '#0B7A7A',
  amber: '#F5A524',
  amberLight: '#FFD58A',
} as const;
