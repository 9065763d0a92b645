import { blockIdSchema } from '../../engine/schema/block-base';

const text = { type: 'string', minLength: 1 } as const;

const screen = {
  type: 'object',
  required: ['heading', 'text'],
  additionalProperties: false,
  properties: { heading: text, text },
} as const;

/**
 * Staff access for the pages after it (the dashboard). With the site's own server, an
 * admin link signs the browser in. With Supabase: email and password, then an
 * authenticator app (set up once, then a code each time), then the signed-in staff
 * member's bar with their authenticator apps and sign-out. `{email}` stands for the
 * signed-in address.
 */
export const staffGateSchema = {
  type: 'object',
  required: [
    'type',
    'checking',
    'signIn',
    'enrol',
    'challenge',
    'code',
    'noAccess',
    'account',
    'factors',
    'messages',
    'adminLink',
  ],
  additionalProperties: false,
  properties: {
    type: { const: 'staff-gate' },
    /**
     * With the site's own server: staff get in with an admin link the server prints at
     * start (or `sitectl admin-link` makes). `{time}` stands for when the session ends.
     */
    adminLink: {
      type: 'object',
      required: ['heading', 'text', 'linkUsed', 'unreachable', 'retryLabel', 'signedIn'],
      additionalProperties: false,
      properties: {
        heading: text,
        text,
        /** Shown instead of `text` after a link that was used before or has expired. */
        linkUsed: text,
        unreachable: text,
        retryLabel: text,
        signedIn: text,
      },
    },
    id: blockIdSchema,
    /** Shown while the browser looks for a saved session. */
    checking: text,
    signOutLabel: { type: 'string', minLength: 1, default: 'Sign out' },
    signIn: {
      type: 'object',
      required: ['heading', 'text', 'emailLabel', 'passwordLabel', 'submitLabel', 'busyLabel'],
      additionalProperties: false,
      properties: {
        heading: text,
        text,
        emailLabel: text,
        passwordLabel: text,
        submitLabel: text,
        busyLabel: text,
      },
    },
    enrol: {
      type: 'object',
      required: ['heading', 'text', 'qrAlt', 'secretLabel', 'preparing', 'friendlyName', 'issuer'],
      additionalProperties: false,
      properties: {
        heading: text,
        text,
        /** The QR code's text alternative. */
        qrAlt: text,
        /** Introduces the key for apps that cannot scan. */
        secretLabel: text,
        preparing: text,
        retryLabel: { type: 'string', minLength: 1, default: 'Try again' },
        /** How the factor is named in the staff member's list of authenticator apps. */
        friendlyName: text,
        /** The account's issuer in the authenticator app. */
        issuer: text,
      },
    },
    challenge: {
      type: 'object',
      required: ['heading', 'text', 'factorLabel'],
      additionalProperties: false,
      properties: {
        heading: text,
        text,
        /** Names the choice of app, for staff with more than one. */
        factorLabel: text,
      },
    },
    /** The six-digit code field, for setting up an app and for signing in with one. */
    code: {
      type: 'object',
      required: ['label', 'submitLabel', 'busyLabel', 'invalid'],
      additionalProperties: false,
      properties: {
        label: text,
        helperText: { type: 'string' },
        submitLabel: text,
        busyLabel: text,
        /** Shown, without asking the server, when the code is not six digits. */
        invalid: text,
      },
    },
    noAccess: screen,
    account: {
      type: 'object',
      required: ['label', 'signedInAs', 'roles', 'factorsLabel'],
      additionalProperties: false,
      properties: {
        /** The accessible name of the bar. */
        label: text,
        signedInAs: text,
        roles: {
          type: 'object',
          required: ['editor', 'admin'],
          additionalProperties: false,
          properties: { editor: text, admin: text },
        },
        factorsLabel: text,
      },
    },
    factors: {
      type: 'object',
      required: [
        'title',
        'text',
        'loading',
        'addedOn',
        'removeLabel',
        'confirmText',
        'confirmLabel',
        'cancelLabel',
        'closeLabel',
      ],
      additionalProperties: false,
      properties: {
        title: text,
        text,
        loading: text,
        /** `{date}` stands for the day the app was added. */
        addedOn: text,
        removeLabel: text,
        /** Asked before removing; `{name}` stands for the app's name. */
        confirmText: text,
        confirmLabel: text,
        cancelLabel: text,
        closeLabel: text,
      },
    },
    messages: {
      type: 'object',
      required: [
        'wrongCredentials',
        'emailNotConfirmed',
        'rateLimited',
        'network',
        'wrongCode',
        'codeExpired',
        'sessionEnded',
        'unexpected',
      ],
      additionalProperties: false,
      properties: {
        wrongCredentials: text,
        emailNotConfirmed: text,
        rateLimited: text,
        network: text,
        wrongCode: text,
        codeExpired: text,
        /** After the session ran out and could not be renewed, on the sign-in screen. */
        sessionEnded: text,
        unexpected: text,
      },
    },
  },
} as const;
