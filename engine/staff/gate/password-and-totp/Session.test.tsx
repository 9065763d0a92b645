import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffStep } from '../../access/staff-session-context';
import { createSupabaseStore } from '../../../services/stores/supabase-service-store';
import { fakeAnonKey, jwtClaims } from '../../../../tests/fixtures/auth-tokens';
import { FakeGoTrue, validTotpCode, totpFactor } from '../../../../tests/fixtures/fake-gotrue';
import { serviceInput, serviceRecord } from '../../../../tests/fixtures/service-content';
import { authApi, SUPABASE_URL } from '../../../../tests/fixtures/fake-auth-api';
import { enterCode, gateCopy, renderGate, serveAuthForGates, signIn } from './test-helpers';

// The session over time: sign-out, a token that expired (supabase-js refreshes it and
// the next request carries the new one), and a refresh that fails for good.

const server = serveAuthForGates();
// Registered after the server's hooks, so it runs before them: real time for the teardown.
afterEach(() => void vi.useRealTimers());

const staff = () =>
  new FakeGoTrue([
    {
      id: 'user-admin',
      email: 'admin@techcrew.test',
      password: 'pw',
      role: 'admin',
      factors: [totpFactor()],
    },
  ]);

/** Stands for the dashboard: there only for staff with a verified second factor. */
function DashboardProbe() {
  return useStaffStep().step === 'staff' ? <p>Dashboard for staff</p> : null;
}

async function signInAsStaff(goTrue: FakeGoTrue) {
  server.use(authApi(goTrue));
  const view = renderGate(<DashboardProbe />);
  await signIn(view.user, 'admin@techcrew.test', 'pw');
  await enterCode(view.user, validTotpCode);
  await screen.findByText('Dashboard for staff');
  return view;
}

/** Moves the clock past the access token's expiry; timers keep running for real. */
function twoHoursLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
}

describe('staff session', () => {
  it('shows the dashboard only after the second factor', async () => {
    server.use(authApi(staff()));
    const { user } = renderGate(<DashboardProbe />);
    await signIn(user, 'admin@techcrew.test', 'pw');
    await screen.findByRole('heading', { name: gateCopy.challenge.heading });
    expect(screen.queryByText('Dashboard for staff')).toBeNull();
    await enterCode(user, validTotpCode);
    expect(await screen.findByText('Dashboard for staff')).toBeVisible();
  });

  it('signs out with POST /logout and returns to the sign-in form', async () => {
    const goTrue = staff();
    const { user } = await signInAsStaff(goTrue);
    const token = goTrue.latestAccessToken();
    await user.click(screen.getByRole('button', { name: gateCopy.signOutLabel }));
    expect(await screen.findByRole('heading', { name: gateCopy.signIn.heading })).toBeVisible();
    expect(screen.queryByText('Dashboard for staff')).toBeNull();
    expect(goTrue.seen('POST', '/logout')).toEqual([
      expect.objectContaining({ query: { scope: 'local' }, bearer: token }),
    ]);
    expect(screen.queryByText(gateCopy.messages.sessionEnded)).toBeNull();
  });

  it('stays signed in when sign-out cannot reach the server, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const goTrue = staff();
    const { user } = await signInAsStaff(goTrue);
    server.use(http.post(`${SUPABASE_URL}/auth/v1/logout`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: gateCopy.signOutLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gateCopy.messages.network);
    expect(screen.getByText('Dashboard for staff')).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });

  it('refreshes an expired session and sends writes with the new aal2 token', async () => {
    const goTrue = staff();
    const { client } = await signInAsStaff(goTrue);
    const first = goTrue.latestAccessToken()!;
    const writes: (string | null)[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/create_service`, ({ request }) => {
        writes.push(request.headers.get('authorization'));
        return HttpResponse.json(serviceRecord());
      }),
    );

    twoHoursLater();
    await createSupabaseStore(client).create(serviceInput());

    const [refresh] = goTrue
      .seen('POST', '/token')
      .filter((request) => request.query.grant_type === 'refresh_token');
    expect(refresh).toMatchObject({ body: { refresh_token: 'refresh-3' }, bearer: fakeAnonKey });
    const renewed = goTrue.latestAccessToken()!;
    expect(renewed).not.toBe(first);
    expect(writes).toEqual([`Bearer ${renewed}`]);
    expect(jwtClaims(renewed)).toMatchObject({ aal: 'aal2', app_metadata: { role: 'admin' } });
    expect(screen.getByText('Dashboard for staff')).toBeVisible();
  });

  it('returns to sign-in with a message when the session cannot be refreshed', async () => {
    const goTrue = staff();
    await signInAsStaff(goTrue);
    goTrue.refuseRefresh = true;

    // Back in a tab that was hidden past the token's expiry: supabase-js recovers the
    // session, the refresh is refused, and it signals SIGNED_OUT.
    twoHoursLater();
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

    expect(await screen.findByRole('heading', { name: gateCopy.signIn.heading })).toBeVisible();
    expect(screen.getByText(gateCopy.messages.sessionEnded)).toBeVisible();
    expect(screen.queryByText('Dashboard for staff')).toBeNull();
    expect(goTrue.seen('POST', '/token').at(-1)).toMatchObject({
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: 'refresh-3' },
    });
  });
});
