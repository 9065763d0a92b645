import { noticeWithDefault, optionalWords, textWithDefault } from '../parts/parts.schema';

/** A record's Schedule dialog: publish the draft, or take the record off the site, at a time. */
export const scheduleWordsSchema = optionalWords(
  "A record's Schedule dialog: the saved changes published at a time, the record taken off the site at a time, and a schedule cancelled. Times are the site's (Dubai).",
  {
    buttonLabel: textWithDefault('Schedule', "The word on each record's button that opens it."),
    buttonName: textWithDefault(
      'Schedule {name}',
      "The button's name for screen readers and voice control, and the dialog's heading; {name} is the record's name (a service's name, a post's title).",
    ),
    intro: textWithDefault(
      'Times are Dubai time. A schedule runs within a minute of its time, also when the server was off then.',
      'The sentence under the heading.',
    ),
    publishHeading: textWithDefault('Publish the saved changes', 'Heads the publish part.'),
    unpublishHeading: textWithDefault('Take off the site', 'Heads the unpublish part.'),
    unpublishHint: textWithDefault(
      'Its page then answers that it is gone, and it leaves the sitemap; its words stay as a draft.',
      'Says what unpublishing does.',
    ),
    timeLabel: textWithDefault('Date and time (Dubai)', 'Labels each date-and-time field.'),
    scheduleLabel: textWithDefault('Schedule', 'The button that saves a schedule.'),
    scheduledPublish: textWithDefault(
      'Publishes on {when}, as scheduled by {by}.',
      'A publish already scheduled; {when} and {by} are filled in.',
    ),
    scheduledUnpublish: textWithDefault(
      'Comes off the site on {when}, as scheduled by {by}.',
      'An unpublish already scheduled; {when} and {by} are filled in.',
    ),
    cancelLabel: textWithDefault('Cancel Schedule', 'The button that cancels a schedule.'),
    unpublishNowLabel: textWithDefault(
      'Take Off Now',
      'The button that takes a published record off the site at once, after a confirmation.',
    ),
    unpublishNowConfirm: textWithDefault(
      'Take {name} off the site now? From the next visit its page answers that it is gone. Its words stay as a draft, to publish again.',
      'Asks before taking the record off; {name} names the record.',
    ),
    unpublishNowYes: textWithDefault('Yes, Take It Off', 'Confirms taking the record off now.'),
    keepLabel: textWithDefault('Keep It on the Site', 'Leaves the record on the site.'),
    nothingToPublish: textWithDefault(
      'There are no saved changes to publish. Save a draft first.',
      'When the record has no draft.',
    ),
    notPublished: textWithDefault(
      'Nothing of this record is on the site.',
      'When the record is not published.',
    ),
    timeMissing: textWithDefault('Choose a date and time.', 'When no time is chosen.'),
    timePast: textWithDefault('Choose a time in the future.', 'When the time has passed.'),
    closeLabel: textWithDefault('Close', 'The button that closes the dialog.'),
    toasts: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'What the toast says; {name} names the record and {when} is the time.',
      properties: {
        scheduled: noticeWithDefault(
          'A schedule is saved.',
          'Scheduled',
          '{name} is scheduled for {when}.',
        ),
        cancelled: noticeWithDefault(
          'A schedule is cancelled.',
          'Schedule Cancelled',
          'The schedule of {name} is cancelled.',
        ),
        unpublished: noticeWithDefault(
          'The record was taken off the site now.',
          'Taken Off the Site',
          '{name} is off the site. Its words stay as a draft: publish them to bring it back.',
        ),
        conflict: noticeWithDefault(
          'Someone changed the record after this dialog was opened; {by} is who and {at} when.',
          'Not Changed',
          '{by} changed {name} at {at}. Open the dialog again.',
        ),
        failed: noticeWithDefault(
          'The schedule could not be saved or cancelled, or the record not taken off.',
          'Not Changed',
          '{name} could not be changed. Please try again.',
        ),
      },
    },
  },
);
