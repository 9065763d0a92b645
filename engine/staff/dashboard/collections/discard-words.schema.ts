import { noticeWithDefault, optionalWords, textWithDefault } from '../parts/parts.schema';

/** A record's Discard Saved Changes, in its Edit dialog: asked first, then done. */
export const discardWordsSchema = optionalWords(
  "Discard Saved Changes, in a record's Edit dialog when it has saved changes: asks first, then throws the draft away (a record never published goes with it). {name} is the record's name, {slug} its slug.",
  {
    buttonLabel: textWithDefault(
      'Discard Saved Changes',
      'The button, shown when the record has saved changes, that throws them away after a confirmation.',
    ),
    confirm: textWithDefault(
      'Throw away the changes saved to {name}? Visitors keep seeing the published page; the draft is gone for good.',
      'Asks before discarding the changes of a published record.',
    ),
    newConfirm: textWithDefault(
      '{name} was never published: discarding its draft removes it for good.',
      'Asks before discarding the draft of a record never published.',
    ),
    yes: textWithDefault('Yes, Discard', 'Confirms the discard.'),
    keep: textWithDefault('Keep Them', 'Keeps the saved changes.'),
    toasts: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description:
        'What the toast says after discarding; a failure is said in the dialog too. {by} and {at} name who changed the record meanwhile, and when.',
      properties: {
        discarded: noticeWithDefault(
          'The saved changes were thrown away.',
          'Changes Discarded',
          'The saved changes to {name} are gone; visitors and the dashboard show it as published.',
        ),
        discardedNew: noticeWithDefault(
          'A record never published was thrown away with its draft.',
          'Draft Removed',
          '{name} was never published, and is gone now; its address is free again.',
        ),
        conflict: noticeWithDefault(
          'Someone changed the record after the dialog opened, so nothing was discarded.',
          'Someone Else Changed This',
          '{by} changed {name} at {at}, after you opened it. Nothing was discarded: open it again to see their changes.',
        ),
        failed: noticeWithDefault(
          'The saved changes could not be thrown away.',
          'Not Discarded',
          'The saved changes to {name} could not be discarded. Please try again.',
        ),
      },
    },
  },
);
