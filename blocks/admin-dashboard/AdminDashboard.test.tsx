import { ThemeProvider } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../engine/theme/theme';
import { registry } from '../registry';
import { AdminDashboard } from './AdminDashboard';
import { adminBlock } from './test-helpers';

// The site server's answer: this browser opened an admin link.
const server = setupServer(
  http.get('*/api/admin/session', () =>
    HttpResponse.json({ signedIn: true, via: 'session', expiresAt: '2026-11-26T20:00:00.000Z' }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

vi.mock('./LoadedDashboard', () => ({
  default: ({ block }: { block: { loading: string } }) => <p>Dashboard ready ({block.loading})</p>,
}));

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('AdminDashboard block', () => {
  it('is the registered component of admin-dashboard', async () => {
    expect(await registry['admin-dashboard'].load()).toBe(AdminDashboard);
  });

  it('prerenders nothing: who may see the dashboard is known only in the browser', () => {
    const html = renderToString(themed(<AdminDashboard {...adminBlock} />));
    expect(html).toBe('');
  });

  it('hydrates without warnings, then shows the dashboard to a browser with a staff session', async () => {
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
