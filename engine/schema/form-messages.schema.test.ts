import { describe, expect, it } from 'vitest';
import { compileFor } from '../document/ajv';
import { formatProblem } from '../document/problem';
import { validatePageText, validateSiteText } from '../pages/validate-document';
import { wordedPageYaml, wordedSiteYaml } from '../../tests/fixtures/worded-forms';
import { formMessagesSchema, siteFormMessagesSchema } from './form-messages.schema';
import { formSchema } from '../forms/form.schema';

/** What `sitectl validate` says about a page whose form words its messages so. */
function problemsWith(messages: string): string[] {
  const text = wordedPageYaml.replace(
    '        required: Please tell us your {lowercaseLabel}\n',
    messages,
  );
  return validatePageText(text, 'pages/office-hours.yaml').problems.map(formatProblem);
}

describe('validation messages in YAML', () => {
  it("accepts a form's own wording with the placeholders its message takes", () => {
    expect(
      problemsWith(
        [
          '        required: Please tell us your {lowercaseLabel}',
          '        tooLong: "{label}: {max} characters at most"',
          '        unknownField: No field named {name}',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses a message key the catalogue does not have, and suggests the right one', () => {
    expect(problemsWith('        requird: Please tell us your {lowercaseLabel}\n')).toEqual([
      "pages/office-hours.yaml:14:9 unknown-property blocks[0].form.messages: unknown property 'requird'; did you mean 'required'?",
    ]);
  });

  it('refuses a placeholder the message does not take, naming the ones it does', () => {
    expect(problemsWith('        required: Please tell us your {lable}\n')).toEqual([
      'pages/office-hours.yaml:14:19 wrong-format blocks[0].form.messages.required: may use only these placeholders in braces: {label}, {lowercaseLabel}',
    ]);
    expect(problemsWith('        required: Keep {label} under {max}\n')).toEqual([
      expect.stringContaining(
        'may use only these placeholders in braces: {label}, {lowercaseLabel}',
      ),
    ]);
    expect(problemsWith('        noAnswers: Nothing in {label}\n')).toEqual([
      'pages/office-hours.yaml:14:20 wrong-format blocks[0].form.messages.noAnswers: may not use braces: this message has no placeholders',
    ]);
  });

  it('asks the site for every message, and checks its placeholders the same way', () => {
    expect(validateSiteText(wordedSiteYaml, 'pages/_site.yaml').problems).toEqual([]);
    const misspelt = wordedSiteYaml.replace('{max} characters', '{maximum} characters');
    expect(
      validateSiteText(misspelt, 'pages/_site.yaml').problems.map((problem) => problem.message),
    ).toEqual(['may use only these placeholders in braces: {label}, {lowercaseLabel}, {max}']);
    const missing = wordedSiteYaml.replace(/\n {4}tick: .*\n/, '\n');
    expect(
      validateSiteText(missing, 'pages/_site.yaml').problems.map((problem) => problem.message),
    ).toEqual(["must have required property 'tick'"]);
  });

  it.each([
    ['the site catalogue', siteFormMessagesSchema],
    ["a form's own messages", formMessagesSchema],
    ['a form', formSchema],
  ])('accepts the example editors and docs/blocks.md show for %s', (_, schema) => {
    const validate = compileFor(schema, () => schema);
    for (const example of schema.examples) {
      validate(example);
      expect(validate.errors ?? []).toEqual([]);
    }
  });
});
