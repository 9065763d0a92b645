import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAnonKey } from '../../../tests/fixtures/auth-tokens';
import { authApi } from '../../../tests/fixtures/fake-auth-api';
import { FakeGoTrue } from '../../../tests/fixtures/fake-gotrue';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders, testSite } from '../../../tests/render';
import { SiteProvider } from '../../ui/site-context';
import {
  siteServerCapabilities,
  supabaseCapabilities,
  type DataCapabilities,
} from '../../data/capabilities';
import { browserSupabaseClient } from '../../data/supabase-client';
import { AdminStoreProvider, browserStoreSource } from '../store/store-source';
import { gateCopy } from './password-and-totp/test-helpers';
import { StaffGate } from './StaffGate';

// The gate signs staff in the way the store's capabilities say, and asks nothing of the
// other way: an unexpected request fails the test.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  await browserSupabaseClient()?.auth.dispose();
  server.close();
  vi.unstubAllEnvs();
});

function gateWith(capabilities: DataCapabilities) {
  return (
    <AdminStoreProvider source={{ ...browserStoreSource, capabilities }}>
      <StaffGate copy={gateCopy}>
        <p>Staff blocks</p>
      </StaffGate>
    </AdminStoreProvider>
  );
}

describe('StaffGate', () => {
  it.each([siteServerCapabilities, supabaseCapabilities])(
    'prerenders that it is checking the sign-in, or without JavaScript that the dashboard needs it ($staffSignIn)',
    (capabilities) => {
      const html = renderToString(
        <SiteProvider site={testSite}>
          <MemoryRouter initialEntries={['/admin']}>{gateWith(capabilities)}</MemoryRouter>
        </SiteProvider>,
      );
      expect(html).toContain(gateCopy.checking);
      expect(html).not.toContain('Staff blocks');
      // A browser without JavaScript shows the <noscript> instead.
      const noScript = document.createElement('div');
      noScript.innerHTML = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? '';
      expect(noScript).toHaveTextContent(gateCopy.noScript.heading);
      expect(noScript).toHaveTextContent(gateCopy.noScript.text);
    },
  );

  it('asks the site server for its session when staff sign in with an admin link', async () => {
    const asked = vi.fn();
    server.use(
      http.get('*/api/admin/session', () => {
        asked();
        return HttpResponse.json({ error: { code: 'signed-out' } }, { status: 401 });
      }),
    );
    renderWithProviders(gateWith(siteServerCapabilities), { path: '/admin' });
    expect(await screen.findByRole('heading', { name: gateCopy.adminLink.heading })).toBeVisible();
    expect(asked).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText(new RegExp(gateCopy.signIn.emailLabel))).toBeNull();
    expect(screen.queryByText('Staff blocks')).toBeNull();
  });

  it('shows an opened admin link as one button that posts the link back, asking nothing first', async () => {
    // Any request would fail the test: opening the link must not touch the server.
    renderWithProviders(gateWith(siteServerCapabilities), { path: '/admin?token=abc' });
    const button = await screen.findByRole('button', { name: gateCopy.adminLink.linkLabel });
    expect(screen.getByText(gateCopy.adminLink.linkText)).toBeVisible();
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    // No action: the form posts to the link's own address, token included.
    expect(form?.hasAttribute('action')).toBe(false);
    expect(button.getAttribute('type')).toBe('submit');
    expect(screen.queryByText('Staff blocks')).toBeNull();
  });

  it('shows the sign-in form when staff sign in with a password and an authenticator app', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://supabase.test');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', fakeAnonKey);
    server.use(authApi(new FakeGoTrue([])));
    renderWithProviders(gateWith(supabaseCapabilities), { path: '/admin' });
    expect(await screen.findByRole('heading', { name: gateCopy.signIn.heading })).toBeVisible();
    expect(screen.getByLabelText(new RegExp(gateCopy.signIn.emailLabel))).toBeVisible();
    expect(screen.queryByRole('heading', { name: gateCopy.adminLink.heading })).toBeNull();
    expect(screen.queryByText('Staff blocks')).toBeNull();
  });
});
