import { describe, expect, it, vi } from 'vitest';
import { compileFor } from '../../document/ajv';
import type { FormDefinition } from '../../forms/form-types';
import { fieldKinds } from '../../forms/kinds';
import { leadFields, leadValuesSchema, normaliseValues } from './lead-answers';
import { formField } from '../../../tests/fixtures/form-field';

const field = formField;

const contact: FormDefinition = {
  name: 'contact',
  submitLabel: 'Send Message',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true }),
    field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
    field({ name: 'phone', label: 'Phone', kind: 'tel' }),
    field({ name: 'website', label: 'Website', kind: 'url' }),
    field({
      name: 'location',
      label: 'Location',
      kind: 'select',
      options: [
        { value: 'dubai', label: 'Dubai' },
        { value: 'rak', label: 'Ras Al Khaimah (RAK)' },
      ],
    }),
    field({
      name: 'service',
      label: 'Service Interest',
      kind: 'select',
      options: [{ value: 'voip', label: 'VoIP and IP Telephony' }],
      fromQuery: 'service',
    }),
    field({ name: 'message', label: 'How Can We Help?', kind: 'textarea', required: true }),
    field({ name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true }),
    field({ name: 'updates', label: 'Send me the newsletter', kind: 'checkbox' }),
    field({ name: 'source', label: 'Source', kind: 'hidden', default: 'service-page' }),
  ],
  toast: { title: 'Message Sent!', text: 'Our team will respond within 24 hours.' },
};

/** A complete, valid set of answers, as the site's script sends them. */
const answers = {
  name: 'Aisha Khan',
  email: 'aisha@example.ae',
  phone: '+971 50 123 4567',
  website: 'https://example.ae',
  location: 'rak',
  service: 'voip',
  message: 'Our phones drop calls every afternoon.',
  consent: true,
  updates: false,
  source: 'service-page',
};

const validate = compileFor(contact, () => leadValuesSchema(contact));
const accepts = (values: unknown) => validate(values);
const refusedPaths = (values: unknown) => {
  validate(values);
  return [...new Set((validate.errors ?? []).map((error) => error.instancePath))];
};

describe('leadValuesSchema, compiled by the project Ajv', () => {
  it('is compiled once per form declaration', () => {
    const schema = vi.fn(() => leadValuesSchema(contact));
    expect(compileFor(contact, schema)).toBe(validate);
    expect(schema).not.toHaveBeenCalled();
  });

  it('accepts every answer when they are all valid', () => {
    expect(accepts(answers)).toBe(true);
  });

  it('accepts optional answers left empty', () => {
    const optional = { phone: '', website: '', location: '', service: '', updates: false };
    expect(accepts({ ...answers, ...optional })).toBe(true);
  });

  it('needs every required answer filled in and a required box ticked', () => {
    expect(refusedPaths({ ...answers, name: '', message: '', consent: false })).toEqual([
      '/name',
      '/message',
      '/consent',
    ]);
  });

  it('needs every declared field, and no other', () => {
    const withoutPhone: Record<string, unknown> = { ...answers };
    delete withoutPhone.phone;
    expect(refusedPaths(withoutPhone)).toEqual(['']);
    expect(accepts({ ...answers, _website: 'https://spam.example' })).toBe(false);
    expect(accepts({ ...answers, role: 'admin' })).toBe(false);
  });

  it('takes emails shaped like emails only', () => {
    expect(accepts({ ...answers, email: 'aisha@example' })).toBe(false);
    expect(accepts({ ...answers, email: 'aisha @example.ae' })).toBe(false);
    expect(accepts({ ...answers, email: 'aisha.khan+it@mail.example.ae' })).toBe(true);
  });

  it('takes one of the listed options only, also for a select filled from the URL', () => {
    expect(accepts({ ...answers, location: 'dubai' })).toBe(true);
    expect(refusedPaths({ ...answers, location: 'paris' })).toEqual(['/location']);
    expect(refusedPaths({ ...answers, service: 'wifi-site-survey' })).toEqual(['/service']);
    expect(refusedPaths({ ...answers, service: 'Wifi Survey!' })).toEqual(['/service']);
    expect(refusedPaths({ ...answers, location: 'wifi-site-survey' })).toEqual(['/location']);
  });

  it('takes text as text and ticks as booleans', () => {
    expect(refusedPaths({ ...answers, name: ['Aisha', 'Omar'] })).toEqual(['/name']);
    expect(refusedPaths({ ...answers, updates: 'yes' })).toEqual(['/updates']);
    expect(refusedPaths({ ...answers, consent: 'on' })).toEqual(['/consent']);
  });

  it.each([
    ['name', 'text'],
    ['email', 'email'],
    ['phone', 'tel'],
    ['website', 'url'],
    ['message', 'textarea'],
    ['source', 'hidden'],
  ] as const)('keeps the answer of %s within %s length', (name, kind) => {
    const max = fieldKinds[kind].maxLength;
    const filler = (length: number) =>
      kind === 'email'
        ? `${'a'.repeat(length - '@example.ae'.length)}@example.ae`
        : 'a'.repeat(length);
    expect(accepts({ ...answers, [name]: filler(max) })).toBe(true);
    expect(refusedPaths({ ...answers, [name]: filler(max + 1) })).toEqual([`/${name}`]);
  });

  it('caps the lengths at what a visitor could need', () => {
    const lengths = (['text', 'email', 'textarea'] as const).map(
      (kind) => fieldKinds[kind].maxLength,
    );
    expect(lengths).toEqual([300, 254, 5000]);
  });
});

describe('normaliseValues', () => {
  it('trims text and reads a posted tick ("on") as true', () => {
    const posted = { ...answers, name: '  Aisha Khan \n', consent: 'on', updates: 'true' };
    expect(normaliseValues(contact, posted)).toEqual({ ...answers, updates: true });
  });

  it('fills in an absent answer with its default, empty text or an unticked box', () => {
    expect(normaliseValues(contact, { name: 'Aisha', consent: true })).toEqual({
      name: 'Aisha',
      email: '',
      phone: '',
      website: '',
      location: '',
      service: '',
      message: '',
      consent: true,
      updates: false,
      source: 'service-page',
    });
  });

  it('reads any other posted tick as not ticked', () => {
    const values = normaliseValues(contact, { ...answers, consent: 'off', updates: '' });
    expect(values).toMatchObject({ consent: false, updates: false });
  });

  it('keeps what is neither text nor a boolean, and undeclared answers, for the schema to refuse', () => {
    const posted = { ...answers, name: ['Aisha', 'Omar'], consent: { yes: true }, extra: 'x' };
    const values = normaliseValues(contact, posted);
    expect(values).toEqual(posted);
    expect(refusedPaths(values)).toEqual(['', '/name', '/consent']);
  });

  it('leaves the answers it was given unchanged', () => {
    const posted = { name: ' Aisha ' };
    normaliseValues(contact, posted);
    expect(posted).toEqual({ name: ' Aisha ' });
  });
});

describe('leadFields', () => {
  it('stores each declared answer in form order with its label, a choice by its option label', () => {
    const { message, ...rest } = answers;
    expect(leadFields(contact, { message, ...rest, _website: '' })).toEqual([
      { name: 'name', label: 'Full Name', value: 'Aisha Khan' },
      { name: 'email', label: 'Work Email', value: 'aisha@example.ae' },
      { name: 'phone', label: 'Phone', value: '+971 50 123 4567' },
      { name: 'website', label: 'Website', value: 'https://example.ae' },
      { name: 'location', label: 'Location', value: 'Ras Al Khaimah (RAK)' },
      { name: 'service', label: 'Service Interest', value: 'VoIP and IP Telephony' },
      { name: 'message', label: 'How Can We Help?', value: message },
      { name: 'consent', label: 'I agree to be contacted', value: true },
      { name: 'updates', label: 'Send me the newsletter', value: false },
      { name: 'source', label: 'Source', value: 'service-page' },
    ]);
  });

  it("marks a consent box's answer, for the database to stamp its wording's version", () => {
    const join = {
      ...contact,
      fields: [formField({ name: 'join', label: 'Add me', kind: 'checkbox', consent: '/privacy' })],
    };
    expect(leadFields(join, { join: true })).toEqual([
      { name: 'join', label: 'Add me', value: true, consent: {} },
    ]);
  });

  it('keeps a slug that is not one of the options, and stores absent answers as empty', () => {
    expect(leadFields(contact, { name: 'Aisha', service: 'wifi-site-survey' })).toEqual([
      { name: 'name', label: 'Full Name', value: 'Aisha' },
      { name: 'email', label: 'Work Email', value: '' },
      { name: 'phone', label: 'Phone', value: '' },
      { name: 'website', label: 'Website', value: '' },
      { name: 'location', label: 'Location', value: '' },
      { name: 'service', label: 'Service Interest', value: 'wifi-site-survey' },
      { name: 'message', label: 'How Can We Help?', value: '' },
      { name: 'consent', label: 'I agree to be contacted', value: false },
      { name: 'updates', label: 'Send me the newsletter', value: false },
      { name: 'source', label: 'Source', value: '' },
    ]);
  });
});
