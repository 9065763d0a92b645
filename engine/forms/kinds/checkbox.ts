import { sitePathPattern } from '../../schema/site-path';
import type { FieldOfProps } from './field-base';
import { usualMessages, type FieldKindProps, type FieldKindRules } from './field-kind';

export const checkboxProps = {
  title: 'Checkbox field',
  description: 'a tick box',
  required: [],
  properties: {
    consent: {
      type: 'string',
      pattern: sitePathPattern,
      description:
        "Makes the box a consent: the path of the privacy page, such as /privacy, linked beside it with the site's forms.privacyLink words; the lead keeps the exact wording the visitor saw and its version (a hash of it).",
    },
    default: {
      const: false,
      description:
        'A box always starts unticked (false): what a visitor agrees to, they tick themselves, as consent laws ask. Leave it out.',
    },
  },
} as const satisfies FieldKindProps;

/** A tick box: its answer is true or false; a query parameter never ticks it. */
export const checkbox: FieldKindRules<FieldOfProps<typeof checkboxProps>> = {
  widget: 'checkbox',
  empty: false,
  maxLength: 'false'.length,
  multiline: false,
  // A required box is ticked: `const: true` is its "at least one character".
  answerSchema: (field) => (field.required ? { const: true } : { type: 'boolean' }),
  // A posted form sends "on" for a ticked box and nothing for an unticked one.
  normalise: (raw) => {
    if (raw === undefined) return false;
    return typeof raw === 'string' ? raw === 'on' || raw === 'true' : raw;
  },
  messages: { ...usualMessages, missing: 'tick' },
};
