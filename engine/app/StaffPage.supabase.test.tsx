import { act, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../tests/fixtures/fake-auth-api';
import { FakeGoTrue, validTotpCode, totpFactor } from '../../tests/fixtures/fake-gotrue';
import { renderStaffPage, staffBlockText, staffPage } from '../../tests/fixtures/staff-page';
import { browserSupabaseClient } from '../data/supabase-client';
import { browserStaffSession } from '../staff/access/browser-staff-session';

// The build's capabilities are fixed when engine/data/data-port.ts loads, so the Supabase
// project is configured before any import runs.
await vi.hoisted(async () => {
  const { fakeAnonKey } = await import('../../tests/fixtures/auth-tokens');
  vi.stubEnv('VITE_SUPABASE_URL', 'http://supabase.test');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', fakeAnonKey);
});

// A page with `access: staff` on a build for Supabase: its blocks show for staff at aal2
// only, answered from the same client every Supabase request goes through.

const goTrue = new FakeGoTrue([
  {
    id: 'user-editor',
    email: 'editor@techcrew.test',
    password: 'pw',
    role: 'editor',
    factors: [totpFactor()],
  },
]);
const server = setupServer(authApi(goTrue));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(async () => {
  await browserSupabaseClient()?.auth.dispose();
  server.close();
  vi.unstubAllEnvs();
});

const gate = staffPage.staffGate!;

describe('a page with access: staff on Supabase', () => {
  it('shows its blocks to staff at aal2 only, and hides them again on sign-out', async () => {
    renderStaffPage();
    expect(await screen.findByRole('heading', { name: gate.signIn.heading })).toBeVisible();
    expect(screen.queryByText(staffBlockText)).toBeNull();
    const client = browserSupabaseClient()!;

    await act(() =>
      client.auth.signInWithPassword({ email: 'editor@techcrew.test', password: 'pw' }),
    );
    // Signed in with a password only: the session asks for the second factor, and the
    // blocks stay hidden.
    await waitFor(() => expect(browserStaffSession().getStep().step).toBe('challenge'));
    expect(await screen.findByRole('heading', { name: gate.challenge.heading })).toBeVisible();
    expect(screen.queryByText(staffBlockText)).toBeNull();

    await act(() =>
      client.auth.mfa.challengeAndVerify({ factorId: 'factor-phone', code: validTotpCode }),
    );
    expect(await screen.findByText(staffBlockText)).toBeVisible();
    expect(screen.getByRole('region', { name: gate.account.label })).toHaveTextContent(
      'Signed in as editor@techcrew.test',
    );

    await act(() => client.auth.signOut({ scope: 'local' }));
    expect(await screen.findByRole('heading', { name: gate.signIn.heading })).toBeVisible();
    expect(screen.queryByText(staffBlockText)).toBeNull();
  });
});
