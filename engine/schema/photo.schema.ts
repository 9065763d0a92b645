import { nonEmptyText } from './text.schema';

/** A person's own photo, for the blocks that show people. */
export const photoSchema = nonEmptyText(
  'A photo of this person: a path on this site (put the file in public/, e.g. /images/people/khalid-al-mansoori.webp) or an https: address. Without it the illustrated portrait generated for the name (public/portraits/) is shown, and the initials if no picture loads.',
);
