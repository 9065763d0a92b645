import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi } from '../../../tests/fixtures/lead-api';
import { formField as field } from '../../../tests/fixtures/form-field';
import { arabic } from '../../../tests/fixtures/locales';
import { renderWithProviders, testSite } from '../../../tests/render';
import { formFieldSchema } from '../form-field.schema';
import type { FormDefinition, FormField } from '../form-types';
import { FormView } from '../FormView';
import { fieldKinds } from '../kinds';
import { widgetFor, widgets } from './widgets';

const leadApi = serveLeadApi();

/** One required field of every kind, and a hidden one. */
const everyKind: FormDefinition = {
  name: 'every-kind',
  submitLabel: 'Send',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true }),
    field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
    field({ name: 'phone', label: 'Phone', kind: 'tel', required: true }),
    field({ name: 'website', label: 'Website', kind: 'url', required: true }),
    field({ name: 'message', label: 'Message', kind: 'textarea', rows: 5, required: true }),
    field({
      name: 'size',
      label: 'Team Size',
      kind: 'select',
      required: true,
      options: [
        { value: 'small', label: '1-20 people' },
        { value: 'large', label: '21 or more' },
      ],
    }),
    field({ name: 'consent', label: 'I agree to be contacted', kind: 'checkbox', required: true }),
    field({ name: 'service', label: 'Service', kind: 'hidden', default: 'cloud' }),
  ],
  toast: { title: 'Sent!', text: 'We will call you.' },
};

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send' }));

describe('the widget map', () => {
  it('has the widget of every kind the form schema allows, and no other', () => {
    const named = formFieldSchema.properties.kind.enum.map((kind) => fieldKinds[kind].widget);
    expect(Object.keys(widgets).sort()).toEqual([...new Set(named)].sort());
  });

  it('refuses a kind it does not have, even one of Object’s own names', () => {
    const ofKind = (kind: string) => ({ name: 'x', label: 'X', kind }) as unknown as FormField;
    expect(() => widgetFor(ofKind('constructor'))).toThrow(
      'No field kind "constructor"; kinds: text, email, tel, url, textarea, select, checkbox, hidden.',
    );
    expect(() => widgetFor(ofKind('date'))).toThrow(/No field kind "date"/);
  });

  it("starts a list with the site's own words for choosing, in the page's language", () => {
    const arabic = { ...testSite, forms: { ...testSite.forms, selectPrompt: 'اختر…' } };
    renderWithProviders(<FormView form={everyKind} />, { site: arabic });
    const size = screen.getByRole('combobox', { name: 'Team Size' });
    expect(within(size).getAllByRole('option')[0]).toHaveTextContent(/^اختر…$/);
  });

  it("links a consent box to the privacy page in the page's language, in a new tab", () => {
    const join = {
      ...everyKind,
      fields: [field({ name: 'join', label: 'Add me', kind: 'checkbox', consent: '/privacy' })],
    };
    const arabicSite = {
      ...testSite,
      forms: { ...testSite.forms, privacyLink: 'كيف نحفظ بياناتك' },
    };
    renderWithProviders(<FormView form={join} />, { site: arabicSite, locale: arabic });
    const link = screen.getByRole('link', { name: 'كيف نحفظ بياناتك' });
    expect(link).toHaveAttribute('href', '/ar/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: 'Add me' })).not.toBeChecked();
  });

  it('draws each kind as its input, labelled and marked required', () => {
    const { container } = renderWithProviders(<FormView form={everyKind} />);
    const type = (name: string) => screen.getByRole('textbox', { name }).getAttribute('type');
    expect(type('Full Name')).toBe('text');
    expect(type('Work Email')).toBe('email');
    expect(type('Phone')).toBe('tel');
    expect(type('Website')).toBe('url');
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    const size = screen.getByRole('combobox', { name: 'Team Size' });
    expect(size.tagName).toBe('SELECT');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', '1-20 people', '21 or more']);
    expect(screen.getByRole('checkbox', { name: 'I agree to be contacted' })).not.toBeChecked();
    for (const name of ['Full Name', 'Work Email', 'Phone', 'Website', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(size).toBeRequired();
    // A hidden field shows nothing at all; its value is in the form for a post without scripts.
    expect(screen.queryByText('Service')).not.toBeInTheDocument();
    expect(container.querySelector('input[name="service"]')).toMatchObject({
      type: 'hidden',
      value: 'cloud',
    });
  });

  it('checks each kind with its message on the field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormView form={everyKind} />);
    await send(user);

    for (const [role, name, message] of [
      ['textbox', 'Full Name', 'Full Name is required'],
      ['textbox', 'Work Email', 'Work Email is required'],
      ['textbox', 'Phone', 'Phone is required'],
      ['textbox', 'Website', 'Website is required'],
      ['textbox', 'Message', 'Message is required'],
      ['combobox', 'Team Size', 'Choose team size'],
      ['checkbox', 'I agree to be contacted', 'Tick this box to continue'],
    ] as const) {
      const input = screen.getByRole(role, { name });
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    expect(leadApi.posts).toEqual([]);
  });

  it('sends every kind’s answer once each is valid, the hidden one from its default', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormView form={everyKind} />, { path: '/contact' });
    const type = (name: string, text: string) =>
      user.type(screen.getByRole('textbox', { name }), text);
    await type('Full Name', 'Aisha Khan');
    await type('Work Email', 'aisha@example');
    await type('Phone', '+971 4 123 4567');
    await type('Website', 'https://gulf.example');
    await type('Message', 'Call me.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team Size' }), '21 or more');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted' }));
    await send(user);
    const email = screen.getByRole('textbox', { name: 'Work Email' });
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@company.com');
    expect(email).toHaveFocus();
    expect(leadApi.posts).toEqual([]);

    await type('Work Email', '.ae');
    await send(user);
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    expect(leadApi.posts.map((post) => post.body)).toEqual([
      {
        name: 'Aisha Khan',
        email: 'aisha@example.ae',
        phone: '+971 4 123 4567',
        website: 'https://gulf.example',
        message: 'Call me.',
        size: 'large',
        consent: true,
        service: 'cloud',
      },
    ]);
  });

  it('says when an answer is longer than its kind takes, with the limit', async () => {
    const user = userEvent.setup();
    const notes: FormDefinition = {
      ...everyKind,
      fields: [field({ name: 'notes', label: 'Notes', kind: 'textarea', rows: 2, grow: true })],
    };
    renderWithProviders(<FormView form={notes} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(box);
    await user.paste('a'.repeat(5001));
    await send(user);
    expect(box).toHaveAccessibleDescription('Notes is too long: keep it to 5,000 characters');
  });
});
