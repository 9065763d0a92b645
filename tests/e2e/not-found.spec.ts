import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  viewports,
} from './helpers';

test('an unknown path answers 404 and shows the way home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | TechCrew');
  expect(
    errors.some((text) =>
      text.includes(
        '404 Error: User attempted to access non-existent route: /this/page/does-not-exist',
      ),
    ),
  ).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the Crew of');
});

test('navigating to an unknown path inside the app shows the not-found page', async ({ page }) => {
  // Public pages come alive by islands, with no app around them; a staff page runs the app.
  await page.goto('/admin');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`not-found has no accessibility violations at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/missing');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('gotoHydrated works on the not-found page too', async ({ page }) => {
  await gotoHydrated(page, '/also-missing');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
