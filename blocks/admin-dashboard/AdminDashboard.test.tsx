import { ThemeProvider } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../engine/theme/theme';
import { registry } from '../registry';
import { AdminDashboard } from './AdminDashboard';
import { adminBlock } from './test-helpers';

vi.mock('./LoadedDashboard', () => ({
  default: ({ block }: { block: { loading: string } }) => <p>Dashboard ready ({block.loading})</p>,
}));

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('AdminDashboard block', () => {
  it('is the registered component of admin-dashboard', () => {
    expect(registry['admin-dashboard'].component).toBe(AdminDashboard);
  });

  it('prerenders the heading and the loading state, not the dashboard', () => {
    const html = renderToString(themed(<AdminDashboard {...adminBlock} />));
    expect(html).toContain('Admin Dashboard');
    expect(html).toContain('Loading the dashboard...');
    expect(html).not.toContain('Dashboard ready');
    expect(html).not.toContain('role="tab"');
  });

  it('hydrates the prerendered HTML without warnings, then loads the dashboard', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed(<AdminDashboard {...adminBlock} />));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, themed(<AdminDashboard {...adminBlock} />), {
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
