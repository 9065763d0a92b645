import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi } from '../../tests/fixtures/lead-api';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { DialogFormProps } from '../dialog-form/DialogForm';
import type { FloatingActionProps } from './FloatingAction';

const floating = {
  type: 'floating-action',
  action: { label: 'Get Free Security Scan', open: 'scan', icon: 'shield' },
} as FloatingActionProps;

const dialog = {
  type: 'dialog-form',
  id: 'scan',
  title: 'Get Your Free Security Assessment',
  form: {
    name: 'cybersecurity-lead',
    submitLabel: 'Request My Assessment',
    fields: [
      { name: 'name', label: 'Full Name', required: true },
      {
        name: 'service',
        label: 'Service',
        kind: 'hidden',
        required: false,
        default: 'cybersecurity',
      },
    ],
    toast: { title: 'Request Submitted!', text: 'We will be in touch.' },
  },
} as DialogFormProps;

const leads = serveLeadApi();

describe('FloatingAction', () => {
  it('is a fixed button that keyboard users reach and that opens its dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <a href="#top">Skip</a>
        <PageBlock block={floating} vars={{}} />
        <PageBlock block={dialog} vars={{}} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Get Free Security Scan' });
    expect(button).toHaveStyle({ position: 'fixed' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Get Your Free Security Assessment' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Layla Haddad');
    await user.click(screen.getByRole('button', { name: 'Request My Assessment' }));
    expect(await screen.findByText('Request Submitted!')).toBeInTheDocument();
    expect(leads.posts.map((post) => [post.query.form, post.body])).toEqual([
      ['cybersecurity-lead', { name: 'Layla Haddad', service: 'cybersecurity' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes any action, such as a link to another page', () => {
    renderWithProviders(
      <PageBlock
        block={{ type: 'floating-action', action: { label: 'Contact Us', to: '/contact' } }}
        vars={{}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
