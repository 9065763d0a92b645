import type { FromSchema } from 'json-schema-to-ts';
/** What each placeholder of a validation message stands for. */
const placeholderMeaning = {
  label: "the field's label",
  lowercaseLabel: "the field's label in lowercase",
  max: 'the most characters the field takes',
  name: 'the name of the field it does not have',
} as const;

type Placeholder = keyof typeof placeholderMeaning;

/**
 * One validation message: when it shows, and the only `{placeholders}` it may use, so a
 * misspelt one is refused when the page is checked rather than shown to a visitor.
 */
function message(when: string, placeholders: readonly Placeholder[]) {
  const allowed = placeholders.map((name) => `{${name}}`);
  const meaning = placeholders.map((name) => `{${name}} is ${placeholderMeaning[name]}`);
  return {
    type: 'string',
    minLength: 1,
    pattern: `^(?:[^{}]|\\{(?:${placeholders.join('|')})\\})*$`,
    description: meaning.length > 0 ? `${when} ${meaning.join(', ')}.` : when,
    errorMessage: {
      pattern:
        allowed.length > 0
          ? `may use only these placeholders in braces: ${allowed.join(', ')}`
          : 'may not use braces: this message has no placeholders',
    },
  } as const;
}

const field = ['label', 'lowercaseLabel'] as const;

/** Every validation message a form can show, by its key. */
const messageProperties = {
  required: message('Under a required field left empty.', field),
  choose: message('Under a required select left on its empty choice.', field),
  tick: message('Under a required tick box left unticked.', field),
  email: message('Under an email field whose answer is not an email address.', field),
  tooLong: message('Under an answer longer than the field takes.', [...field, 'max']),
  option: message('Under a select whose answer is none of its options.', field),
  invalid: message('Under an answer that is neither text nor a tick.', field),
  characters: message(
    'Under an answer holding a character a message cannot keep: a control character, or a line break in a one-line field.',
    field,
  ),
  unknownField: message('When the answers name a field the form does not have.', ['name']),
  noAnswers: message('When a submission holds no answers at all.', []),
} as const;

/** `forms.messages` in `pages/_site.yaml`: the wording of every form, in full. */
export const siteFormMessagesSchema = {
  type: 'object',
  description:
    'What a form says when an answer is not accepted, in the browser and on the server alike. A form may word any of them differently with its own messages.',
  required: [
    'required',
    'choose',
    'tick',
    'email',
    'tooLong',
    'option',
    'invalid',
    'characters',
    'unknownField',
    'noAnswers',
  ],
  additionalProperties: false,
  properties: messageProperties,
  examples: [
    {
      required: '{label} is required',
      choose: 'Choose {lowercaseLabel}',
      tick: 'Tick this box to continue',
      email: 'Enter a valid email address, like name@company.com',
      tooLong: '{label} is too long: keep it to {max} characters',
      option: 'Choose one of the options for {lowercaseLabel}',
      invalid: '{label} could not be read; type it again',
      characters: '{label} holds a character we cannot keep; type it again',
      unknownField: 'This form has no field "{name}"',
      noAnswers: 'The form was empty.',
    },
  ],
} as const;

/** A form's own `messages`: any of the site's, worded differently for this form. */
export const formMessagesSchema = {
  type: 'object',
  description:
    "This form's own wording for some of the messages shown when an answer is not accepted; the others are the site's (forms.messages in pages/_site.yaml).",
  additionalProperties: false,
  properties: messageProperties,
  examples: [{ required: 'Please tell us your {lowercaseLabel}', tick: 'Tick the box to agree' }],
} as const;

/** Every validation message, by its key, as `forms.messages` in `pages/_site.yaml` words it. */
export type FormMessages = FromSchema<typeof siteFormMessagesSchema>;
export type MessageKey = keyof FormMessages;
