/** Section background; engine/theme/theme.ts holds the colours of each. */
export const toneSchema = {
  type: 'string',
  enum: ['light', 'muted', 'dark', 'primary'],
} as const;
