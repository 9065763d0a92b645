import { describe, expect, it } from 'vitest';
import type { FormField } from './form-types';
import { initialValues, validateFields } from './validate-fields';
import { formField } from '../../tests/fixtures/form-field';
import { testSite } from '../../tests/fixtures/test-site';

const field = formField;

const fields: FormField[] = [
  field({ name: 'name', label: 'Full Name', required: true }),
  field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
  field({ name: 'phone', label: 'Phone', kind: 'tel' }),
  field({
    name: 'topic',
    label: 'Topic',
    kind: 'select',
    required: true,
    options: [{ value: 'cloud', label: 'Cloud' }],
  }),
  field({ name: 'message', label: 'How Can We Help?', kind: 'textarea' }),
  field({ name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true }),
];

const rules = { messages: testSite.forms.messages };

const valid = {
  name: 'Omar',
  email: 'omar@example.ae',
  phone: '',
  topic: 'cloud',
  message: '',
  consent: true,
};

describe('validateFields', () => {
  it('lets valid answers through', () => {
    expect(validateFields(fields, valid, rules)).toEqual({});
  });

  it('asks for each required answer, a choice and a tick', () => {
    expect(
      validateFields(fields, { ...valid, name: '  ', email: '', topic: '', consent: false }, rules),
    ).toEqual({
      name: 'Full Name is required',
      email: 'Work Email is required',
      topic: 'Choose topic',
      consent: 'Tick this box to continue',
    });
  });

  it('asks for an email address shaped like one', () => {
    expect(validateFields(fields, { ...valid, email: 'omar@example' }, rules)).toEqual({
      email: 'Enter a valid email address, like name@company.com',
    });
  });

  it('refuses an answer longer than the server keeps, with the limit in the message', () => {
    expect(
      validateFields(
        fields,
        {
          ...valid,
          name: 'a'.repeat(301),
          phone: '1'.repeat(101),
          message: 'a'.repeat(5001),
        },
        rules,
      ),
    ).toEqual({
      name: 'Full Name is too long: keep it to 300 characters',
      phone: 'Phone is too long: keep it to 100 characters',
      message: 'How Can We Help? is too long: keep it to 5,000 characters',
    });
  });

  it('takes an answer of exactly the longest length, not counting surrounding spaces', () => {
    expect(
      validateFields(
        fields,
        {
          ...valid,
          name: ` ${'a'.repeat(300)}\n`,
          phone: '1'.repeat(100),
          message: 'a'.repeat(5000),
        },
        rules,
      ),
    ).toEqual({});
  });

  it('says an overlong email is too long rather than malformed', () => {
    const email = `${'a'.repeat(250)}@example.ae`;
    expect(validateFields(fields, { ...valid, email }, rules)).toEqual({
      email: 'Work Email is too long: keep it to 254 characters',
    });
  });
});

describe('initialValues', () => {
  it('starts from the preset, then the default, then empty', () => {
    const withDefaults = [
      ...fields,
      field({ name: 'service', label: 'Service', kind: 'hidden', default: 'cloud' }),
      // A box never starts ticked, whatever its default says.
      field({ name: 'updates', label: 'Newsletter', kind: 'checkbox', default: false }),
    ];
    expect(initialValues(withDefaults, { topic: 'cloud', service: 'voip' })).toEqual({
      name: '',
      email: '',
      phone: '',
      topic: 'cloud',
      message: '',
      consent: false,
      service: 'voip',
      updates: false,
    });
  });
});
