import type { FromSchema } from 'json-schema-to-ts';
import { optionalWords, tabSchema, text, textWithDefault } from '../parts/parts.schema';

/** How each action reads; {version}, {from} and {to} are the action's particulars. */
const actionWords = optionalWords('How each kind of action reads in the list.', {
  'signed-in': textWithDefault('Signed in', 'Signing in to the dashboard.'),
  'signed-out': textWithDefault('Signed out', 'Signing out, or a session ended by an operator.'),
  'draft-saved': textWithDefault('Saved a draft', 'Saving a draft of a record.'),
  'draft-discarded': textWithDefault(
    'Discarded the saved changes',
    "Throwing a record's draft away (a record never published goes with it).",
  ),
  published: textWithDefault(
    'Published version {version}',
    'Publishing a record; {version} is the version it made.',
  ),
  restored: textWithDefault(
    'Restored version {version} as the draft',
    'Restoring an older version; {version} is its number.',
  ),
  imported: textWithDefault(
    'Imported as version {version}',
    'An import that changed a record; {version} is the version it made.',
  ),
  scheduled: textWithDefault(
    'Scheduled to {scheduleAction} on {when}',
    'A schedule made; {scheduleAction} is publish or unpublish as `scheduleActions` words it, {when} its time.',
  ),
  'schedule-cancelled': textWithDefault(
    'Cancelled the scheduled {scheduleAction}',
    'A schedule cancelled; {scheduleAction} as above.',
  ),
  'schedule-failed': textWithDefault(
    'The scheduled {scheduleAction} could not run: {reason}',
    'A schedule that could not run; {reason} says why.',
  ),
  unpublished: textWithDefault('Took the record off the site', 'A record unpublished.'),
  'preview-created': textWithDefault(
    'Made a preview link that works until {when}',
    'A preview link made; {when} is when it stops working.',
  ),
  'preview-revoked': textWithDefault('Revoked a preview link', 'A preview link revoked.'),
  uploaded: textWithDefault(
    'Uploaded a picture of {width}×{height} pixels',
    'A picture uploaded for a record; {width} and {height} are its size in pixels.',
  ),
  'lead-status': textWithDefault(
    'Moved a lead from {from} to {to}',
    "A lead's status changed; {from} and {to} are status names.",
  ),
  'lead-not-spam': textWithDefault('Marked a lead as not spam', 'A lead taken out of spam.'),
  'lead-note': textWithDefault("Changed a lead's note", "A lead's staff note changed."),
  'lead-owner': textWithDefault(
    'Gave a lead to {toOwner}',
    "A lead's owner changed; {fromOwner} and {toOwner} are names, or the nobody word.",
  ),
  'lead-erased': textWithDefault(
    "Erased one person's data (leads: {leads})",
    'Everything stored about one email address deleted at their request; {leads} is how many leads went.',
  ),
  'leads-purged': textWithDefault(
    'Deleted leads past their retention (leads: {leads}, spam: {spam})',
    'Leads older than the retention period deleted; {leads} and {spam} are how many.',
  ),
  other: textWithDefault(
    'Did "{action}"',
    'An action this version has no words for; {action} is its name.',
  ),
});

export const activityTabSchema = tabSchema({
  description:
    'The Activity tab: who did what, newest first (signing in and out, drafts, publishing, restores, imports, lead changes), filtered by person and by record.',
  required: ['loading', 'empty'],
  properties: {
    loading: text('Shown while the activity loads.'),
    empty: text('Shown when nothing has been recorded yet.'),
    noMatches: textWithDefault(
      'No actions match these filters.',
      'Shown when the filters match nothing.',
    ),
    loadFailed: textWithDefault('The activity could not be loaded.', 'Shown when loading failed.'),
    retryLabel: textWithDefault('Try Again', 'The button that loads again.'),
    refreshLabel: textWithDefault('Refresh', 'The button that loads the newest actions.'),
    resultCount: textWithDefault(
      '{count} actions, newest first',
      'The count over the list; {count} is a number.',
    ),
    capped: textWithDefault(
      'Showing the newest {count} actions. sitectl audit lists them all.',
      'Shown when the list holds only the newest actions; {count} is a number.',
    ),
    filters: optionalWords('The filters over the list.', {
      person: textWithDefault('Person', "The person filter's label."),
      record: textWithDefault('Record', "The record filter's label."),
      everyone: textWithDefault('Everyone', 'The person filter when it shows everyone.'),
      everything: textWithDefault('All records', 'The record filter when it shows all.'),
    }),
    subjects: optionalWords('How the thing acted on reads.', {
      services: textWithDefault('Service: {name}', 'A service record; {name} is its slug.'),
      leads: textWithDefault('Lead {id}', 'A lead; {id} is the start of its id.'),
      pages: textWithDefault(
        'Pages: {routes}',
        'Page documents shown by a preview link (`sitectl preview`); {routes} are their addresses.',
      ),
      openLead: textWithDefault('Open lead {id}', 'Names the link that opens a lead.'),
      uploads: textWithDefault(
        'Picture {id}',
        'A picture staff uploaded; {id} is the start of its id.',
      ),
    }),
    unknownPerson: textWithDefault('Unknown', 'Who did an action that names no one.'),
    nobody: textWithDefault('nobody', "Stands for a lead's owner when there is none."),
    statusLabels: optionalWords("How a lead's statuses read in a status change.", {
      new: textWithDefault('New', 'The new status.'),
      contacted: textWithDefault('Contacted', 'The contacted status.'),
      qualified: textWithDefault('Qualified', 'The qualified status.'),
      won: textWithDefault('Won', 'The won status.'),
      lost: textWithDefault('Lost', 'The lost status.'),
      closed: textWithDefault('Closed', 'The closed status.'),
      spam: textWithDefault('Spam', 'The spam status.'),
    }),
    actions: actionWords,
    scheduleActions: optionalWords('How the two kinds of schedule read inside a sentence.', {
      publish: textWithDefault('publish', 'Publishing the draft.'),
      unpublish: textWithDefault('unpublish', 'Taking the record off the site.'),
    }),
    scheduledMark: textWithDefault(
      '{text} (as scheduled)',
      'What a schedule did, marked as such; {text} is the action in words.',
    ),
  },
});

export type ActivityTabConfig = FromSchema<typeof activityTabSchema>;
