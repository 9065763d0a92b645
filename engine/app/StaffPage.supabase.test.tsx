import { act, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../tests/fixtures/fake-auth-api';
import { FakeGoTrue, validTotpCode } from '../../tests/fixtures/fake-gotrue';
import { browserSupabaseClient } from '../data/supabase-client';
import { browserStaffSession } from './browser-staff-session';
import { useStaffAccess } from './staff-access';

// The data mode is fixed when engine/data/data-port.ts loads, so the Supabase project is
// configured before any import runs.
await vi.hoisted(async () => {
  const { fakeAnonKey } = await import('../../tests/fixtures/auth-tokens');
  vi.stubEnv('VITE_SUPABASE_URL', 'http://supabase.test');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', fakeAnonKey);
});

// The dashboard's question, in Supabase mode: is this browser's user staff at aal2? It is
// answered from the same client every Supabase request goes through.

const goTrue = new FakeGoTrue([
  {
    id: 'user-editor',
    email: 'editor@techcrew.test',
    password: 'pw',
    role: 'editor',
    factors: [
      {
        id: 'factor-phone',
        friendly_name: 'Work phone',
        factor_type: 'totp',
        status: 'verified',
        created_at: '2024-11-20T08:00:00Z',
        updated_at: '2024-11-20T08:00:00Z',
      },
    ],
  },
]);
const server = setupServer(authApi(goTrue));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(async () => {
  await browserSupabaseClient()?.auth.dispose();
  server.close();
  vi.unstubAllEnvs();
});

function Probe() {
  return <p>{useStaffAccess() ? 'dashboard shown' : 'dashboard hidden'}</p>;
}

describe('useStaffAccess in Supabase mode', () => {
  it('opens the dashboard for staff at aal2 only, and closes it on sign-out', async () => {
    render(<Probe />);
    expect(screen.getByText('dashboard hidden')).toBeVisible();
    const client = browserSupabaseClient()!;

    await act(() =>
      client.auth.signInWithPassword({ email: 'editor@techcrew.test', password: 'pw' }),
    );
    // Signed in with a password only: the session asks for the second factor, and the
    // dashboard stays hidden.
    await waitFor(() => expect(browserStaffSession().getStep().step).toBe('challenge'));
    expect(screen.getByText('dashboard hidden')).toBeVisible();

    await act(() =>
      client.auth.mfa.challengeAndVerify({ factorId: 'factor-phone', code: validTotpCode }),
    );
    expect(await screen.findByText('dashboard shown')).toBeVisible();

    await act(() => client.auth.signOut({ scope: 'local' }));
    expect(await screen.findByText('dashboard hidden')).toBeVisible();
  });
});
