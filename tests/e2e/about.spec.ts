import { expect, test } from '@playwright/test';
import { gotoHydrated, testAccessibleAtEveryWidth, viewports } from './helpers';

test('about tells the story, figures, values and leadership, and links to careers', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineers First, Always');
  await expect(page.getByRole('img', { name: /Dubai skyline/ })).toHaveAttribute('width', '560');
  const figures = page.getByRole('region', { name: 'A Growing Crew' });
  expect(await figures.getByRole('definition').allTextContents()).toEqual(['500+', '50+', '6']);
  expect(await figures.getByRole('term').allTextContents()).toEqual([
    'Community Members',
    'Enterprise Clients',
    'Countries',
  ]);
  await expect(
    page.getByRole('region', { name: 'Our Core Values' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(3);
  const leaders = page
    .getByRole('list', { name: 'The People Leading the Crew' })
    .getByRole('listitem');
  await expect(leaders).toHaveCount(3);
  await expect(leaders.nth(0)).toContainText('Founder & Chief Executive');

  await page.getByRole('link', { name: 'View Career Opportunities' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

// Bands below the first screen are laid out only as they near it, their heights guessed
// until then: a jump from the hero to a band far below still ends on that band.
test('on a phone, "Meet the Leadership" scrolls to the leadership band', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto('/about');
  const scrollEnded = page.evaluate(
    () => new Promise<void>((done) => addEventListener('scrollend', () => done(), { once: true })),
  );
  await page.getByRole('link', { name: 'Meet the Leadership' }).click();
  await scrollEnded;
  // The header's height above it (the band's scroll margin).
  const top = await page
    .locator('#leadership')
    .evaluate((band) => band.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(70);
  expect(top).toBeLessThan(90);
});

testAccessibleAtEveryWidth(['/about']);

test('the privacy page is a footer link away, in both languages, and says how long leads are kept', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Data, Plainly');
  await expect(page.getByRole('region', { name: 'How long we keep it' })).toContainText(
    'deleted two years after you sent it',
  );
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بياناتك بوضوح');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'الخصوصية' }),
  ).toHaveAttribute('href', '/ar/privacy');
});

testAccessibleAtEveryWidth(['/privacy', '/ar/privacy']);
