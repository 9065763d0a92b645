import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../ui/toasts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { serveLeadApi, TEST_VISIT_META } from '../../tests/fixtures/lead-api';
import { renderWithProviders, testSite } from '../../tests/render';
import { SiteProvider } from '../ui/site-context';
import { browserFormPort } from '../data/form-port';
import { FormPortProvider } from './form-port';
import { theme } from '../theme/theme';
import type { FormDefinition } from './form-types';
import { FormView } from './FormView';
import { formField } from '../../tests/fixtures/form-field';

const field = formField;

const contact: FormDefinition = {
  name: 'contact',
  submitLabel: 'Send Message',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true }),
    field({
      name: 'service',
      label: 'Service Interest',
      kind: 'select',
      options: [
        { value: 'network', label: 'Network Infrastructure' },
        { value: 'voip', label: 'VoIP and IP Telephony' },
        { value: 'cloud', label: 'Cloud Solutions' },
      ],
      fromQuery: 'service',
      queryMap: { communication: 'voip' },
    }),
  ],
  toast: { title: 'Message Sent!', text: 'Our team will respond within 24 hours.' },
};

/** A quote request on a service page: text, email, a select, a textarea. */
const quote: FormDefinition = {
  name: 'quote',
  submitLabel: 'Request a Quote',
  fields: [
    field({ name: 'name', label: 'Full Name', required: true, half: true }),
    field({ name: 'email', label: 'Work Email', kind: 'email', required: true, half: true }),
    field({
      name: 'size',
      label: 'Team Size',
      kind: 'select',
      options: [
        { value: 'small', label: '1-20 people' },
        { value: 'large', label: '21 or more' },
      ],
    }),
    field({ name: 'message', label: 'What Do You Need?', kind: 'textarea' }),
  ],
  toast: { title: 'Quote Requested!', text: 'A cloud engineer will call you today.' },
};

const failed = testSite.forms.failed;
const leadApi = serveLeadApi();

const serviceSelect = () => screen.getByRole('combobox', { name: 'Service Interest' });
const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Renders the quote form on a service page and fills in every answer. */
async function fillQuote() {
  const user = userEvent.setup();
  renderWithProviders(<FormView form={quote} />, { path: '/services/cloud' });
  await user.type(textbox('Full Name'), 'Aisha Khan');
  await user.type(textbox('Work Email'), 'aisha@example.ae');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Team Size' }), '21 or more');
  await user.click(textbox('What Do You Need?'));
  await user.paste('Move our file server to the cloud.');
  return user;
}

const quoteAnswers = {
  name: 'Aisha Khan',
  email: 'aisha@example.ae',
  size: 'large',
  message: 'Move our file server to the cloud.',
};

const sentQuote = {
  query: { form: 'quote', page: '/services/cloud' },
  contentType: 'application/json',
  body: quoteAnswers,
  meta: TEST_VISIT_META,
};

/** Every answer of the quote form is still in it. */
function expectQuoteKept() {
  expect(textbox('Full Name')).toHaveValue('Aisha Khan');
  expect(textbox('Work Email')).toHaveValue('aisha@example.ae');
  expect(screen.getByRole('combobox', { name: 'Team Size' })).toHaveDisplayValue('21 or more');
  expect(textbox('What Do You Need?')).toHaveValue('Move our file server to the cloud.');
}

const sendQuote = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request a Quote' }));

describe('FormView with a field preset from the query string', () => {
  it('selects the option the query value maps to', () => {
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=communication' });
    expect(serviceSelect()).toHaveDisplayValue('VoIP and IP Telephony');
  });

  it('sends the preset choice and keeps it after the reset', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=communication' });
    expect(serviceSelect()).toHaveDisplayValue('VoIP and IP Telephony');

    await user.click(textbox('Full Name'));
    await user.paste('Aisha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('Our team will respond within 24 hours.')).toBeInTheDocument();
    // The query string's value goes in the body; the URL names only the form and the page.
    expect(leadApi.posts).toEqual([
      {
        query: { form: 'contact', page: '/contact' },
        contentType: 'application/json',
        body: { name: 'Aisha', service: 'voip' },
        meta: TEST_VISIT_META,
      },
    ]);
    // The ticket counts from when the page was shown: the browser says how long ago.
    expect(leadApi.ticketAsks[0]?.searchParams.get('shown')).toMatch(/^\d+$/);
    expect(textbox('Full Name')).toHaveValue('');
    expect(serviceSelect()).toHaveDisplayValue('VoIP and IP Telephony');
  });

  it('chooses nothing for a value it does not know, and adds no option for it', () => {
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=wifi-site-survey' });
    expect(serviceSelect()).toHaveValue('');
    const options = within(serviceSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Wifi Site Survey');
  });

  it('lets the visitor change the preset choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=cloud' });
    await user.selectOptions(serviceSelect(), 'Network Infrastructure');
    expect(serviceSelect()).toHaveDisplayValue('Network Infrastructure');
  });
});

describe('FormView before and after hydration', () => {
  const ui = (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <SiteProvider site={testSite}>
          <FormPortProvider port={browserFormPort}>
            <MemoryRouter initialEntries={['/contact?service=cloud']}>
              <FormView form={contact} />
            </MemoryRouter>
          </FormPortProvider>
        </SiteProvider>
      </ToastProvider>
    </ThemeProvider>
  );

  it('prerenders a form that posts to the server without JavaScript', () => {
    const html = renderToString(ui);
    expect(html).not.toMatch(/novalidate/i);
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = within(container).getByRole('form', { name: 'Send Message' });

    expect(form).toHaveAttribute('method', 'post');
    const action = new URL(form.getAttribute('action') ?? '', 'http://localhost:3000');
    expect(action.pathname).toBe('/api/leads');
    // Only the form and the page: nothing a visitor types ever lands in a URL.
    expect(Object.fromEntries(action.searchParams)).toEqual({ form: 'contact', page: '/contact' });
    expect(within(container).getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
      'name',
      'name',
    );
    expect(within(container).getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(container.querySelector('select[name="service"]')).not.toBeRequired();

    const trap = within(container).getByLabelText(testSite.forms.trapLabel);
    expect(trap).toHaveAttribute('name', '_website');
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveValue('');
    expect(trap).not.toBeRequired();
    // Not a field for people: the trap is hidden from assistive technology.
    expect(within(container).queryByRole('textbox', { name: testSite.forms.trapLabel })).toBeNull();
  });

  it('checks the answers itself after hydration, and applies the preset without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // The HTML has no query string to read: the preset waits for hydration.
    expect(within(container).getByRole('combobox', { name: 'Service Interest' })).toHaveValue('');

    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: recoverable }),
    );
    await waitFor(() =>
      expect(
        within(container).getByRole('combobox', { name: 'Service Interest' }),
      ).toHaveDisplayValue('Cloud Solutions'),
    );
    expect(within(container).getByRole('form', { name: 'Send Message' })).toHaveAttribute(
      'novalidate',
    );
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('FormView sending a submission', () => {
  it('fetches the file a form gives once the lead is stored, at the address the build gave it', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.getAttribute('href')} download=${String(this.hasAttribute('download'))}`);
    });
    const guide = 'media/guides/checklist.md';
    const giving = {
      name: 'download',
      download: 'resource',
      submitLabel: 'Download the PDF',
      fields: [
        field({ name: 'email', label: 'Work Email', kind: 'email', required: true }),
        field({
          name: 'resource',
          label: 'Guide',
          kind: 'select',
          options: [{ value: guide, label: 'Checklist' }],
          default: guide,
        }),
      ],
      toast: { title: 'Your Download Has Started', text: 'We emailed you a link too.' },
      // What the build adds where there is no server to sign links (a static host).
      files: { [guide]: '/media/checklist-0123456789.pdf' },
    } as FormDefinition;
    renderWithProviders(<FormView form={giving} />, { path: '/resources' });
    await user.type(textbox('Work Email'), 'omar@example.ae');
    await user.click(screen.getByRole('button', { name: 'Download the PDF' }));
    expect(await screen.findByText('Your Download Has Started')).toBeInTheDocument();
    expect(saved).toEqual(['/media/checklist-0123456789.pdf download=true']);
    click.mockRestore();
  });

  it('blocks a submission with a required select left empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const survey: FormDefinition = {
      name: 'survey',
      submitLabel: 'Book Survey',
      fields: [
        field({
          name: 'site',
          label: 'Site Type',
          kind: 'select',
          required: true,
          options: [{ value: 'office', label: 'Office' }],
        }),
      ],
      toast: { title: 'Booked!', text: 'We will call you.' },
    };
    renderWithProviders(<FormView form={survey} />, { path: '/services/structured-cabling' });
    await user.click(screen.getByRole('button', { name: 'Book Survey' }));
    expect(screen.getByText('Choose site type')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site Type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('Booked!')).not.toBeInTheDocument();
    expect(leadApi.posts).toEqual([]);
  });

  it('says it is sending, cannot be sent twice, and confirms only once the lead is stored', async () => {
    const release = leadApi.hold();
    const user = await fillQuote();
    await user.dblClick(screen.getByRole('button', { name: 'Request a Quote' }));

    const sending = await screen.findByRole('button', { name: testSite.forms.sending });
    expect(sending).toBeDisabled();
    const form = screen.getByRole('form', { name: 'Request a Quote' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Request a Quote' })).not.toBeInTheDocument();
    // Submitting again while it is in flight (Enter in a field) sends nothing more.
    fireEvent.submit(form);
    await waitFor(() => expect(leadApi.posts).toHaveLength(1));
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expectQuoteKept();

    release();
    expect(await screen.findByText('Quote Requested!')).toBeInTheDocument();
    expect(screen.getByText('A cloud engineer will call you today.')).toBeInTheDocument();
    expect(leadApi.posts).toEqual([sentQuote]);
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toBeEnabled();
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(textbox('Full Name')).toHaveValue('');
    expect(textbox('What Do You Need?')).toHaveValue('');
    expect(screen.queryByText(failed.title)).not.toBeInTheDocument();
  });

  it('keeps every answer and says so when the server cannot be reached, then sends them again', async () => {
    leadApi.dropConnection();
    const user = await fillQuote();
    await sendQuote(user);

    expect(await screen.findByText(failed.network)).toBeInTheDocument();
    expect(screen.getByText(failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expectQuoteKept();
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toBeEnabled();

    leadApi.accept();
    await sendQuote(user);
    expect(await screen.findByText('Quote Requested!')).toBeInTheDocument();
    expect(leadApi.posts).toEqual([sentQuote, sentQuote]);
  });

  it('asks the visitor to wait a minute when the server limits their submissions', async () => {
    leadApi.rateLimit();
    const user = await fillQuote();
    await sendQuote(user);

    expect(await screen.findByText(failed.rateLimited)).toBeInTheDocument();
    expect(screen.getByText(failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expectQuoteKept();
    expect(leadApi.posts).toEqual([sentQuote]);
  });

  it('marks the answers the server refused with its messages and focuses the first', async () => {
    const message = 'We could not deliver mail to this address; check it for typing errors';
    leadApi.refuse([{ field: 'email', message }]);
    const user = await fillQuote();
    await sendQuote(user);

    expect(await screen.findByText(failed.invalid)).toBeInTheDocument();
    expect(screen.getByText(failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    const email = textbox('Work Email');
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(textbox('Full Name')).toHaveAttribute('aria-invalid', 'false');
    expectQuoteKept();

    // Correcting the answer clears the server's message.
    await user.clear(email);
    await user.type(email, 'aisha@techcrew.ae');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('says the message was not stored when the server fails', async () => {
    leadApi.fail();
    const user = await fillQuote();
    await sendQuote(user);

    expect(await screen.findByText(failed.server)).toBeInTheDocument();
    expect(screen.getByText(failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Quote Requested!')).not.toBeInTheDocument();
    expectQuoteKept();
    expect(leadApi.posts).toEqual([sentQuote]);
  });

  it('sends a filled-in trap field along, for the server to drop', async () => {
    const user = await fillQuote();
    await user.type(screen.getByLabelText(testSite.forms.trapLabel), 'https://spam.example');
    await sendQuote(user);

    expect(await screen.findByText('Quote Requested!')).toBeInTheDocument();
    expect(leadApi.posts).toEqual([
      { ...sentQuote, body: { ...quoteAnswers, _website: 'https://spam.example' } },
    ]);
  });
});
