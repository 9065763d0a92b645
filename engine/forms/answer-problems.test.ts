import { describe, expect, it } from 'vitest';
import { compileFor } from '../document/ajv';
import type { FormDefinition } from './form-types';
import { leadProblems } from './answer-problems';
import { leadValuesSchema, normaliseValues } from '../leads/intake/lead-answers';
import { formField } from '../../tests/fixtures/form-field';
import { testSite } from '../../tests/fixtures/test-site';

const field = formField;

const reserve: FormDefinition = {
  name: 'office-hours',
  submitLabel: 'Reserve My Slot',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true }),
    field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
    field({
      name: 'topic',
      label: 'Topic',
      kind: 'select',
      required: true,
      options: [
        { value: 'cloud', label: 'Cloud' },
        { value: 'security', label: 'Security' },
      ],
    }),
    field({ name: 'details', label: 'Anything Else?', kind: 'textarea' }),
    field({ name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true }),
    field({ name: 'updates', label: 'Send me the newsletter', kind: 'checkbox' }),
  ],
  toast: { title: 'Slot Reserved!', text: 'See you on Thursday.' },
};

const valid = {
  name: 'Omar',
  email: 'omar@example.ae',
  topic: 'cloud',
  details: '',
  consent: true,
  updates: false,
};

/** What the server answers for a body: checked as the lead intake checks it. */
function problemsOf(body: Record<string, unknown>) {
  const validate = compileFor(reserve, () => leadValuesSchema(reserve));
  const values = normaliseValues(reserve, body);
  return validate(values)
    ? []
    : leadProblems(reserve, validate.errors ?? [], testSite.forms.messages);
}

describe('leadProblems', () => {
  it('finds nothing wrong with valid answers', () => {
    expect(problemsOf(valid)).toEqual([]);
  });

  it('names each refused answer once, in the words of the form and in its order', () => {
    expect(
      problemsOf({
        surname: 'Haddad',
        consent: 'off',
        details: 'x'.repeat(5001),
        topic: 'gardening',
        email: 'omar@example',
        name: '   ',
      }),
    ).toEqual([
      { field: 'name', message: 'Full Name is required' },
      { field: 'email', message: 'Enter a valid email address, like name@company.com' },
      { field: 'topic', message: 'Choose one of the options for topic' },
      { field: 'details', message: 'Anything Else? is too long: keep it to 5,000 characters' },
      { field: 'consent', message: 'Tick this box to continue' },
      { field: 'surname', message: 'This form has no field "surname"' },
    ]);
  });

  it('asks for a choice when a required select is left empty', () => {
    expect(problemsOf({ ...valid, topic: '' })).toEqual([
      { field: 'topic', message: 'Choose topic' },
    ]);
  });

  it('says an answer could not be read when it is not text or a tick', () => {
    expect(
      problemsOf({ ...valid, name: ['Omar', 'Aisha'], email: 42, updates: { yes: true } }),
    ).toEqual([
      { field: 'name', message: 'Full Name could not be read; type it again' },
      { field: 'email', message: 'Work Email could not be read; type it again' },
      { field: 'updates', message: 'Send me the newsletter could not be read; type it again' },
    ]);
  });

  it('names a long unknown field by its first 40 characters', () => {
    const name = `x${'y'.repeat(99)}`;
    expect(problemsOf({ ...valid, [name]: 'spam' })).toEqual([
      { field: name, message: `This form has no field "${name.slice(0, 40)}"` },
    ]);
  });
});
