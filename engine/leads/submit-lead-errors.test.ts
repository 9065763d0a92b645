import { describe, expect, it } from 'vitest';
import { failureOfStatus } from '../errors/data-request-error';
import { formMessages } from '../forms/form-messages';
import { API_ERRORS } from '../errors/api-errors';
import { formField } from '../../tests/fixtures/form-field';
import { wordedSite } from '../../tests/fixtures/worded-forms';
import { refusalProblems, SUBMIT_LEAD_ERRORS } from './submit-lead-errors';

const form = {
  name: 'office-hours',
  submitLabel: 'Reserve',
  toast: { title: 'Reserved', text: 'See you' },
  fields: [
    formField({ name: 'name', label: 'Full Name', required: true }),
    formField({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
  ],
  messages: { required: 'Please tell us your {lowercaseLabel}' },
};
const messages = formMessages(wordedSite().forms.messages, form.messages);

describe('the refusals of public.submit_lead', () => {
  it.each(Object.entries(SUBMIT_LEAD_ERRORS))(
    '%s fails a form as the site server’s %s does',
    (_, { sameAs, failure }) => {
      expect(failure).toBe(failureOfStatus(API_ERRORS[sameAs].status));
    },
  );

  it('word the field a refusal names as the site server words it', () => {
    expect(
      refusalProblems({ code: 'LE003', details: 'name', hint: 'minLength' }, form, messages),
    ).toEqual([{ field: 'name', message: 'Please tell us your full name' }]);
    expect(
      refusalProblems({ code: 'LE003', detail: 'email', hint: 'anyOf' }, form, messages),
    ).toEqual([
      { field: 'email', message: 'Work Email needs an @ and a domain, like name@company.com' },
    ]);
    expect(
      refusalProblems({ code: 'LE003', details: 'name', hint: 'maxLength' }, form, messages),
    ).toEqual([{ field: 'name', message: 'Full Name is too long: keep it to 300 characters' }]);
    expect(refusalProblems({ code: 'LE002', details: 'surname' }, form, messages)).toEqual([
      { field: 'surname', message: 'This form has no field "surname"' },
    ]);
    expect(refusalProblems({ code: 'LE006' }, form, messages)).toEqual([
      { field: '', message: 'The form was empty.' },
    ]);
  });

  it('name no field for a refusal about the whole submission', () => {
    expect(refusalProblems({ code: 'LE005' }, form, messages)).toEqual([]);
    expect(
      refusalProblems({ code: 'LE003', details: 'missing', hint: 'type' }, form, messages),
    ).toEqual([]);
  });
});
