import { describe, expect, it } from 'vitest';
import { formatProblem } from '../document/problem';
import { validatePageText } from '../pages/validate-document';
import { fieldKinds } from './kinds';
import { formFieldSchema } from './form-field.schema';

/** What `sitectl validate` says about a page whose form has these fields (YAML lines). */
function problemsWith(...fields: string[]): string[] {
  const text = [
    'title: Office Hours',
    'blocks:',
    '  - type: form-section',
    '    form:',
    '      name: office-hours',
    '      submitLabel: Reserve My Slot',
    '      toast: { title: Slot Reserved!, text: See you on Thursday. }',
    '      fields:',
    ...fields.map((field) => `        - ${field}`),
    '',
  ].join('\n');
  return validatePageText(text, 'pages/office-hours.yaml').problems.map(formatProblem);
}

const at = 'pages/office-hours.yaml:9';

describe('a form field, one branch per kind', () => {
  it('has a branch for every kind of the index, the default kind first', () => {
    const kinds = formFieldSchema.oneOf.map((branch) => branch.properties.kind.const);
    expect(kinds).toEqual(Object.keys(fieldKinds));
    expect(formFieldSchema.properties.kind.enum).toEqual(Object.keys(fieldKinds));
  });

  it('takes every kind with its own properties, and a field without kind as a line of text', () => {
    expect(
      problemsWith(
        '{ name: name, label: Full Name, placeholder: Aisha, default: Aisha }',
        '{ name: email, label: Email, kind: email, autoComplete: email }',
        '{ name: phone, label: Phone, kind: tel, half: true }',
        '{ name: site, label: Website, kind: url }',
        '{ name: notes, label: Notes, kind: textarea, rows: 4, grow: true }',
        '{ name: topic, label: Topic, kind: select, options: [{ value: cloud, label: Cloud }], fromQuery: topic, queryMap: { c: cloud } }',
        '{ name: consent, label: I agree, kind: checkbox, required: true, default: false }',
        '{ name: source, label: Source, kind: hidden, default: page }',
      ),
    ).toEqual([]);
  });

  it("refuses another kind's property on the property, in the kind's words", () => {
    expect(problemsWith('{ name: notes, label: Notes, rows: 4 }')).toEqual([
      `${at}:40 not-for-this-kind blocks[0].form.fields[0]: a text field takes no rows; only a textarea field does`,
    ]);
    expect(
      problemsWith('{ name: email, label: Email, kind: email, options: [{ value: a, label: A }] }'),
    ).toEqual([
      `${at}:53 not-for-this-kind blocks[0].form.fields[0]: an email field takes no options; only a select field does`,
    ]);
  });

  it('reports what is wrong with the kind the field names, and nothing about the others', () => {
    // A box never starts ticked: consent is the visitor's own tick.
    expect(problemsWith('{ name: ok, label: OK, kind: checkbox, default: true }')).toEqual([
      `${at}:59 not-allowed blocks[0].form.fields[0].default: must be false`,
    ]);
    expect(problemsWith('{ name: notes, label: Notes, kind: textarea, rows: 40 }')).toEqual([
      `${at}:62 out-of-range blocks[0].form.fields[0].rows: must be <= 12`,
    ]);
  });

  it("suggests a misspelt property from the kind's own", () => {
    expect(problemsWith('{ name: ok, lable: OK, kind: checkbox }')).toEqual([
      `${at}:11 missing-property blocks[0].form.fields[0]: must have required property 'label'`,
      `${at}:23 unknown-property blocks[0].form.fields[0]: unknown property 'lable'; did you mean 'label'?`,
    ]);
  });

  it('names the kinds once for a kind there is none of', () => {
    expect(problemsWith('{ name: day, label: Day, kind: date }')).toEqual([
      `${at}:42 not-allowed blocks[0].form.fields[0].kind: must be one of: text, email, tel, url, textarea, select, checkbox, hidden`,
    ]);
  });
});
