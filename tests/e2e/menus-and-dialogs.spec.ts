import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  gotoHydrated,
  holdAppCode,
  storedLeads,
  viewports,
  waitForApp,
} from './helpers';

/**
 * The header's menus and the dialogs that buttons open are the browser's own (popovers,
 * `<dialog>` opened by invoker commands, `<details>`): they work without JavaScript and
 * before the app, answer the keyboard, and stay as they are when the app starts.
 */

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Whether the browser tells assistive technology that this button's popup is open. */
async function announcedExpanded(page: Page, button: Locator): Promise<boolean> {
  const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find(
    (candidate) =>
      !candidate.ignored && candidate.role?.value === 'button' && candidate.name?.value === name,
  );
  expect(node, `the button "${name}" in the accessibility tree`).toBeDefined();
  return node!.properties?.find((property) => property.name === 'expanded')?.value.value === true;
}

/** Errors and warnings the page reports, as they come. */
function reportedProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const servicesButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
const allServicesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /All Services/ });
const assessmentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Get Your Free Security Assessment' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('the mobile menu opens, its services open, and its links go', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(mobileNav(page)).toBeVisible();
      await mobileNav(page).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileNav(page).getByText('Services', { exact: true }).click();
      const specialty = mobileNav(page).getByRole('list', { name: 'Specialty Services' });
      await specialty.getByRole('link', { name: 'IP Telephony' }).click();
      await expect(page).toHaveURL(/\/services\/ip-telephony$/);
    });

    test('the close button and a tap beside the menu close it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileNav(page).getByRole('button', { name: 'Close menu' }).click();
      await expect(mobileNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.mouse.click(10, 400);
      await expect(mobileNav(page)).toBeHidden();
    });
  });

  test('the services menu opens and its links go', async ({ page }) => {
    await page.goto('/');
    await servicesButton(page).click();
    await page
      .getByRole('list', { name: 'Core Services' })
      .getByRole('link', { name: 'Managed IT' })
      .click();
    await expect(page).toHaveURL(/\/services\/managed-it$/);
  });

  test('a button opens its dialog, whose form posts and is stored as a lead', async ({ page }) => {
    const email = `dialog.no.script.${Date.now()}@example.ae`;
    await page.goto('/services/cybersecurity');
    await expect(assessmentDialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Book a Security Assessment' }).click();
    const dialog = assessmentDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Omar Saeed');
    await dialog.getByRole('textbox', { name: 'Work Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Saeed Logistics');
    await dialog.getByRole('button', { name: 'Request My Assessment' }).click();
    await expect(page).toHaveURL(
      /\/sent\?form=cybersecurity-lead&page=%2Fservices%2Fcybersecurity$/,
    );

    const lead = (await storedLeads()).find((candidate) => candidate.email === email);
    expect(lead).toMatchObject({
      form: 'cybersecurity-lead',
      page: '/services/cybersecurity',
      name: 'Omar Saeed',
    });
  });
});

test.describe('with the keyboard alone', () => {
  test('the mobile menu opens with Enter, takes focus next, and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await announcedExpanded(page, button)).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(mobileNav(page)).toBeVisible();
    expect(await announcedExpanded(page, button)).toBe(true);
    // The page behind it does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.keyboard.press('Tab');
    await expect(mobileNav(page).getByRole('link', { name: 'TechCrew home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    expect(await announcedExpanded(page, button)).toBe(false);
  });

  test('the services menu opens with Enter, its links come next, Escape closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(allServicesLink(page)).toBeVisible();
    expect(await announcedExpanded(page, button)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(allServicesLink(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Managed IT' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(allServicesLink(page)).toBeHidden();
    await expect(button).toBeFocused();
    expect(await announcedExpanded(page, button)).toBe(false);

    // Enter on a link of the menu goes there.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/managed-it$/);
    await expect(allServicesLink(page)).toBeHidden();
  });

  test('a dialog takes focus, holds the page still, and gives focus back on Escape', async ({
    page,
  }) => {
    // A phone held sideways: the dialog's form is taller than the screen and scrolls.
    await page.setViewportSize({ width: 390, height: 520 });
    await gotoHydrated(page, '/services/cybersecurity');
    const opener = page.getByRole('button', { name: 'Book a Security Assessment' });
    await opener.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    const dialog = assessmentDialog(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // The page behind it does not scroll: not by a wheel over the dimmed page or over the
    // dialog's title, nor by a page key.
    await page.evaluate(() => {
      Object.assign(window, { pageScrolls: 0 });
      addEventListener(
        'scroll',
        () => (window as unknown as { pageScrolls: number }).pageScrolls++,
      );
    });
    const title = (await dialog.getByRole('heading').boundingBox())!;
    await page.mouse.move(4, title.y);
    await page.mouse.wheel(0, 800);
    await page.mouse.move(title.x + title.width / 2, title.y + title.height / 2);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    // A wheel over the form scrolls the form: once it has, the inputs before it are handled.
    const form = dialog.locator('.MuiDialogContent-root');
    const formBox = (await form.boundingBox())!;
    await page.mouse.move(formBox.x + formBox.width / 2, formBox.y + formBox.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => form.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { pageScrolls: number }).pageScrolls),
    ).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an open menu and an open dialog pass axe at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    if (name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileNav(page).getByText('Services', { exact: true }).click();
      await expect(mobileNav(page).getByRole('link', { name: 'Cloud HCI' })).toBeVisible();
    } else {
      await servicesButton(page).click();
      await expect(allServicesLink(page)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/services/cybersecurity');
    await page.getByRole('button', { name: 'Book a Security Assessment' }).click();
    await expect(assessmentDialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('before the app', () => {
  test('a tap on the menu button shows the menu at once, which stays open when the app starts', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const problems = reportedProblems(page);
    const release = await holdAppCode(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(mobileNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    // Once the app runs, a link of the menu shows the next page in the app and closes it.
    await mobileNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(mobileNav(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("the menu's Join the Crew closes it and lands on the form of the same page", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const release = await holdAppCode(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav(page).getByRole('link', { name: 'Join the Crew' }).click();
    await expect(mobileNav(page)).toBeHidden();
    await expect(page.locator('#join-form')).toBeInViewport();
    release();
  });

  test('a click on the services menu shows it at once', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    await servicesButton(page).click();
    await expect(allServicesLink(page)).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    release();
  });

  test('a tap on a dialog button opens it at once; what is typed stays when the app starts', async ({
    page,
  }) => {
    const problems = reportedProblems(page);
    const release = await holdAppCode(page);
    await page.goto('/services/cybersecurity');
    await page.getByRole('button', { name: 'Start My Free Scan' }).click();
    const dialog = assessmentDialog(page);
    await expect(dialog).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Layla Haddad');

    release();
    await waitForApp(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Layla Haddad');
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    expect(problems).toEqual([]);
  });
});
