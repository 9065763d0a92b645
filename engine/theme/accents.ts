/** Card accent colours a page document may pick with `color`; each passes AA on white. */
export const accentColours = {
  blue: { main: '#1E5EFF', soft: '#E8EFFF' },
  teal: { main: '#0B7A7A', soft: '#E2F4F4' },
  amber: { main: '#A15C00', soft: '#FFF3DC' },
  violet: { main: '#6D3FD6', soft: '#F0EAFF' },
  rose: { main: '#C0264B', soft: '#FDE8ED' },
  navy: { main: '#0B1B33', soft: '#E6EBF3' },
} as const;
