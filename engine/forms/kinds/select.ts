import { nameFromSlug } from '../../text/name-from-slug';
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
        'With fromQuery: which option a query value picks (query value: option value). Any other value is kept as an extra option.',
    },
    default: textDefault,
  },
} as const satisfies FieldKindProps;

const maxLength = 120;
// Only slugs become extra options, so a crafted URL cannot put arbitrary text in a list.
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type SelectField = FieldOfProps<typeof selectProps>;

const optionOf = (field: SelectField, value: unknown) =>
  field.options.find((option) => option.value === value);

/**
 * The option a query value picks: the one its `queryMap` names, or the value itself when
 * it is an option; any other slug is kept and offered as an extra option named from it.
 */
function presetOption(raw: string, field: SelectField) {
  const key = raw.toLowerCase();
  const map = field.queryMap ?? {};
  const value = Object.hasOwn(map, key) ? map[key]! : key;
  if (optionOf(field, value)) return { value };
  if (!slugPattern.test(value)) return null;
  return { value, addedOption: { value, label: nameFromSlug(value) } };
}

export const select = textKind<SelectField>({
  maxLength,
  widget: 'select',
  answerSchema: (field) => {
    const listed = { enum: ['', ...field.options.map((option) => option.value)] };
    // A select filled from the query string may hold a slug it does not list.
    const anyOf = field.fromQuery ? [listed, { pattern: slugPattern.source }] : [listed];
    return { ...textAnswer(field, maxLength), anyOf };
  },
  messages: { ...usualMessages, missing: 'choose', format: 'option' },
  // Staff read the option's label, not its value.
  stored: (value, field) => optionOf(field, value)?.label ?? value,
  preset: presetOption,
});
