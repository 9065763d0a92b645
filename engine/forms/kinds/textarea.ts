import type { FieldOfProps } from './field-base';
import type { FieldKindProps } from './field-kind';
import { normaliseText, textDefault, textKind } from './text-kind';

/** How many lines tall a textarea starts when its `rows` is left out. */
export const textareaRows = 3;

export const textareaProps = {
  title: 'Textarea field',
  description: 'several lines',
  required: [],
  properties: {
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: 12,
      description: `How many lines tall it starts; ${textareaRows} when left out.`,
    },
    grow: {
      type: 'boolean',
      description:
        'True lets it grow with its text from rows lines tall; otherwise it keeps that height and scrolls.',
    },
    default: textDefault,
  },
} as const satisfies FieldKindProps;

export const textarea = textKind<FieldOfProps<typeof textareaProps>>({
  maxLength: 5000,
  widget: 'textarea',
  multiline: true,
  // Browsers send a text area's line breaks as CR LF: one kind of line break is kept.
  normalise: (raw, field) =>
    normaliseText(typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n') : raw, field),
});
