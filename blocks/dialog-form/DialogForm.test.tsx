import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi, TEST_VISIT_META } from '../../tests/fixtures/lead-api';
import { PageBlock, renderWithProviders, testSite } from '../../tests/render';
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

const leadApi = serveLeadApi();

function renderPage() {
  return renderWithProviders(
    <>
      <PageBlock block={band} vars={{}} />
      <PageBlock block={dialog} vars={{}} />
    </>,
    { path: '/community' },
  );
}

describe('DialogForm opened from a cta-band', () => {
  it('is in the page closed, opens from its button, requires fields, stores, confirms and closes', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('3:00-5:00 PM GST')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('dialog#reserve form')).not.toBeNull();
    const opener = screen.getByRole('button', { name: 'Reserve Your Slot' });
    expect(opener).toHaveAttribute('commandfor', 'reserve');
    expect(opener).toHaveAttribute('command', 'show-modal');
    await user.click(opener);
    const dialogElement = await screen.findByRole('dialog', { name: 'Reserve a Slot' });
    expect(dialogElement).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    expect(screen.getByText('Choose topic')).toBeInTheDocument();
    expect(screen.queryByText('Slot Reserved!')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Omar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Cloud');
    await user.click(screen.getByRole('button', { name: 'Reserve My Slot' }));
    expect(await screen.findByText('Slot Reserved!')).toBeInTheDocument();
    expect(screen.getByText('See you on Thursday.')).toBeInTheDocument();
    expect(leadApi.posts).toEqual([
      {
        query: { form: 'office-hours', page: '/community' },
        contentType: 'application/json',
        body: { name: 'Omar', topic: 'cloud' },
        meta: TEST_VISIT_META,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open with every answer when the submission cannot reach the server', async () => {
    leadApi.dropConnection();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reserve Your Slot' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Reserve a Slot' });
    await user.type(within(dialogElement).getByRole('textbox', { name: 'Full Name' }), 'Omar');
    await user.selectOptions(
      within(dialogElement).getByRole('combobox', { name: 'Topic' }),
      'Cloud',
    );
    await user.click(within(dialogElement).getByRole('button', { name: 'Reserve My Slot' }));

    expect(await screen.findByText(testSite.forms.failed.network)).toBeInTheDocument();
    expect(screen.getByText(testSite.forms.failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Slot Reserved!')).not.toBeInTheDocument();
    expect(leadApi.posts).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Reserve a Slot' })).toBeInTheDocument();
    expect(within(dialogElement).getByRole('textbox', { name: 'Full Name' })).toHaveValue('Omar');
    expect(within(dialogElement).getByRole('combobox', { name: 'Topic' })).toHaveDisplayValue(
      'Cloud',
    );
    expect(within(dialogElement).getByRole('button', { name: 'Reserve My Slot' })).toBeEnabled();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reserve Your Slot' }));
    await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('commandfor', 'reserve');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
