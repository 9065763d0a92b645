/**
 * The name of the hidden field every form carries. People never see it; bots that fill
 * in every field do, and their submission is kept apart as spam (public.submit_lead knows
 * the name too). Declared field names start with a letter, so no real field can have it.
 */
export const HONEYPOT_FIELD = '_website';
