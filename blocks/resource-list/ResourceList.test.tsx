import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { DialogForm } from '../dialog-form/DialogForm';
import { ResourceList, type ResourceListProps } from './ResourceList';

const library: ResourceListProps = {
  type: 'resource-list',
  id: 'library',
  tone: 'light',
  heading: 'The Library',
  resources: [
    {
      title: '2025 UAE Cyber-Threat Report',
      type: 'White paper',
      readTime: '15 min',
      description: 'What attacked UAE businesses this year.',
      featured: true,
      icon: 'report',
      action: { label: 'Download & Learn', open: 'download' },
    },
    {
      title: 'Cloud Migration Checklist',
      type: 'Resource',
      readTime: '5 min',
      description: 'Every step before you move a workload.',
      featured: false,
      icon: 'cloud',
      action: { label: 'Download & Learn', open: 'download' },
    },
  ],
};

function renderLibrary() {
  return renderWithProviders(
    <>
      <ResourceList {...library} />
      <DialogForm
        type="dialog-form"
        id="download"
        title="Get Your Copy"
        form={{
          name: 'download-request',
          submitLabel: 'Email Me the Resource',
          fields: [{ name: 'email', label: 'Email', kind: 'email', required: true, half: false }],
          toast: { title: 'On Its Way!', text: 'Check your inbox.' },
        }}
      />
    </>,
  );
}

describe('ResourceList', () => {
  it('lists each resource with its type, reading time and description', () => {
    renderLibrary();
    const list = screen.getByRole('list', { name: 'The Library' });
    const [report, checklist] = within(list).getAllByRole('listitem');
    expect(within(report!).getByRole('heading', { level: 3 })).toHaveTextContent(
      '2025 UAE Cyber-Threat Report',
    );
    expect(within(report!).getByText('White paper')).toBeVisible();
    expect(within(report!).getByText('15 min read')).toBeVisible();
    expect(within(checklist!).getByText('5 min read')).toBeVisible();
    expect(within(checklist!).getByText('Every step before you move a workload.')).toBeVisible();
  });

  it('marks only the featured resource', () => {
    renderLibrary();
    const [report, checklist] = screen.getAllByRole('listitem');
    expect(within(report!).getByText('Featured')).toBeVisible();
    expect(within(checklist!).queryByText('Featured')).toBeNull();
  });

  it('opens the download dialog from a button named after the resource', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await user.click(
      screen.getByRole('button', { name: 'Download & Learn: Cloud Migration Checklist' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Get Your Copy' })).toBeVisible();
  });
});
