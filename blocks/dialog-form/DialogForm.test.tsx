import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from '../../engine/render/BlockRenderer';
import { renderWithProviders } from '../../tests/render';
import type { CtaBandProps } from '../cta-band/CtaBand';
import type { DialogFormProps } from './DialogForm';

const band = {
  type: 'cta-band',
  heading: 'Open Office Hours',
  details: ['3:00-5:00 PM GST'],
  actions: [{ label: 'Reserve Your Slot', open: 'reserve' }],
} as CtaBandProps;
const dialog = {
  type: 'dialog-form',
  id: 'reserve',
  title: 'Reserve a Slot',
  form: {
    name: 'office-hours',
    submitLabel: 'Reserve My Slot',
    fields: [
      { name: 'name', label: 'Full Name', required: true },
      {
        name: 'topic',
        label: 'Topic',
        kind: 'select',
        required: true,
        options: [{ value: 'cloud', label: 'Cloud' }],
      },
    ],
    toast: { title: 'Slot Reserved!', text: 'See you on Thursday.' },
  },
} as DialogFormProps;

function renderPage() {
  return renderWithProviders(
    <>
      <BlockRenderer block={band} vars={{}} />
      <BlockRenderer block={dialog} vars={{}} />
    </>,
  );
}

describe('DialogForm opened from a cta-band', () => {
  it('opens from its button, requires fields, confirms, closes and returns focus', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('3:00-5:00 PM GST')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Reserve Your Slot' });
    await user.click(opener);
    const dialogElement = await screen.findByRole('dialog', { name: 'Reserve a Slot' });
    expect(dialogElement).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    expect(screen.getByText('Choose topic')).toBeInTheDocument();
    expect(screen.queryByText('Slot Reserved!')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Omar');
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Cloud' }));
    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    expect(await screen.findByText('Slot Reserved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reserve Your Slot' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reserve Your Slot' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
