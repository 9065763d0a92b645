import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  viewports,
} from './helpers';

test('the home page has its six sections in order', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle('TechCrew | IT Services & IT Community in Dubai');
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings).toEqual([
    'Join the Crew',
    'Sound Familiar?',
    'Real Fixes from Real Engineers',
    'Meet the Crew',
    'A Crew That Shows Up',
    'Bring Your Toughest IT Question',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the Crew of');
  await expect(page.getByRole('main')).toContainText('100+');
  await expect(page.getByRole('main')).toContainText('99.97%');

  for (const pain of [
    'Downtime Disasters',
    'Security Breaches',
    'Surveillance Gaps',
    'VoIP Chaos',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: pain })).toBeVisible();
  }
  const solved = page.getByRole('link', { name: /See How the Crew Solved This/ });
  await expect(solved).toHaveCount(4);
  expect(
    await solved.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual([
    '/services/network-infrastructure',
    '/services/cybersecurity',
    '/services/physical-security',
    '/services/ip-telephony',
  ]);
  for (const highlight of [
    '15-min SLA',
    '42% fewer false positives',
    'Smart analytics',
    'HD voice quality',
  ]) {
    await expect(page.getByText(highlight, { exact: true })).toBeVisible();
  }
  for (const role of ['Network Engineers', 'Security Analysts', 'Cloud Architects']) {
    await expect(page.getByRole('heading', { level: 3, name: role })).toBeVisible();
  }
  for (const [value, label] of [
    ['500+', 'Active Members'],
    ['24/7', 'Community Support'],
    ['150+', 'Weekly Discussions'],
  ]) {
    await expect(page.getByRole('definition').filter({ hasText: value! }).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: label! })).toBeVisible();
  }
  await expect(page.getByText('3:00-5:00 PM GST', { exact: true })).toBeVisible();
});

/** The word the hero shows now: the browser types it into the element's ::after. */
const typedWord = (page: Page) =>
  page
    .getByTestId('typed-word')
    .evaluate((element) => JSON.parse(getComputedStyle(element, '::after').content) as string);

test('the hero types, pauses, deletes and moves to the next word, in a loop, with no script', async ({
  browser,
}) => {
  // Exact speeds are checked in typewriter.test.ts; here, the browser runs the real thing,
  // on a phone, where the heading breaks its lines.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  // The loop at four times its speed (the browser's own animation clock, through the
  // DevTools protocol): the same frames in order, a quarter of the wait.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 4 });
  await page.goto('/');
  // Every look at the word also measures the heading, at every stage of the typing.
  const heading = page.getByRole('heading', { level: 1 });
  const heights = new Set<number>();
  const typed = async () => {
    heights.add(Math.round((await heading.boundingBox())?.height ?? 0));
    return typedWord(page);
  };
  // The first word, whole (on a busy machine the page may open after its pause began).
  await expect.poll(typed, { timeout: 15_000, intervals: [20] }).toBe('IT Innovators');
  // Deleting: a shorter prefix of the first word shows.
  await expect
    .poll(typed, { timeout: 6_000, intervals: [20] })
    .toMatch(/^(I|IT|IT |IT I|IT In|IT Inn|IT Inno|IT Innov|IT Innova|IT Innovat|IT Innovato)$/);
  for (const word of ['Cyber Warriors', 'Cloud Experts', 'IT Innovators']) {
    await expect.poll(typed, { timeout: 10_000, intervals: [20] }).toBe(word);
  }
  // The heading keeps its lines whatever is typed: nothing below it moves.
  expect([...heights], 'heights of the heading as it types').toHaveLength(1);
  await context.close();
});

test('the hero holds still for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const animation = await page
    .getByTestId('typed-word')
    .evaluate((element) => getComputedStyle(element, '::after').animationName);
  expect(animation).toBe('none');
  expect(await typedWord(page)).toBe('IT Innovators');
  await context.close();
});

test('the join form requires a name and a valid email, then welcomes the visitor', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const form = page.locator('#join-form');
  await form.getByRole('button', { name: 'Join the Crew' }).click();
  await expect(form.getByText('Full Name is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Welcome to TechCrew!')).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Full Name' }).fill('Rahul Menon');
  await form.getByRole('textbox', { name: 'Work Email' }).fill('rahul@');
  await form.getByRole('button', { name: 'Join the Crew' }).click();
  await expect(form.getByText('Enter a valid email address, like name@company.com')).toBeVisible();

  await form.getByRole('textbox', { name: 'Work Email' }).fill('rahul@example.in');
  await form.getByRole('textbox', { name: 'WhatsApp Number (optional)' }).fill('+91 98200 00000');
  // Consent is the visitor's own tick, never a default, beside the way to the privacy page.
  const consent = form.getByRole('checkbox', { name: 'Add me to TechCrew community' });
  await expect(consent).not.toBeChecked();
  await expect(
    form.getByRole('link', { name: 'How we keep your data (opens in a new tab)' }),
  ).toHaveAttribute('href', '/privacy');
  await consent.check();
  await form.getByRole('button', { name: 'Join the Crew' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Welcome to TechCrew!' });
  await expect(toast).toContainText("We'll send you your community invite shortly.");
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  // The toast itself must be readable too.
  await expectNoAxeViolations(page);
});

test('"Join Our Slack Community" scrolls to the join form', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Join Our Slack Community' }).click();
  await expect(page.locator('#join-form')).toBeInViewport();
});

test('"Reserve Your Slot" opens a reservation dialog that keeps focus from the page, confirms and closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const opener = page.getByRole('button', { name: 'Reserve Your Slot' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Reserve an Office Hours Slot' });
  await expect(dialog).toBeVisible();

  // The page behind a modal dialog is inert: Tab goes round the dialog and the browser's
  // own controls (the body, from the page's side), never to the page.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate(
        (element) =>
          element.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Reserve My Slot' }).click();
  await expect(dialog.getByText('Full Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose topic')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Sara Ali');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sara@example.ae');
  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Cloud and HCI' });
  await dialog.getByRole('button', { name: 'Reserve My Slot' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Slot Requested!' })).toContainText(
    'Our team will email you within 24 hours to confirm your office hours slot.',
  );
  await expect(opener).toBeFocused();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`home has no accessibility violations and no sideways scroll at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}
