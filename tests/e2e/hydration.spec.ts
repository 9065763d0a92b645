import { expect, test, type Page } from '@playwright/test';
import {
  fillContactForm,
  gotoHydrated,
  holdAppCode,
  recordFormSubmissions,
  waitForApp,
} from './helpers';

/**
 * How a prerendered page comes alive: it paints and works before any script of the app
 * runs; the app starts on the visitor's first sign of intent and loads the code of the
 * interactive blocks only; static blocks keep their HTML and still work.
 */

/** The app's scripts the page ran (requests for execution; idle prefetches excluded). */
function executedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a visitor who only reads runs no app code; the first sign of intent starts it', async ({
  page,
}) => {
  const scripts = executedScripts(page);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is idle: its one script is the small starter.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.filter((path) => !/^\/assets\/index-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await waitForApp(page);
  const loaded = (chunk: string) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`));
  expect(loaded('Hero'), 'the hero holds a form').toBe(true);
  for (const chunk of ['CardGrid', 'StatsBand', 'CtaBand']) {
    expect(loaded(chunk), `${chunk} is static`).toBe(false);
  }
});

test("once the page has settled, the islands' shared code is fetched ahead but not run", async ({
  page,
}) => {
  const scripts = executedScripts(page);
  const prefetched = page.waitForRequest(
    (request) =>
      /\/assets\/shared-[\w-]+\.js$/.test(request.url()) && request.resourceType() !== 'script',
  );
  const pageData = page.waitForResponse(/\/assets\/pages\/contact-\w+\.json$/);
  await page.goto('/contact');
  expect((await pageData).status()).toBe(200);
  await prefetched;
  expect(scripts.filter((path) => !/^\/assets\/index-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test("a form sent before the app is live goes as a plain form when the page's data cannot load", async ({
  page,
}) => {
  await page.route('**/assets/pages/**', (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  const form = await fillContactForm(page, `offline.${Date.now()}@example.ae`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
  await expect(page).toHaveURL(/\/sent\?form=contact&page=%2Fcontact$/);
});

test('answers given before the app is live are sent as given, with the toast', async ({ page }) => {
  const sent = recordFormSubmissions(page);
  const release = await holdAppCode(page);
  await page.goto('/');
  const form = page.locator('#join-form');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Rahul Menon');
  await form.getByRole('textbox', { name: 'Work Email' }).fill('rahul@example.in');
  await form.getByRole('checkbox', { name: 'Add me to TechCrew community' }).check();
  await form.getByRole('button', { name: 'Join the Crew' }).click();
  // Held, not posted as a plain form: the page stays and nothing is sent yet.
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toEqual([]);

  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome to TechCrew!' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.values).toMatchObject({
    name: 'Rahul Menon',
    email: 'rahul@example.in',
    joinCommunity: true,
  });
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
});

test('links and buttons of static blocks work without their code', async ({ page }) => {
  await gotoHydrated(page, '/');
  // The cta-band is static: its button opens the page's dialog.
  await page.getByRole('button', { name: 'Reserve Your Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve an Office Hours Slot' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A card's link is a plain link: the browser loads the next page, prerendered.
  await page.getByRole('link', { name: 'See How the Crew Solved This' }).first().click();
  await expect(page).toHaveURL(/\/services\/network-infrastructure$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a plain link works before the app is live, as a link', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
});

/**
 * Starts listening for the page's scrolling, and gives a function that resolves with the
 * page's place once the scrolling has come to rest, however it was started: the browser
 * has said a scroll ended and nothing has moved the page for half a second since (a
 * swipe's fling goes on after its gesture's end). Call it before the scroll.
 */
async function scrollAtRest(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { ended: false, quiet: 0 };
    (window as unknown as { scrollRest: Promise<number> }).scrollRest = new Promise((resolve) => {
      const rest = () => {
        removeEventListener('scroll', moved);
        removeEventListener('scrollend', ended);
        resolve(window.scrollY);
      };
      const wait = () => {
        clearTimeout(state.quiet);
        if (state.ended) state.quiet = window.setTimeout(rest, 500);
      };
      const moved = () => wait();
      const ended = () => {
        state.ended = true;
        wait();
      };
      addEventListener('scroll', moved);
      addEventListener('scrollend', ended);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollRest: Promise<number> }).scrollRest);
}

/** Lets the app's code arrive, waits until the app has rendered and run its effects, and
 * checks that the page is still scrolled to `scrolled`. */
async function expectPlaceKeptOnceLive(page: Page, release: () => void, scrolled: number) {
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
}

for (const [route, how] of [
  ['/', 'End'],
  ['/community', 'PageDown'],
] as const) {
  test(`${route} scrolled with ${how} before the app is live stays where the visitor put it`, async ({
    page,
  }) => {
    // The app's code arrives only after the key, as on a slow phone.
    const release = await holdAppCode(page);
    await page.goto(route, { waitUntil: 'load' });
    // The key scrolls smoothly: take the place it ends at.
    const atRest = await scrollAtRest(page);
    await page.keyboard.press(how);
    const scrolled = await atRest();
    expect(scrolled).toBeGreaterThan(500);
    await expectPlaceKeptOnceLive(page, release, scrolled);
  });
}

test('a page scrolled by its scrollbar before the app is live keeps its place', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/services/cybersecurity', { waitUntil: 'load' });
  // What dragging the scrollbar does: scroll the document, with no key or wheel.
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2500);
  await expectPlaceKeptOnceLive(page, release, 2500);
});

test('a page scrolled by the mouse wheel before the app is live keeps its place', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/community', { waitUntil: 'load' });
  const atRest = await scrollAtRest(page);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1800);
  const scrolled = await atRest();
  expect(scrolled).toBeGreaterThan(500);
  await expectPlaceKeptOnceLive(page, release, scrolled);
});

test('a page scrolled by an in-page link before the app is live keeps its place', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/community', { waitUntil: 'load' });
  const atRest = await scrollAtRest(page);
  await page.getByRole('link', { name: 'See Upcoming Events' }).click();
  const scrolled = await atRest();
  expect(scrolled).toBeGreaterThan(500);
  // The section the link names is what the visitor sees.
  const top = await page
    .locator('#events')
    .evaluate((section) => Math.round(section.getBoundingClientRect().top));
  expect(Math.abs(top)).toBeLessThan(120);
  await expectPlaceKeptOnceLive(page, release, scrolled);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a page swiped up before the app is live keeps its place', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'load' });
    const atRest = await scrollAtRest(page);
    // A finger dragged up the screen, as the browser's touch input delivers it.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x: 195, y }],
      });
    await touch('touchStart', 700);
    for (let y = 690; y >= 100; y -= 10) await touch('touchMove', y);
    await touch('touchEnd');
    const scrolled = await atRest();
    expect(scrolled).toBeGreaterThan(500);
    await expectPlaceKeptOnceLive(page, release, scrolled);
  });
});
