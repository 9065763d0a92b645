import { noticeWithDefault, optionalWords, textWithDefault } from '../parts/parts.schema';

/** A record's History dialog: its versions, the changes between two, and Restore. */
export const historyWordsSchema = optionalWords(
  "A record's History dialog: every published version with who and when, the fields that differ between two of them in both languages, and Restore, which makes an older version the draft.",
  {
    buttonLabel: textWithDefault('History', "The word on each record's button that opens it."),
    buttonName: textWithDefault(
      'History of {name}',
      "The button's name for screen readers and voice control, and the dialog's heading; {name} is the record's name (a service's name, a post's title).",
    ),
    loading: textWithDefault('Loading the history…', 'Shown while the versions load.'),
    loadFailed: textWithDefault(
      'The history could not be loaded. Close this and try again.',
      'Shown when loading failed.',
    ),
    empty: textWithDefault(
      'Nothing is published yet: the first publish makes version 1.',
      'Shown for a record never published.',
    ),
    version: textWithDefault('Version {version}', 'A version by its number; {version} is it.'),
    publishedBy: textWithDefault(
      'Published by {by} on {when}',
      'Who published a version and when; {by} and {when} are filled in.',
    ),
    publishedAt: textWithDefault(
      'Published on {when}',
      'When a version was published, for one whose publisher is not known (published before versions named people); {when} is filled in.',
    ),
    compare: textWithDefault('Compare', 'Labels the older of the two versions compared.'),
    compareWith: textWithDefault('with', 'Labels the newer of the two versions compared.'),
    field: textWithDefault('Field', 'Heads the column of field names in the changes.'),
    same: textWithDefault('These two versions are the same.', 'When nothing differs.'),
    restoreLabel: textWithDefault('Restore', 'The button that makes a version the draft.'),
    restoreName: textWithDefault(
      'Restore version {version}',
      'The Restore button’s name for screen readers; {version} is the number.',
    ),
    closeLabel: textWithDefault('Close', 'The button that closes the dialog.'),
    toasts: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'What the toast says after Restore; {name}, {slug} and {version} are filled in.',
      properties: {
        restored: noticeWithDefault(
          'The version is the draft now.',
          'Version Restored',
          'Version {version} of {name} is now the draft: publish it to put it live.',
        ),
        conflict: noticeWithDefault(
          'Someone changed the record after the history was opened; {by} is who and {at} when.',
          'Not Restored',
          '{by} changed {name} at {at}. Open the history again, then restore.',
        ),
        failed: noticeWithDefault(
          'The version could not be restored.',
          'Not Restored',
          'Version {version} of {name} could not be restored. Please try again.',
        ),
      },
    },
  },
);
