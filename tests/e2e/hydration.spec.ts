import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * How a prerendered page comes alive: it paints before any script runs, then loads the
 * code of its interactive blocks only; static blocks keep their HTML and still work.
 */
test('the home page loads the code of its interactive blocks only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = (chunk: string) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`));
  expect(loaded('Hero'), 'the hero types and holds a form').toBe(true);
  for (const chunk of ['CardGrid', 'StatsBand', 'CtaBand']) {
    expect(loaded(chunk), `${chunk} is static`).toBe(false);
  }
});

test('links and buttons of static blocks work without their code', async ({ page }) => {
  await gotoHydrated(page, '/');
  // The cta-band is static: its button opens the page's dialog.
  await page.getByRole('button', { name: 'Reserve Your Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve an Office Hours Slot' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A card's link navigates inside the app: the document is not loaded again.
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'See How the Crew Solved This' }).first().click();
  await expect(page).toHaveURL(/\/services\/network-infrastructure$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('the header menus load on first use and work from the first click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
});
