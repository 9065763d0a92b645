import type { MessageKey } from '../../schema/form-messages.schema';
import type { FieldBase } from './field-base';

/** The widgets a kind may ask for its answers with (engine/forms/widgets/widgets.ts). */
export type WidgetName = 'text' | 'textarea' | 'select' | 'checkbox' | 'hidden';

/**
 * What a kind of field adds to the props every field has: its branch of the form field
 * schema (engine/forms/form-field.schema.ts), which `kind: <name>` picks.
 */
export interface FieldKindProps {
  /** The kind in words, for editors and validation messages, such as "Checkbox field". */
  title: string;
  /** What it asks for, for the description of `kind`, such as "a tick box". */
  description: string;
  /** The props it requires besides `name` and `label`. */
  required: readonly string[];
  /** The props only this kind takes, described; and `default`, as this kind's answer. */
  properties: Record<string, { readonly description: string; readonly [keyword: string]: unknown }>;
}

/**
 * What an answer can get wrong. The browser's checks and the server's answer schema speak
 * of the same rules, so both show the same message for each.
 */
export type AnswerRule = 'missing' | 'tooLong' | 'characters' | 'format' | 'unreadable';

/** The message each rule shows, unless a kind words one its own way. */
export const usualMessages: Readonly<Record<AnswerRule, MessageKey>> = {
  missing: 'required',
  tooLong: 'tooLong',
  characters: 'characters',
  format: 'invalid',
  unreadable: 'invalid',
};

const ruleOfKeyword: Readonly<Record<string, AnswerRule>> = {
  minLength: 'missing',
  const: 'missing',
  maxLength: 'tooLong',
  type: 'unreadable',
};

/**
 * The rule a keyword of an answer schema checks, at the answer's own level: a required
 * answer is at least one character long (`minLength`) or, for a tick box, `true` (`const`).
 * Any other keyword (`anyOf`, `enum`, `pattern`) checks the answer's format.
 */
export function ruleOfAnswerKeyword(keyword: string): AnswerRule {
  return Object.hasOwn(ruleOfKeyword, keyword) ? ruleOfKeyword[keyword]! : 'format';
}

/** What a query parameter sets a field to. */
export interface FieldPreset {
  value: string;
}

/**
 * What a kind of field means to a form, in the browser and on the server alike. `F` is
 * the kind's own fields, so a select reads its options.
 */
export interface FieldKindRules<F extends FieldBase = FieldBase> {
  /** The widget that asks for the answer, by its name in widgets/widgets.ts. */
  widget: WidgetName;
  /** The answer of a field left empty: no text, or an unticked box. */
  empty: string | boolean;
  /** The longest answer kept, in characters. */
  maxLength: number;
  /** Whether an answer may hold tabs and line breaks. */
  multiline: boolean;
  /** What a non-empty answer must look like, such as an email address. */
  format?: RegExp;
  /** The JSON Schema of an answer the server accepts (see ruleOfAnswerKeyword). */
  answerSchema(field: F): Record<string, unknown>;
  /**
   * An answer as the answer schema checks it, whether it came as JSON or as a posted form;
   * anything this kind cannot read is kept as it came, for the schema to refuse.
   */
  normalise(raw: unknown, field: F): unknown;
  /** The message each rule shows when an answer breaks it. */
  messages: Readonly<Record<AnswerRule, MessageKey>>;
  /** What a lead stores for an answer, when not the answer itself. */
  stored?(value: string | boolean, field: F): string | boolean;
  /** What a query parameter presets; without it, `fromQuery` leaves the field alone. */
  preset?(raw: string, field: F): FieldPreset | null;
}
