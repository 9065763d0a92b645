import { optionalWords, textWithDefault } from '../parts/parts.schema';

/**
 * The words of a record's picture in the Add and Edit dialogs of services and posts: a place
 * to drop or choose a photo, what happens to it, and why one is refused. {file} is the
 * chosen file's name; {width} and {height} are the stored picture's size in pixels.
 */
export const pictureWordsSchema = optionalWords(
  "The words of a record's picture upload in the services' and posts' dialogs.",
  {
    dropHint: textWithDefault(
      'Drop a photo here: JPEG, PNG, WebP or AVIF, up to 15 MB.',
      'In the place a photo is dropped on, beside the button that chooses one.',
    ),
    chooseLabel: textWithDefault('Choose a Photo', 'The button that opens the file chooser.'),
    replaceLabel: textWithDefault(
      'Replace Photo',
      'The same button once the record has a picture.',
    ),
    removeLabel: textWithDefault(
      'Remove Picture',
      "The button that takes the picture off the record (saved with the record's other changes).",
    ),
    previewAlt: textWithDefault(
      'The picture as the page will show it',
      'Describes the preview until the picture has a description of its own.',
    ),
    uploading: textWithDefault('Uploading {file}…', 'Shown while a photo is sent and stored.'),
    uploaded: textWithDefault(
      '{file} is stored as a {width} × {height} picture, without its location or camera details. Save to put it on the page.',
      'Shown once a photo is stored: what was kept, and that saving the record puts it on the page.',
    ),
    tooLarge: textWithDefault(
      '{file} is larger than 15 MB. Save it smaller (4,000 pixels a side is plenty) and try again.',
      'When the file is over the limit; nothing is stored.',
    ),
    notAPicture: textWithDefault(
      '{file} is not a JPEG, PNG, WebP or AVIF picture. Save it in one of these formats and try again.',
      "When the file's content is not a picture of these formats, whatever its name; nothing is stored.",
    ),
    failed: textWithDefault(
      '{file} could not be uploaded: the server did not answer. Check your connection and try again.',
      'When the upload fails for any other reason.',
    ),
    altRequired: textWithDefault(
      'Describe the picture for people who cannot see it.',
      "Under the picture's description when a picture is given without one.",
    ),
    serverOnly: textWithDefault(
      'Photos are uploaded where the site runs its own server. Here, give the https:// address of a picture.',
      'Instead of the upload where the data lives in Supabase, which has no server to re-encode photos.',
    ),
  },
);
