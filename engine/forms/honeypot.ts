/**
 * The name of the hidden field every form carries. People never see it; bots that fill
 * in every field do, and their submission is dropped. Declared field names start with a
 * letter, so no real field can have this name.
 */
export const HONEYPOT_FIELD = '_website';
