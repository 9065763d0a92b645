import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jwtClaims } from '../../../../tests/fixtures/auth-tokens';
import {
  FakeGoTrue,
  fakeQrSvg,
  validTotpCode,
  totpFactor,
  type FakeFactor,
} from '../../../../tests/fixtures/fake-gotrue';
import { authApi } from '../../../../tests/fixtures/fake-auth-api';
import { enterCode, gateCopy, renderGate, signIn, serveAuthForGates } from './test-helpers';

// Enrolment, challenge and verification of an authenticator app (TOTP) against a fake
// Auth server behind msw, with the request shapes of the multi-factor calls.

const server = serveAuthForGates();

const factor = totpFactor;

const editor = (factors: FakeFactor[] = []) =>
  new FakeGoTrue([
    { id: 'user-editor', email: 'editor@techcrew.test', password: 'pw', role: 'editor', factors },
  ]);

const staffBar = () => screen.findByRole('region', { name: gateCopy.account.label });

describe('enrolling an authenticator app', () => {
  it('enrols a TOTP factor with the page’s names and shows its QR code and key', async () => {
    const goTrue = editor();
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');

    const qr = await screen.findByRole('img', { name: gateCopy.enrol.qrAlt });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(fakeQrSvg)}`,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const aal1 = goTrue.latestAccessToken();
    expect(goTrue.seen('GET', '/user')).toEqual([expect.objectContaining({ bearer: aal1 })]);
    expect(goTrue.seen('POST', '/factors')).toEqual([
      expect.objectContaining({
        bearer: aal1,
        body: { friendly_name: 'TechCrew staff sign-in', factor_type: 'totp', issuer: 'TechCrew' },
      }),
    ]);
  });

  it('challenges and verifies the first code, and only aal2 opens the staff area', async () => {
    const goTrue = editor();
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await screen.findByRole('img', { name: gateCopy.enrol.qrAlt });
    const aal1 = goTrue.latestAccessToken();
    expect(screen.queryByRole('region', { name: gateCopy.account.label })).toBeNull();

    await enterCode(user, validTotpCode);
    expect(await staffBar()).toHaveTextContent('Signed in as editor@techcrew.test');
    const [challenge] = goTrue.seen('POST', '/factors/factor-2/challenge');
    expect(challenge).toMatchObject({ bearer: aal1 });
    expect(goTrue.seen('POST', '/factors/factor-2/verify')).toEqual([
      expect.objectContaining({
        bearer: aal1,
        body: { challenge_id: 'challenge-3', code: validTotpCode },
      }),
    ]);
    expect(jwtClaims(goTrue.latestAccessToken()!)).toMatchObject({ aal: 'aal2' });
  });

  it('says a wrong code is wrong and lets the user try again', async () => {
    server.use(authApi(editor()));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await screen.findByRole('img', { name: gateCopy.enrol.qrAlt });

    await enterCode(user, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(gateCopy.messages.wrongCode);
    await enterCode(user, validTotpCode);
    expect(await staffBar()).toBeVisible();
  });

  it('asks for six digits without asking the server', async () => {
    const goTrue = editor();
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await screen.findByRole('img', { name: gateCopy.enrol.qrAlt });

    await enterCode(user, '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(gateCopy.code.invalid);
    expect(goTrue.seen('POST', '/factors/factor-2/challenge')).toEqual([]);
  });

  it('first removes an app whose enrolment was never finished', async () => {
    const goTrue = editor([factor('factor-old', 'unverified', 'TechCrew staff sign-in')]);
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await screen.findByRole('img', { name: gateCopy.enrol.qrAlt });
    expect(goTrue.seen('DELETE', '/factors/factor-old')).toHaveLength(1);
    expect(goTrue.seen('POST', '/factors')).toHaveLength(1);
  });
});

describe('signing in with an authenticator app', () => {
  it('asks a staff member with a verified app for a code, then opens the staff area', async () => {
    const goTrue = editor([factor('factor-phone', 'verified', 'Work phone')]);
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');

    expect(await screen.findByRole('heading', { name: gateCopy.challenge.heading })).toBeVisible();
    expect(screen.queryByRole('img', { name: gateCopy.enrol.qrAlt })).toBeNull();
    await enterCode(user, validTotpCode);
    expect(await staffBar()).toBeVisible();
    expect(goTrue.seen('POST', '/factors')).toEqual([]);
    expect(goTrue.seen('POST', '/factors/factor-phone/verify')).toEqual([
      expect.objectContaining({ body: { challenge_id: 'challenge-2', code: validTotpCode } }),
    ]);
  });

  it('lets a staff member with two apps choose which one to use', async () => {
    const goTrue = editor([
      factor('factor-phone', 'verified', 'Work phone'),
      factor('factor-laptop', 'verified', 'Laptop'),
    ]);
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await user.click(await screen.findByRole('combobox', { name: gateCopy.challenge.factorLabel }));
    await user.click(screen.getByRole('option', { name: 'Laptop' }));
    await enterCode(user, validTotpCode);
    await staffBar();
    expect(goTrue.seen('POST', '/factors/factor-laptop/verify')).toHaveLength(1);
  });
});

describe('managing authenticator apps', () => {
  it('lists the apps and removes one; without any left, the session asks for a new one', async () => {
    const goTrue = editor([factor('factor-phone', 'verified', 'Work phone')]);
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await enterCode(user, validTotpCode);
    await user.click(
      within(await staffBar()).getByRole('button', { name: gateCopy.account.factorsLabel }),
    );

    const dialog = await screen.findByRole('dialog', { name: gateCopy.factors.title });
    const list = await within(dialog).findByRole('list', { name: gateCopy.factors.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Work phone');
    expect(list).toHaveTextContent('Added 20 Nov 2024');

    const aal2 = goTrue.latestAccessToken();
    await user.click(within(list).getByRole('button', { name: /Remove: Work phone/ }));
    expect(within(list).getByText(/Remove "Work phone"\?/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: gateCopy.factors.confirmLabel }));

    expect(await screen.findByRole('heading', { name: gateCopy.enrol.heading })).toBeVisible();
    expect(goTrue.seen('DELETE', '/factors/factor-phone')).toEqual([
      expect.objectContaining({ bearer: aal2 }),
    ]);
    expect(goTrue.seen('POST', '/token').at(-1)).toMatchObject({
      query: { grant_type: 'refresh_token' },
    });
  });

  it('keeps the list when the user decides to keep the app', async () => {
    const goTrue = editor([factor('factor-phone', 'verified', 'Work phone')]);
    server.use(authApi(goTrue));
    const { user } = renderGate();
    await signIn(user, 'editor@techcrew.test', 'pw');
    await enterCode(user, validTotpCode);
    await user.click(
      within(await staffBar()).getByRole('button', { name: gateCopy.account.factorsLabel }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Remove: Work phone/ }));
    await user.click(within(dialog).getByRole('button', { name: gateCopy.factors.cancelLabel }));
    await user.click(within(dialog).getByRole('button', { name: gateCopy.factors.closeLabel }));
    expect(goTrue.seen('DELETE', '/factors/factor-phone')).toEqual([]);
    expect(await staffBar()).toBeVisible();
  });
});
