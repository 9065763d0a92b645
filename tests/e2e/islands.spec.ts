import { expect, test, type Page } from '@playwright/test';
import { holdAppCode, recordFormSubmissions, viewports } from './helpers';

/**
 * A public page comes alive by islands: each interactive block hydrates on its own, with
 * its own code, when touched or near the screen; the shell stays HTML and needs no React.
 */

/** Every script file the page asked for, run or fetched ahead, by path. */
function requestedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

const chunk = (scripts: string[], name: string) =>
  scripts.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path));

const island = (page: Page, type: string) => page.locator(`[data-island][data-block="${type}"]`);

test.use({ viewport: viewports.phone });

test('touching one island hydrates it with its own code; an island further down loads none', async ({
  page,
}) => {
  const scripts = requestedScripts(page);
  await page.goto('/contact', { waitUntil: 'load' });
  await expect(island(page, 'office-map')).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Send Message' });
  await form.getByRole('textbox', { name: 'Full Name' }).click();
  await expect(island(page, 'form-section')).toHaveAttribute('data-live', '');
  expect(chunk(scripts, 'FormSection'), 'the touched block loads its code').toBe(true);
  expect(chunk(scripts, 'OfficeMap'), "the map's code waits until it is near").toBe(false);
  await expect(island(page, 'office-map')).not.toHaveAttribute('data-live');

  // Near the screen, the map comes alive too, with its code.
  await island(page, 'office-map').locator('> *').first().scrollIntoViewIfNeeded();
  await expect(island(page, 'office-map')).toHaveAttribute('data-live', '');
  expect(chunk(scripts, 'OfficeMap')).toBe(true);
});

test("a dialog's form hydrates when its dialog opens, not before", async ({ page }) => {
  const scripts = requestedScripts(page);
  // Dialogs say when they close ('close' does not bubble, so it is heard on its way down),
  // menus (popovers) when they are about to open.
  await page.addInitScript(() => {
    const counted = window as Window & { closedDialogs?: number; openedMenus?: string[] };
    counted.closedDialogs = 0;
    counted.openedMenus = [];
    addEventListener('close', () => counted.closedDialogs!++, true);
    addEventListener(
      'beforetoggle',
      (event) => {
        const target = event.target as Element;
        if (target.hasAttribute('popover') && (event as ToggleEvent).newState === 'open')
          counted.openedMenus!.push(target.id);
      },
      true,
    );
  });
  await page.goto('/', { waitUntil: 'load' });
  // While the visitor reads, the page opens and closes its menus and its dialog unseen (in
  // that order), so the first tap on one answers as fast as the next; that starts nothing
  // and leaves focus alone.
  await page.waitForFunction(() => (window as Window & { closedDialogs?: number }).closedDialogs);
  expect(
    await page.evaluate(() => (window as Window & { openedMenus?: string[] }).openedMenus),
  ).toEqual(['services-menu', 'mobile-menu']);
  await expect(page.locator('[data-island][data-live]')).toHaveCount(0);
  await expect(page.locator('dialog[open], :popover-open')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.locator('#join-form').getByRole('textbox', { name: 'Full Name' }).click();
  await expect(island(page, 'hero')).toHaveAttribute('data-live', '');
  expect(chunk(scripts, 'Hero')).toBe(true);
  expect(chunk(scripts, 'DialogForm'), 'the closed dialog, warmed up, loads no code').toBe(false);

  await page.getByRole('button', { name: 'Reserve Your Slot' }).click();
  await expect(page.getByRole('dialog', { name: 'Reserve an Office Hours Slot' })).toBeVisible();
  await expect(island(page, 'dialog-form')).toHaveAttribute('data-live', '');
  expect(chunk(scripts, 'DialogForm')).toBe(true);
});

test('what is typed into a form before its island is live stays, and is sent', async ({ page }) => {
  const sent = recordFormSubmissions(page);
  const release = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Send Message' });
  const name = form.getByRole('textbox', { name: 'Full Name' });
  await name.pressSequentially('Layla Haddad');
  await form.getByRole('textbox', { name: 'Work Email' }).fill('layla@example.ae');
  await expect(island(page, 'form-section')).not.toHaveAttribute('data-live');

  release();
  await expect(island(page, 'form-section')).toHaveAttribute('data-live', '');
  await expect(name).toHaveValue('Layla Haddad');
  // The island's live form holds the answers: it sends them once the rest is filled in.
  await form.getByRole('textbox', { name: 'Company' }).fill('Haddad Trading');
  await form.getByRole('textbox', { name: 'How Can We Help?' }).fill('Two offices to connect.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.values).toMatchObject({ name: 'Layla Haddad', email: 'layla@example.ae' });
});

test.describe('the shell', () => {
  test.use({ viewport: viewports.desktop });

  test('its links and menus work with no React loaded on a public page', async ({ page }) => {
    // No code of the app or of an island can arrive.
    await page.route(/\/assets\/(?!index-)[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/about', { waitUntil: 'load' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Services' }).click();
    await expect(main.getByRole('link', { name: /All Services/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await main.getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The current page is marked in the HTML, with no script.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }),
    ).toHaveAttribute('aria-current', 'page');
    // Nothing but the starter could run: no island came alive, no app started.
    await expect(page.locator('[data-live]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });
});
