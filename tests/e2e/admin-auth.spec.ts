import { expect, test, type Page } from '@playwright/test';
import { jwtClaims } from '../fixtures/auth-tokens';
import { totpFactor, validTotpCode, type FakeUser } from '../fixtures/fake-gotrue';
import { serviceRecord } from '../fixtures/service-content';
import { fakeSupabase } from './fake-supabase';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  viewports,
} from './helpers';
import { supabaseSiteUrl } from './supabase-site';

// Staff sign-in on the build made for Supabase, with the Auth and REST APIs of its
// (fake) project answered by request interception.

test.use({ baseURL: supabaseSiteUrl });

const users: FakeUser[] = [
  { id: 'user-editor', email: 'editor@techcrew.test', password: 'correct horse', role: 'editor' },
  { id: 'user-member', email: 'member@techcrew.test', password: 'member pass' },
  {
    id: 'user-admin',
    email: 'admin@techcrew.test',
    password: 'admin pass',
    role: 'admin',
    factors: [totpFactor()],
  },
];

const services = [
  serviceRecord({
    id: 'id-managed-it',
    slug: 'managed-it',
    name: 'Managed IT',
    parent: 'managed-services',
  }),
  serviceRecord({
    id: 'id-cloud',
    slug: 'cloud-infrastructure',
    name: 'Cloud Infrastructure',
    parent: 'cloud',
  }),
];

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function addService(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add New Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Service Name').fill(name);
  await dialog.getByLabel('Page Title (H1)').fill(`${name} Services in Dubai`);
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
}

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Staff sign-in' });
const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' });

test('/admin is prerendered as a sign-in check, without the dashboard', async ({ request }) => {
  const html = await (await request.get('/admin')).text();
  expect(html).toContain('Checking your sign-in...');
  expect(html).not.toContain('Admin Dashboard</h1>');
});

test('staff sign in, set up an authenticator app, add a service with an aal2 token and sign out', async ({
  page,
}) => {
  const { goTrue, writes, sessionNotes } = await fakeSupabase(page, users, services);
  await gotoHydrated(page, '/admin');
  await expect(signInHeading(page)).toBeVisible();
  await expect(dashboardHeading(page)).toHaveCount(0);

  await signIn(page, 'editor@techcrew.test', 'correct horse');
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  const qr = page.getByRole('img', { name: /QR code that adds your TechCrew staff account/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(goTrue.seen('POST', '/factors')[0]?.body).toEqual({
    friendly_name: 'TechCrew staff sign-in',
    factor_type: 'totp',
    issuer: 'TechCrew',
  });

  await enterCode(page, validTotpCode);
  await expect(page.getByRole('region', { name: 'Your staff account' })).toContainText(
    'Signed in as editor@techcrew.test',
  );
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByText('Connected to the shared database')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Managed IT', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cloud Infrastructure', level: 3 })).toBeVisible();

  await addService(page, 'Managed Firewall');
  await expect(page.getByText('Draft Created')).toBeVisible();

  const aal2 = goTrue.latestAccessToken()!;
  expect(jwtClaims(aal2)).toMatchObject({ aal: 'aal2', app_metadata: { role: 'editor' } });
  expect(writes).toEqual([
    {
      method: 'POST',
      bearer: aal2,
      body: {
        slug: 'managed-firewall',
        record: expect.objectContaining({ slug: 'managed-firewall', name: 'Managed Firewall' }),
        base_revision: null,
      },
    },
  ]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(dashboardHeading(page)).toHaveCount(0);
  expect(goTrue.seen('POST', '/logout')).toEqual([
    expect.objectContaining({ bearer: aal2, query: { scope: 'local' } }),
  ]);
  // The activity log heard both, as the signed-in staff member.
  expect(sessionNotes).toEqual([
    { event: 'signed-in', bearer: aal2 },
    { event: 'signed-out', bearer: aal2 },
  ]);
});

test('renews an expired session for the next write, and signs out with a message when it cannot', async ({
  page,
}) => {
  await page.clock.install();
  const { goTrue, writes } = await fakeSupabase(page, users, services);
  await gotoHydrated(page, '/admin');
  await signIn(page, 'admin@techcrew.test', 'admin pass');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await enterCode(page, validTotpCode);
  await expect(dashboardHeading(page)).toBeVisible();
  const verified = goTrue.latestAccessToken();
  let ahead = 0;
  goTrue.now = () => Date.now() + ahead;
  const twoHoursOn = async () => {
    ahead += 2 * 60 * 60 * 1000;
    await page.clock.fastForward('02:00:00');
  };

  // Two hours on, the token has expired: supabase-js has refreshed it on its own.
  await twoHoursOn();
  await expect.poll(() => goTrue.latestAccessToken()).not.toBe(verified);
  await addService(page, 'Backup and Recovery');
  const renewed = goTrue.latestAccessToken()!;
  expect(jwtClaims(renewed)).toMatchObject({ aal: 'aal2' });
  expect(writes.map((write) => write.bearer)).toEqual([renewed]);

  // The refresh token is revoked: the next refresh fails for good.
  goTrue.refuseRefresh = true;
  await twoHoursOn();
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff sign-in' }).getByRole('alert')).toHaveText(
    'Your session has ended. Sign in again to continue.',
  );
  await expect(dashboardHeading(page)).toHaveCount(0);
  expect(goTrue.seen('POST', '/token').at(-1)).toMatchObject({
    query: { grant_type: 'refresh_token' },
  });
});

test('says when the email and password are wrong', async ({ page }) => {
  await fakeSupabase(page, users, services);
  await gotoHydrated(page, '/admin');
  await signIn(page, 'editor@techcrew.test', 'wrong password');
  await expect(page.getByRole('alert')).toHaveText(
    "That email and password don't match a staff account. Check them and try again.",
  );
  await expect(signInHeading(page)).toBeVisible();
});

test('tells a signed-in user without a staff role they have no access, and lets them sign out', async ({
  page,
}) => {
  const { goTrue } = await fakeSupabase(page, users, services);
  await gotoHydrated(page, '/admin');
  await signIn(page, 'member@techcrew.test', 'member pass');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText(/signed in as member@techcrew\.test/)).toBeVisible();
  await expect(dashboardHeading(page)).toHaveCount(0);
  expect(goTrue.seen('POST', '/factors')).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(page)).toBeVisible();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the sign-in screen passes axe and fits the ${name} (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await fakeSupabase(page, users, services);
    await gotoHydrated(page, '/admin');
    await expect(signInHeading(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
}
