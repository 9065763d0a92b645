import { brandColours } from './brand-colours';

/** Card accent colours a page document may pick with `color`; each passes AA on white. */
export const accentColours = {
  blue: { main: brandColours.blue, soft: brandColours.blueSoft },
  teal: { main: brandColours.teal, soft: '#E2F4F4' },
  amber: { main: '#A15C00', soft: '#FFF3DC' },
  violet: { main: '#6D3FD6', soft: '#F0EAFF' },
  rose: { main: '#C0264B', soft: '#FDE8ED' },
  navy: { main: brandColours.navy, soft: '#E6EBF3' },
} as const;

export type AccentName = keyof typeof accentColours;
