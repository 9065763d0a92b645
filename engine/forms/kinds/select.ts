import { optionSchema, type FieldOfProps } from './field-base';
import { usualMessages, type FieldKindProps } from './field-kind';
import { textAnswer, textDefault, textKind } from './text-kind';

export const selectProps = {
  title: 'Select field',
  description: 'a choice from options',
  required: ['options'],
  properties: {
    options: {
      type: 'array',
      items: optionSchema,
      minItems: 1,
      description: 'The choices, in the order shown.',
    },
    queryMap: {
      type: 'object',
      additionalProperties: { type: 'string', minLength: 1 },
      description:
        'With fromQuery: which option a query value picks (query value: option value). A value that is neither here nor an option picks nothing.',
    },
    default: textDefault,
  },
} as const satisfies FieldKindProps;

const maxLength = 120;

type SelectField = FieldOfProps<typeof selectProps>;

const optionOf = (field: SelectField, value: unknown) =>
  field.options.find((option) => option.value === value);

/**
 * The option a query value picks: the one its `queryMap` names, or the value itself when
 * it is an option; any other value picks nothing, and never joins the list.
 */
function presetOption(raw: string, field: SelectField) {
  const key = raw.toLowerCase();
  const map = field.queryMap ?? {};
  const value = Object.hasOwn(map, key) ? map[key]! : key;
  return optionOf(field, value) ? { value } : null;
}

export const select = textKind<SelectField>({
  maxLength,
  widget: 'select',
  answerSchema: (field) => ({
    ...textAnswer(field, maxLength),
    anyOf: [{ enum: ['', ...field.options.map((option) => option.value)] }],
  }),
  messages: { ...usualMessages, missing: 'choose', format: 'option' },
  // Staff read the option's label, not its value.
  stored: (value, field) => optionOf(field, value)?.label ?? value,
  preset: presetOption,
});
