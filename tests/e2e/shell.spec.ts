import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated, viewports, waitForApp } from './helpers';

test.describe('header on a desktop', () => {
  test('links, the active link and the services dropdown', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Community', 'Resources', 'About', 'Franchise', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.mouse.wheel(0, 600);
    await nav.getByRole('button', { name: 'Services' }).click();
    const menu = page.getByRole('group', { name: 'Services menu' });
    await expect(menu).toBeVisible();
    // The dropdown is 600 px wide, under its button.
    const panel = await menu.boundingBox();
    const button = await nav.getByRole('button', { name: 'Services' }).boundingBox();
    expect(panel?.width).toBe(600);
    expect(panel?.x).toBe(button?.x);
    expect(panel!.y).toBeGreaterThan(button!.y + button!.height);
    await expect(menu.getByRole('link', { name: /All Services/ })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(menu.getByRole('link')).toHaveCount(15);
    await expect(menu.getByRole('list', { name: 'Core Services' }).getByRole('link')).toHaveCount(
      8,
    );
    await menu.getByRole('link', { name: 'Structured Cabling' }).click();
    await expect(page).toHaveURL(/\/services\/structured-cabling$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('"Join the Crew" scrolls to the form on the home page and leads there from others', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Join the Crew' }).click();
    await expect(page.locator('#join-form')).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();

    await gotoHydrated(page, '/franchise');
    await page.getByRole('banner').getByRole('link', { name: 'Join the Crew' }).click();
    await expect(page).toHaveURL(/\/#join-form$/);
    await expect(page.locator('#join-form')).toBeInViewport();
  });

  test('the header, dropdown and join form work with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'TechCrew home' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The menu's links come next in the tab order.
    const menu = page.getByRole('group', { name: 'Services menu' });
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /All Services/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Managed IT' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Services' })).toBeFocused();

    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/managed-it$/);

    await gotoHydrated(page, '/');
    await page.getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.type('Layla Haddad');
    await page.keyboard.press('Tab');
    await page.keyboard.type('layla@example.ae');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome to TechCrew!')).toBeVisible();
  });
});

test.describe('keyboard focus without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('shows a ring on header links and on buttons of every kind', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const main = page.getByRole('main');
    const ring = (target: Locator) =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    const about = header.getByRole('link', { name: 'About', exact: true });
    expect(await ring(about)).not.toBe('solid 2px');
    // The visitor moves by keyboard; each control then shows a ring as it takes focus.
    await page.keyboard.press('Tab');
    for (const target of [
      about,
      header.getByRole('link', { name: 'Join the Crew' }),
      main.getByRole('link', { name: 'Meet the Leadership' }),
      main.getByRole('link', { name: 'Read Our Story' }),
    ]) {
      await target.focus();
      await expect(target).toBeFocused();
      expect(await ring(target), String(await target.textContent())).toBe('solid 2px');
    }

    // In the services menu, only the focused link has the ring; its first tile does not
    // look focused before it is.
    await header.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('group', { name: 'Services menu' });
    const everyService = menu.getByRole('link', { name: /All Services/ });
    const managedIt = menu.getByRole('link', { name: 'Managed IT' });
    await page.keyboard.press('Tab');
    await expect(everyService).toBeFocused();
    expect(await ring(everyService)).toBe('solid 2px');
    expect(await ring(managedIt)).not.toBe('solid 2px');
    await page.keyboard.press('Tab');
    await expect(managedIt).toBeFocused();
    expect(await ring(managedIt)).toBe('solid 2px');
    expect(await ring(everyService)).not.toBe('solid 2px');
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the mobile menu holds the same links and closes on any link', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav).toBeVisible();
    for (const label of ['Home', 'Community', 'Resources', 'About', 'Franchise', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByText('Services', { exact: true }).click();
    // Tapped once the growing list shows it whole, as a visitor would: while it is still
    // clipped, the click's scroll-into-view would scroll the clipping list itself, and the
    // link would slide away between press and release.
    const ipTelephony = nav.getByRole('link', { name: 'IP Telephony' });
    await expect(ipTelephony).toBeInViewport({ ratio: 1 });
    await ipTelephony.click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/services\/ip-telephony$/);
  });

  test('the mobile menu works with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('service pages', () => {
  test('show the breadcrumb and the quick-access bar', async ({ page }) => {
    await gotoHydrated(page, '/services/cybersecurity');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(trail.getByText('Cybersecurity')).toHaveAttribute('aria-current', 'page');

    const bar = page.getByRole('navigation', { name: 'All services' });
    await expect(bar).toContainText('Specialty · 10 of 14');
    await expect(bar.getByRole('link')).toHaveCount(14);
    await expect(bar.getByRole('link', { name: 'Cybersecurity' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.mouse.wheel(0, 900);
    await bar.getByRole('link', { name: 'Managed IT' }).click();
    await expect(page).toHaveURL(/\/services\/managed-it$/);
    await expect(bar).toContainText('Core · 1 of 14');
    await expect(bar.getByRole('link', { name: 'Managed IT' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone the quick-access bar shows the current pill from the first paint, and after each move', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByRole('navigation', { name: 'All services' });
    /** How far the current pill's middle is from the middle of the list, in pixels. */
    const offCentre = () =>
      bar.getByRole('list').evaluate((list) => {
        const pill = list.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return Math.abs(pill.left + pill.width / 2 - (box.left + box.width / 2));
      });
    // Before the app starts: the starter has centred it.
    await page.goto('/services/cybersecurity');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await offCentre()).toBeLessThanOrEqual(2);
    // Pills cut off at an edge fade out there while more lie past it, and only then.
    const list = bar.getByRole('list');
    const fadedEdges = () =>
      list.evaluate((element) => {
        const mask = getComputedStyle(element).maskImage;
        const transparent = 'rgba(0, 0, 0, 0)';
        return {
          start: mask.startsWith(`linear-gradient(to right, ${transparent}`),
          end: mask.endsWith(`${transparent})`),
        };
      });
    await expect.poll(fadedEdges).toEqual({ start: true, end: true });
    await list.evaluate((element) => (element.scrollLeft = 0));
    await expect.poll(fadedEdges).toEqual({ start: false, end: true });

    await waitForApp(page);
    await bar.getByRole('link', { name: 'Data', exact: true }).click();
    await expect(bar.getByRole('link', { name: 'Data', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(offCentre).toBeLessThanOrEqual(2);
  });

  test('no breadcrumb or quick-access bar elsewhere', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'All services' })).toHaveCount(0);
  });
});

test('the footer carries links, locations and contacts', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(footer.getByText('Coming Soon')).toHaveCount(2);
  await expect(footer).toContainText('Dubai (UAE)');
  await expect(footer).toContainText('Mumbai (India)');
  await expect(footer).toContainText('© 2024 TechCrew');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
