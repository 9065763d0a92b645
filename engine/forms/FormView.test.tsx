import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { theme } from '../theme/theme';
import type { FormDefinition, FormField } from './form-types';
import { FormView } from './FormView';

/** A field as the renderer passes it: schema defaults filled in. */
const field = (given: Partial<FormField> & Pick<FormField, 'name' | 'label'>): FormField => ({
  kind: 'text',
  required: false,
  rows: 3,
  half: false,
  ...given,
});

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

const serviceSelect = () => screen.getByRole('combobox', { name: 'Service Interest' });

describe('FormView with a field preset from the query string', { timeout: 20_000 }, () => {
  it('selects the option the query value maps to', () => {
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=communication' });
    expect(serviceSelect()).toHaveTextContent('VoIP and IP Telephony');
  });

  it('keeps an unknown slug as an extra option, submits it and keeps it after the reset', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=wifi-site-survey' });
    expect(serviceSelect()).toHaveTextContent('Wifi Site Survey');

    await user.click(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.paste('Aisha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Form "contact" submitted', {
      name: 'Aisha',
      service: 'wifi-site-survey',
    });
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(serviceSelect()).toHaveTextContent('Wifi Site Survey');
  });

  it('lets the visitor change the preset choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormView form={contact} />, { path: '/contact?service=cloud' });
    await user.click(serviceSelect());
    await user.click(await screen.findByRole('option', { name: 'Network Infrastructure' }));
    expect(serviceSelect()).toHaveTextContent('Network Infrastructure');
  });

  it('applies the preset after hydrating prerendered HTML, without a mismatch', async () => {
    const ui = (
      <ThemeProvider theme={theme}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={['/contact?service=cloud']}>
            <FormView form={contact} />
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container).not.toHaveTextContent('Cloud Solutions');

    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: recoverable }),
    );
    await waitFor(() =>
      expect(
        within(container).getByRole('combobox', { name: 'Service Interest' }),
      ).toHaveTextContent('Cloud Solutions'),
    );
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('FormView without query fields', { timeout: 20_000 }, () => {
  it('needs no router, and a required select blocks submission with a message', async () => {
    const user = userEvent.setup();
    const form: FormDefinition = {
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
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    );
    render(<FormView form={form} />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Book Survey' }));
    expect(screen.getByText('Choose site type')).toBeInTheDocument();
    expect(screen.queryByText('Booked!')).not.toBeInTheDocument();
  });
});
