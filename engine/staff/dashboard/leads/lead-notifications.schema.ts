import { noticeSchema } from '../parts/parts.schema';

const optionalText = (value: string, description: string) =>
  ({ type: 'string', minLength: 1, default: value, description }) as const;

const noticeWithDefault = (title: string, text: string, description: string) =>
  ({ ...noticeSchema, default: { title, text }, description }) as const;

/** How each thing a lead records of where it came from reads, in the dialog and the CSV. */
export const sourceLabelsSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  description: 'How each thing a lead records of where the visit came from is labelled.',
  properties: {
    landing: optionalText('First page of the visit', 'The page the visit started on.'),
    referrer: optionalText('Came from', 'The other site that sent the visitor.'),
    utm_source: optionalText('Campaign source', 'utm_source of the first page.'),
    utm_medium: optionalText('Campaign medium', 'utm_medium of the first page.'),
    utm_campaign: optionalText('Campaign', 'utm_campaign of the first page.'),
    utm_term: optionalText('Campaign term', 'utm_term of the first page.'),
    utm_content: optionalText('Campaign content', 'utm_content of the first page.'),
  },
} as const;

/** The words of a lead's notifications in its dialog, and of taking a lead out of spam. */
export const leadNotificationWordsSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  description:
    "A lead's notifications (email and webhook) in its dialog, and taking a lead out of spam.",
  properties: {
    sourceHeading: optionalText('Where it came from', 'The heading over where the visit began.'),
    directVisit: optionalText(
      'The visitor came straight to the site: no other site and no campaign sent them.',
      'Shown when a lead records no referrer and no campaign.',
    ),
    heading: optionalText('Notifications', "The heading over the lead's deliveries."),
    loading: optionalText('Loading notifications…', 'Shown while the deliveries load.'),
    loadFailed: optionalText(
      'The notifications could not be loaded.',
      'Shown when loading the deliveries failed.',
    ),
    none: optionalText(
      'Nobody was notified of this lead: no email or webhook was configured when it came in.',
      'Shown for a lead that queued no notification.',
    ),
    spamNone: optionalText(
      'Nobody is notified of a lead kept apart as spam.',
      'Shown instead of the deliveries of a spam lead.',
    ),
    email: optionalText('Email to {target}', 'An email delivery; {target} is its addresses.'),
    webhook: optionalText('Webhook to {target}', 'A webhook delivery; {target} is its address.'),
    autoReply: optionalText(
      'Automatic reply to {target}',
      "The form's automatic reply to the visitor (its autoReply); {target} is their address.",
    ),
    assigned: optionalText(
      'Email to the new owner, {target}',
      'The email telling a staff member the lead is theirs now; {target} is their address.',
    ),
    sent: optionalText('Sent {time}', 'A delivered notification; {time} is when.'),
    waiting: optionalText('Waiting to be sent', 'A notification not tried yet.'),
    retrying: optionalText(
      'Try {attempts} failed ({error}). Next try {time}.',
      'A notification that will be tried again; {attempts}, {error} and {time} are filled in.',
    ),
    paused: optionalText(
      'Waiting: where it goes is paused until {time} after failing again and again. It keeps its place and goes once the pause ends.',
      'A notification whose destination (the mail server, a webhook) is paused; {time} is when the pause ends.',
    ),
    failed: optionalText(
      'Gave up after {attempts} tries ({error}).',
      'A notification given up on; {attempts} and {error} are filled in.',
    ),
    resendLabel: optionalText('Resend', 'The button that sends a notification again.'),
    resendAriaLabel: optionalText(
      'Resend the {what}',
      'Names the Resend button for screen readers; {what} is the delivery, such as "Email to …".',
    ),
    spamHeading: optionalText('Kept apart as spam', 'The heading of the spam notice.'),
    spamText: optionalText(
      '{reason} It is stored but nobody was notified.',
      'Why the lead is spam; {reason} is what gave it away.',
    ),
    notSpamLabel: optionalText(
      'Not spam',
      'The button that makes the lead a new one and sends its notifications.',
    ),
    toasts: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'What the toasts say after Resend and Not spam.',
      properties: {
        resent: noticeWithDefault(
          'Sending Again',
          'The {what} goes out again in a moment.',
          'A notification is being sent again; {what} is filled in.',
        ),
        resendFailed: noticeWithDefault(
          'Not Resent',
          'The notification could not be queued again. Please try again.',
          'Resend failed.',
        ),
        notSpam: noticeWithDefault(
          'Moved to Leads',
          'The lead from {who} is a new lead now; its notifications are on their way.',
          'A lead was taken out of spam; {who} is filled in.',
        ),
        notSpamFailed: noticeWithDefault(
          'Still Spam',
          'The lead could not be taken out of spam. Please try again.',
          'Not spam failed.',
        ),
        notFound: noticeWithDefault(
          'Lead Not Found',
          'That link is to a lead that no longer exists.',
          'A link to a lead (/admin?lead=…) names none.',
        ),
      },
    },
  },
} as const;

/** Over the leads: a destination paused after failing again and again, and what comes next. */
export const pausedDestinationsSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  description:
    'Over the leads: a receiver of notifications (the mail server, a webhook) paused after failing again and again, since when, until when, why, and what happens next.',
  properties: {
    mailServer: optionalText(
      'Emails through the mail server {destination}',
      'The mail server as a destination; {destination} is its address.',
    ),
    webhook: optionalText(
      'Webhooks to {destination}',
      'A webhook receiver as a destination; {destination} is its URL.',
    ),
    pausedTitle: optionalText('{name}: paused', 'A paused destination; {name} is which.'),
    pausedText: optionalText(
      "Paused since {since} after {failures} failed tries in a row (last error: {error}). Nothing is sent there until {until}; its {waiting} waiting notifications keep their place. Then one is tried: if it is taken, the rest follow; if not, the pause doubles, up to an hour. Resend on a lead's notification tries at once.",
      'What a pause means and what comes next; {since}, {failures}, {error}, {until} and {waiting} are filled in.',
    ),
    resumingTitle: optionalText(
      '{name}: trying again',
      'A destination whose pause ended, waiting for the try that decides; {name} is which.',
    ),
    resumingText: optionalText(
      'Paused since {since} after {failures} failed tries in a row (last error: {error}). The pause ended at {until}, and the next try decides: if it is taken, its {waiting} waiting notifications follow; if not, it is paused again for twice as long.',
      'After a pause, before the try that decides; {since}, {failures}, {error}, {until} and {waiting} are filled in.',
    ),
  },
} as const;

/** The note over the Leads tab when new leads notify nobody. */
export const notificationsOffSchema = noticeWithDefault(
  'Notifications are off',
  'New leads are stored here but not emailed or posted anywhere. To be told of each one, set SMTP_URL and LEAD_EMAIL_TO (email) or LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET (a webhook) on the server and restart it.',
  'Shown over the leads when the server notifies nobody of new leads.',
);
