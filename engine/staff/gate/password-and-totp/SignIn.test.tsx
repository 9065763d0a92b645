import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeAnonKey, jwtClaims } from '../../../../tests/fixtures/auth-tokens';
import { FakeGoTrue } from '../../../../tests/fixtures/fake-gotrue';
import { authApi, SUPABASE_URL } from '../../../../tests/fixtures/fake-auth-api';
import { gateCopy, renderGate, signIn, serveAuthForGates } from './test-helpers';

// The Auth server stands behind msw: these tests pin the password sign-in request
// supabase-js sends and the message each failure shows.

const server = serveAuthForGates();

const users = () =>
  new FakeGoTrue([
    { id: 'user-editor', email: 'editor@techcrew.test', password: 'correct horse', role: 'editor' },
    { id: 'user-member', email: 'member@techcrew.test', password: 'member pass' },
    {
      id: 'user-new',
      email: 'new@techcrew.test',
      password: 'new pass',
      role: 'admin',
      confirmed: false,
    },
  ]);

const { messages } = gateCopy;

describe('staff sign-in', () => {
  it('shows the sign-in form once it knows nobody is signed in', async () => {
    server.use(authApi(users()));
    renderGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: gateCopy.signIn.heading }),
    ).toBeVisible();
    expect(screen.getByLabelText(/work email/i)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('posts the email and password to /token?grant_type=password with the anon key', async () => {
    const goTrue = users();
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'correct horse');
    await screen.findByRole('heading', { name: gateCopy.enrol.heading });
    const [request] = goTrue.seen('POST', '/token');
    expect(request).toMatchObject({
      query: { grant_type: 'password' },
      body: { email: 'editor@techcrew.test', password: 'correct horse' },
      apikey: fakeAnonKey,
    });
  });

  it.each([
    ['a wrong password', 'editor@techcrew.test', 'wrong', messages.wrongCredentials],
    ['an unknown email', 'nobody@techcrew.test', 'correct horse', messages.wrongCredentials],
    ['an unconfirmed email', 'new@techcrew.test', 'new pass', messages.emailNotConfirmed],
  ])('explains %s', async (_, email, password, message) => {
    server.use(authApi(users()));
    const { user } = renderGate();
    await signIn(user, email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: gateCopy.signIn.submitLabel })).toBeEnabled();
  });

  it('explains a rate limit (HTTP 429)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, () =>
        HttpResponse.json(
          { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
          { status: 429, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
      authApi(users()),
    );
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.rateLimited);
  });

  it('explains a network failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/token`, () => HttpResponse.error()),
      authApi(users()),
    );
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.network);
    logged.mockRestore();
  });

  it('tells a signed-in user without a staff role they have no access, and signs them out', async () => {
    const goTrue = users();
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'member@techcrew.test', 'member pass');
    expect(await screen.findByRole('heading', { name: gateCopy.noAccess.heading })).toBeVisible();
    expect(screen.getByText(/member@techcrew\.test/)).toBeVisible();
    expect(goTrue.seen('POST', '/factors')).toEqual([]);

    const token = goTrue.latestAccessToken();
    await user.click(screen.getByRole('button', { name: gateCopy.signOutLabel }));
    expect(await screen.findByRole('heading', { name: gateCopy.signIn.heading })).toBeVisible();
    expect(goTrue.seen('POST', '/logout')).toEqual([
      expect.objectContaining({ query: { scope: 'local' }, bearer: token }),
    ]);
    expect(jwtClaims(token!)).toMatchObject({ aal: 'aal1', app_metadata: { provider: 'email' } });
    expect(screen.queryByText(messages.sessionEnded)).toBeNull();
  });
});
