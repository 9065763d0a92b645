import { noticeWithDefault, optionalWords, textWithDefault } from '../parts/parts.schema';

/** A record's Preview Links dialog: links to its saved changes, made, listed and revoked. */
export const previewWordsSchema = optionalWords(
  "A record's Preview Links dialog: links that show its saved changes to people without an account, until they expire or are revoked.",
  {
    buttonLabel: textWithDefault(
      'Preview Link',
      'The word on the button of a record with saved changes that opens it.',
    ),
    buttonName: textWithDefault(
      'Preview links of {name}',
      "The button's name for screen readers and voice control, and the dialog's heading; {name} is the record's name (a service's name, a post's title).",
    ),
    intro: textWithDefault(
      'A preview link shows the saved changes, as last saved, to anyone who has it, without signing in. Visitors keep seeing the published page. Search engines never list it.',
      'What a preview link is, at the top of the dialog.',
    ),
    daysLabel: textWithDefault('Works for', 'Labels the choice of how long a new link works.'),
    oneDay: textWithDefault('1 day', 'A new link works for one day.'),
    sevenDays: textWithDefault('7 days', 'A new link works for a week (the first choice).'),
    thirtyDays: textWithDefault('30 days', 'A new link works for 30 days.'),
    createLabel: textWithDefault('Create Link', 'The button that makes a new link.'),
    made: textWithDefault(
      'Copy the link now: it is shown only this once.',
      'Over a new link and its Copy buttons.',
    ),
    linkLabel: textWithDefault(
      'Preview link ({language})',
      'Labels a new link; {language} is the language of the page it opens.',
    ),
    copyLabel: textWithDefault('Copy', 'The button that copies a new link.'),
    copyName: textWithDefault(
      'Copy the preview link ({language})',
      "The Copy button's name for screen readers; {language} is the page's language.",
    ),
    copied: textWithDefault('Copied', 'Said once a link is copied.'),
    listHeading: textWithDefault('Links made', 'Heads the list of links made for the record.'),
    loading: textWithDefault('Loading the links…', 'Shown while the links load.'),
    loadFailed: textWithDefault(
      'The links could not be loaded. Close this and try again.',
      'Shown when loading failed.',
    ),
    empty: textWithDefault('No links made yet.', 'Shown when the record has no links.'),
    madeBy: textWithDefault(
      'Made by {by} on {when}',
      'Who made a link and when; {by} and {when} are filled in.',
    ),
    working: textWithDefault('Works until {when}', 'A link that works; {when} is when it stops.'),
    expired: textWithDefault(
      'Expired on {when}',
      'A link that no longer works; {when} is when it stopped.',
    ),
    revoked: textWithDefault(
      'Revoked by {by} on {when}',
      'A link staff stopped; {by} and {when} are filled in.',
    ),
    expiredChip: textWithDefault('Expired', 'Marks a link that no longer works.'),
    revokedChip: textWithDefault('Revoked', 'Marks a link staff stopped.'),
    revokeLabel: textWithDefault('Revoke', 'The button that stops a working link at once.'),
    revokeName: textWithDefault(
      'Revoke the link made on {when}',
      "The Revoke button's name for screen readers; {when} is when the link was made.",
    ),
    closeLabel: textWithDefault('Close', 'The button that closes the dialog.'),
    notices: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description:
        'What the dialog says, in itself (it stays open, and a toast would cover its buttons); {name} is filled in.',
      properties: {
        revoked: noticeWithDefault(
          'A link was revoked.',
          'Preview Link Revoked',
          'The link to the changes to {name} no longer opens.',
        ),
        nothingToPreview: noticeWithDefault(
          'The record has no saved changes any more (published or discarded meanwhile).',
          'No Link Made',
          '{name} has no saved changes to show: they may have been published meanwhile.',
        ),
        failed: noticeWithDefault(
          'Making or revoking a link failed.',
          'Not Done',
          'The preview link of {name} could not be changed. Please try again.',
        ),
      },
    },
  },
);
