/** Section background; engine/theme/theme.ts holds the colours of each. */
export const toneSchema = {
  type: 'string',
  enum: ['light', 'muted', 'dark', 'primary'],
  description:
    'The background of the section: light (white), muted (pale grey), dark (navy) or primary (deep blue). Alternate them so neighbouring sections stand apart.',
} as const;
