import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lead } from '../../engine/leads/lead';
import { allBandsShownAttribute } from '../../engine/ui/bands';
import { runningServer } from './e2e-site';
import { sitectl } from './sitectl';

/** The widths every page must work at. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails on any violation, listing them.
 *
 * Legacy mode runs axe in the page's own frames, where the default opens a blank page to
 * combine each frame's results: the same rules, in half the time (about 1 s a page against
 * 2 s), and every frame of this site comes from its own origin or is a map the tests
 * never load. Only violations are reported in full.
 */
export async function expectNoAxeViolations(page: Page, only?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  // A part of the page (a CSS selector): the rest was checked before and has not changed.
  if (only) builder.include(only);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * The kinds of block a public page is made of, from its page document in pages/: each
 * block's type, with its tone where it sets one (a tone brings its own colours).
 */
export function blockKinds(route: string): Set<string> {
  const file = `pages${route === '/' ? '/index' : route}.yaml`;
  const page = parse(readFileSync(file, 'utf8')) as { blocks?: { type: string; tone?: string }[] };
  return new Set(
    (page.blocks ?? []).map((block) => (block.tone ? `${block.type}:${block.tone}` : block.type)),
  );
}

/**
 * Some of these routes whose pages hold, between them, every kind of block any of them
 * holds (see blockKinds): where pages built of the same blocks share their layouts, the
 * layout at a second width is checked on these, the content of every page at one.
 */
export function routesWithEveryBlockKind(routes: readonly string[]): Set<string> {
  const kinds = new Map(routes.map((route) => [route, blockKinds(route)]));
  const missing = new Set([...kinds.values()].flatMap((set) => [...set]));
  const chosen = new Set<string>();
  while (missing.size > 0) {
    const newKinds = (route: string) => [...kinds.get(route)!].filter((kind) => missing.has(kind));
    const best = routes.reduce((a, b) => (newKinds(b).length > newKinds(a).length ? b : a));
    chosen.add(best);
    for (const kind of newKinds(best)) missing.delete(kind);
  }
  return chosen;
}

/** Fails when the page is wider than the viewport (sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // Every band laid out, not only those near the screen: one wider than the page shows.
  const overflow = await page.evaluate((allBandsShown) => {
    document.documentElement.setAttribute(allBandsShown, '');
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  }, allBandsShownAttribute);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * Starts the page's app the way a visitor does, with a sign of intent (a pointer moving),
 * and waits until it is live: the whole app hydrated, or on a page that hydrates by islands,
 * every island near the screen; clicks there reach handlers at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointermove');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Keeps the app's code (the whole app's, and what the page's islands share) from arriving
 * until `release` is called, as on a slow phone.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(start-client|island-runtime)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page and waits until its app is live (see waitForApp). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/**
 * A new one-time admin link, asked with its operator token from the running server: the
 * tests' own, or another a test started.
 */
export async function newAdminLink(
  page: Page,
  server = runningServer(),
  /** Who the link is for, as `sitectl admin-link --name` says it. */
  name?: string,
): Promise<string> {
  const response = await page.request.post(`${server.url}/api/admin/links`, {
    headers: { Authorization: `Bearer ${server.token}` },
    ...(name ? { data: { name } } : {}),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/**
 * Signs this browser in to the staff dashboard the way staff do: opens a one-time admin
 * link and presses its one button.
 */
export async function openAdminLink(page: Page, server = runningServer()): Promise<void> {
  await page.goto(await newAdminLink(page, server));
  await page.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await waitForDashboard(page);
}

/**
 * How long a staff screen may take to first show in a new browser context: the whole
 * app's code compiles without a code cache, then the session is checked and the
 * dashboard's own code arrives. On a busy two-core machine running two browsers, that
 * can outlast the usual expect timeout; everything after it answers at the usual pace.
 */
export const staffFirstLoad = { timeout: 30_000 } as const;

/**
 * Waits until the staff dashboard shows its sections (in either language), also behind a
 * dialog it opens at once (a lead's, from the link in its email).
 */
export async function waitForDashboard(page: Page): Promise<void> {
  const sections = page.getByRole('tablist', { includeHidden: true }).first();
  await expect(sections).toBeVisible(staffFirstLoad);
}

/**
 * Signs this browser in to the staff dashboard without showing the link's page: posts the
 * link as its button does, then opens `open` (the dashboard unless told) on the link's
 * host, which the session cookie belongs to. For tests about the dashboard, not about
 * signing in (openAdminLink walks that).
 */
export async function signInAsStaff(
  page: Page,
  server = runningServer(),
  open = '/admin',
  name?: string,
): Promise<void> {
  const link = await newAdminLink(page, server, name);
  const signedIn = await page.request.post(link, { maxRedirects: 0 });
  expect(signedIn.status(), await signedIn.text()).toBe(303);
  expect(signedIn.headers()['location']).toMatch(/\/admin$/);
  await page.goto(new URL(open, link).href);
  await waitForApp(page);
  await waitForDashboard(page);
}

/** One form submission as the page sent it to the server. */
export interface SentForm {
  form: string;
  page: string;
  values: Record<string, unknown>;
}

/** Records every form submission the page sends, in order. */
export function recordFormSubmissions(page: Page): SentForm[] {
  const sent: SentForm[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/leads' || request.method() !== 'POST') return;
    sent.push({
      form: url.searchParams.get('form') ?? '',
      page: url.searchParams.get('page') ?? '',
      values: request.postDataJSON() as Record<string, unknown>,
    });
  });
  return sent;
}

/** Waits for the toast with this title and checks it says exactly the title, then the text. */
export async function expectToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast.locator('strong')).toHaveText(title);
  await expect(toast).toHaveText(`${title}${text}`);
}

/**
 * Declares, for each route, a test that the page has one h1, no accessibility violations
 * and no sideways scroll at a phone's width, then at a desktop's (the page widened, as a
 * window is: the layout follows the width alone).
 */
export function testAccessibleAtEveryWidth(routes: readonly string[]): void {
  for (const route of routes) {
    test(`${route} has no accessibility violations or sideways scroll at 390 and 1280 px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports.phone);
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      }
    });
  }
}

/** Fills the contact page's form with one visitor's answers; returns the form. */
export async function fillContactForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Send Message' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Layla Haddad');
  await form.getByRole('textbox', { name: 'Work Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company' }).fill('Haddad Trading');
  await form.getByRole('textbox', { name: 'How Can We Help?' }).fill('Two offices to connect.');
  return form;
}

/** Every lead the running server has stored, as `sitectl leads` lists them. */
export async function storedLeads(): Promise<Lead[]> {
  const { code, stdout, stderr } = await sitectl(['leads', '--json']);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as Lead[];
}
