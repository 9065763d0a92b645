import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../pages/load-site';
import { fieldKinds } from '../../forms/kinds';
import { everyKindDeclarations } from '../../../tests/fixtures/every-kind-forms';
import { formField } from '../../../tests/fixtures/form-field';
import { declareLeadForm, siteLeadForms } from './lead-form-declaration';

describe('declareLeadForm', () => {
  it('declares each field from its kind: the answer schema, the absent answer, labels', () => {
    const every = everyKindDeclarations().find(({ form }) => form === 'every-kind');
    expect(every).toMatchObject({
      route: '/every-kind',
      form: 'every-kind',
      notify: ['events@techcrew.ae', 'sales@techcrew.ae'],
    });
    const byName = Object.fromEntries(every!.fields.map((field) => [field.name, field]));
    expect(byName.name).toEqual({
      name: 'name',
      label: 'TechCrew Contact',
      kind: 'text',
      absent: '',
      tick: false,
      multiline: false,
      answer: { type: 'string', maxLength: 300, minLength: 1 },
    });
    expect(byName.email?.answer).toEqual({
      type: 'string',
      maxLength: 254,
      minLength: 1,
      anyOf: [{ const: '' }, { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }],
    });
    expect(byName.size).toMatchObject({
      answer: { anyOf: [{ enum: ['', 'small', 'large'] }] },
      labels: { small: '1-20 people', large: '21 or more' },
    });
    // Filled from the URL or not, a select takes only its own options.
    expect(byName.service?.answer).toEqual(
      expect.objectContaining({ anyOf: [{ enum: ['', 'cloud'] }] }),
    );
    expect(byName.consent).toMatchObject({ tick: true, absent: false, answer: { const: true } });
    expect(byName.message).toMatchObject({ multiline: true, answer: { maxLength: 5000 } });
    expect(byName.campaign).toMatchObject({ kind: 'hidden', absent: 'spring' });
  });

  it('refuses an answer schema with a rule the database would not check', () => {
    const form = {
      name: 'visit',
      submitLabel: 'Send',
      toast: { title: 'Sent', text: 'Thanks' },
      fields: [formField({ name: 'day', label: 'Day' })],
    };
    vi.spyOn(fieldKinds.text, 'answerSchema').mockReturnValueOnce({
      type: 'string',
      anyOf: [{ format: 'date' }],
    });
    expect(() => declareLeadForm('/visit', form)).toThrow(
      '/visit form visit, field day: the database does not check "format" of an answer',
    );
  });
});

describe('siteLeadForms', () => {
  it('declares every form of the pages a visitor can send from, template included, in route order', () => {
    const routes = everyKindDeclarations().map(({ route, form }) => `${route}#${form}`);
    expect(routes).toEqual([
      '/events/:slug#rsvp',
      '/events/launch#launch-rsvp',
      '/every-kind#every-kind',
    ]);
  });

  it("declares the site's own forms without a rule the database cannot check", async () => {
    const loaded = await loadSite(path.resolve(import.meta.dirname, '../../../pages'));
    const declared = siteLeadForms(loaded.pages, loaded.site!);
    expect(declared.map(({ route, form }) => `${route}#${form}`)).toEqual(
      expect.arrayContaining(['/contact#contact', '/services/:slug#service-request']),
    );
    expect(declared.some(({ route }) => route === '404')).toBe(false);
    // Whether a form answers its visitors, for public.submit_lead to queue the reply.
    const answers = (route: string, form: string) =>
      declared.find((one) => one.route === route && one.form === form)?.autoReply;
    expect(answers('/contact', 'contact')).toBe(true);
    expect(answers('/ar/contact', 'contact')).toBe(true);
    expect(answers('/', 'join')).toBe(false);
  });
});
