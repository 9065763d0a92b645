import { ThemeProvider } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { registry } from '../../pages/registry';
import { adminBlock } from '../dashboard/test-helpers';
import { AdminDashboard } from './AdminDashboard';

// Who may see the dashboard is the page route's question (its page has access: staff,
// engine/app/StaffPage.test.tsx); the block shows the dashboard wherever it is rendered.

vi.mock('../dashboard/LoadedDashboard', () => ({
  default: ({ block }: { block: { loading: string } }) => <p>Dashboard ready ({block.loading})</p>,
}));

const block = { type: 'admin-dashboard', ...adminBlock } as const;

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('AdminDashboard block', () => {
  it('is the registered component of admin-dashboard', async () => {
    expect(await registry['admin-dashboard'].load()).toBe(AdminDashboard);
  });

  it('renders its heading and a loading state until the code of the dashboard arrives', () => {
    const html = renderToString(themed(<AdminDashboard {...block} />));
    expect(html).toContain('Admin Dashboard</h1>');
    expect(html).toContain('Loading the dashboard...');
    expect(html).not.toContain('Dashboard ready');
  });

  it('hydrates without warnings, then shows the dashboard', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed(<AdminDashboard {...block} />));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, themed(<AdminDashboard {...block} />), {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(
      await screen.findByText('Dashboard ready (Loading the dashboard...)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });
});
