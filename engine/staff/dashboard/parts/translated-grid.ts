import { fieldGrid } from '../../../forms/FormFields';

/**
 * The grid of a record's words in the site's other language: each field's text runs in its
 * own direction (Arabic right to left), each paragraph as its first letters say, while the
 * labels stay the dashboard's.
 */
export const translatedGrid = {
  ...fieldGrid,
  '& .MuiInputBase-input': { unicodeBidi: 'plaintext', textAlign: 'start' },
} as const;
