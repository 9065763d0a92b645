import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  newAdminLink,
  signInAsStaff,
  staffFirstLoad,
  viewports,
  waitForDashboard,
} from './helpers';

const tabs = [
  ['Services', 'Service Pages'],
  ['Leads', 'Leads'],
  ['Blogs', 'Blog Posts'],
  ['Email Marketing', 'Email Marketing'],
  ['Resources', 'Resources'],
  ['Reports', 'Reports & Analytics'],
  ['Data Import', 'Data Import'],
  ['Activity', 'Activity'],
] as const;

/**
 * Opens the dashboard afresh at this width on the page signed in once for these tests (see
 * below), and waits for its services.
 */
async function openAdmin(
  page: Page,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<void> {
  await page.setViewportSize(viewport);
  await gotoHydrated(page, '/admin');
  await waitForDashboard(page);
  await expect(page.getByText(/^Showing \d+ of \d+ services$/)).toBeVisible(staffFirstLoad);
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

/**
 * Chooses a tab and waits until the tab row is still: on a narrow screen the row scrolls the
 * chosen tab fully into view with an animation, and a tap on the next tab while it runs could
 * land on its neighbour.
 */
async function chooseTab(page: Page, name: string): Promise<void> {
  await tabRowAtRest(page, name);
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  // A tab tapped half off the row's edge within a moment of the row's last move is chosen
  // but may stay half hidden (MUI's reveal does not run then; a person is never that quick):
  // brought into view as a thumb would, once the row has stopped (a scroll made while MUI
  // still slides the row to the last tab is undone by its slide).
  await tabRowAtRest(page, name);
  await tab(page, name).scrollIntoViewIfNeeded();
  // The row stops with the tab whole in view (to a fraction of a pixel), and still.
  await expect(tab(page, name)).toBeInViewport({ ratio: 0.99 });
  await tab(page, name).click({ trial: true });
}

/** Waits until the row of the tab `name` is still: the same scroll over two frames. */
async function tabRowAtRest(page: Page, name: string): Promise<void> {
  const still = () =>
    tab(page, name).evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const row = element.closest('.MuiTabs-scroller') ?? element;
          const before = row.scrollLeft;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(row.scrollLeft === before)),
          );
        }),
    );
  await expect.poll(still).toBe(true);
}

/** No sideways scroll and no accessibility violation, on a phone and then on a desktop. */
async function expectReadableAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
}

function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

test('/admin is prerendered as a sign-in check without the dashboard, kept out of search', async ({
  request,
}) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('Checking your sign-in...');
  expect(html).not.toMatch(/<h1[^>]*>Admin Dashboard/);
  expect(html).not.toContain('role="tab"');
});

test('/admin without JavaScript says that the dashboard needs it, instead of checking forever', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The dashboard needs JavaScript' }),
  ).toBeVisible();
  await expect(page.getByText('Checking your sign-in...')).toBeHidden();
  await context.close();
});

test('a fresh browser without the admin link sees how to get in, and no data', async ({ page }) => {
  const dataRequests: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/')) dataRequests.push(response.status());
  });
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
  await expect(page.getByText(/npx sitectl admin-link/)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
  expect(dataRequests).toEqual([401]);
});

test('an admin link signs in by its button once, leaves no token in the address, and signs out for good', async ({
  page,
  browser,
}) => {
  // Two browsers each load the dashboard for the first time.
  test.slow();
  const url = await newAdminLink(page);
  // What a mail scanner or a link preview does first: look, without pressing anything.
  expect((await page.request.head(url)).status()).toBe(200);
  expect((await page.request.get(url)).status()).toBe(200);
  await gotoHydrated(page, url);
  await expect(page.getByText(/This admin link signs this browser in/)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForDashboard(page);
  await expect(tab(page, 'Services')).toBeVisible();
  await expect(tab(page, 'Leads')).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'site_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // The same link in another browser is spent.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(url);
  await otherPage.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(otherPage).toHaveURL(/\/admin\?link=used$/);
  await expect(otherPage.getByText(/has been used already or has expired/)).toBeVisible(
    staffFirstLoad,
  );
  await expect(otherPage.getByRole('tab')).toHaveCount(0);
  await other.close();

  const staffApi = await page.request.get('/api/admin/services');
  expect(staffApi.headers()['cache-control']).toBe('no-store');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect((await page.request.get('/api/admin/services')).status()).toBe(401);
  // The old cookie, sent again as it was, is refused: the session ended on the server.
  const replayed = await page.request.get('/api/admin/services', {
    headers: { Cookie: `site_admin=${cookie!.value}` },
  });
  expect(replayed.status()).toBe(401);
});

test('a public page never downloads the dashboard code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /LoadedDashboard|pglite/i.test(url))).toEqual([]);
});

// The dashboard's own tests share one browser page, signed in once: each opens /admin afresh
// on it, but the app's code is compiled and cached once instead of in a new browser per test
// (signing in itself is walked above and in admin-auth.spec.ts).
test.describe('signed in', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // A page of its own context: axe needs one (not browser.newPage).
    page = await (await browser.newContext()).newPage();
    await signInAsStaff(page);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('a Ready report downloads as a CSV file', async () => {
    await openAdmin(page);
    await tab(page, 'Reports').click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Lead Sources' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('lead-sources-q3-2024.csv');
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toContain('Source,Leads,Qualified,Conversion Rate\r\nOrganic search,142,61,43.0%');
  });

  test('loading the sample data over existing services asks first, then toasts and disables the button', async () => {
    await openAdmin(page);
    await tab(page, 'Data Import').click();
    await page.getByRole('button', { name: 'Load Sample Data' }).click();
    // The site's database is seeded with the samples, so every one of them would be replaced.
    const dialog = page.getByRole('dialog', { name: /^Replace \d+ services\?$/ });
    await expect(dialog).toContainText(
      'services in the database have the slug of a sample service',
    );
    await dialog.getByRole('button', { name: 'Replace and Load' }).click();
    await expect(toast(page, 'Data Seeded Successfully!')).toContainText(
      'Sample service data has been imported to the database.',
    );
    await expect(page.getByRole('button', { name: 'Sample Data Imported' })).toBeDisabled();
  });

  test('a service created in the dialog and published is served at /services/{slug} to every visitor', async () => {
    test.slow();
    await openAdmin(page);
    await page.getByRole('button', { name: 'Add New Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(0.8 * page.viewportSize()!.height + 1);

    await dialog.getByRole('button', { name: 'Create Draft' }).click();
    await expect(dialog.getByText('Service Name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Service Name' }).fill('Smart Building Networks');
    await expect(dialog.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(
      'smart-building-networks',
    );
    await dialog
      .getByRole('textbox', { name: 'Page Title (H1)' })
      .fill('Smart Building Networks in Dubai');
    await dialog
      .getByRole('textbox', { name: 'Hero Text' })
      .fill('One converged network for lighting, access control and cameras.');
    await dialog
      .getByRole('textbox', { name: 'Current Challenges' })
      .fill('Separate cabling per system, No central monitoring');
    await dialog.getByRole('textbox', { name: 'Category' }).fill('network');
    // A photo from the office: uploaded, re-encoded by the server, described.
    await dialog.getByLabel('Choose a Photo').setInputFiles({
      name: 'plant-room.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#2d6a8f' },
      })
        .jpeg()
        .toBuffer(),
    });
    await expect(dialog.getByRole('status')).toContainText(
      'plant-room.jpg is stored as a 1,200 × 800 picture',
    );
    await dialog.getByRole('button', { name: 'Create Draft' }).click();
    await expect(
      dialog.getByText('Describe the picture for people who cannot see it.'),
    ).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Image Description' })
      .fill('Structured cabling in a Dubai plant room');
    await dialog.getByRole('button', { name: 'Create Draft' }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Draft Created')).toContainText(
      'publish it from its card to put /services/smart-building-networks online.',
    );
    const link = page.getByRole('link', { name: '/services/smart-building-networks' });
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: 'Publish Smart Building Networks' }).click();
    await expect(toast(page, 'Published')).toContainText(
      'Smart Building Networks is live at /services/smart-building-networks.',
    );

    // A fresh browser gets the new page from the server at once, as HTML.
    const html = await (await page.request.get('/services/smart-building-networks')).text();
    expect(html).toContain('Smart Building Networks in Dubai</h1>');
    await page.goto('/services/smart-building-networks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Smart Building Networks in Dubai',
    );
    await expect(page.getByText('Network UAE', { exact: true })).toBeVisible();
    await expect(page.getByText('Separate cabling per system')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Smart Building Networks');
    const photo = page.getByRole('img', { name: 'Structured cabling in a Dubai plant room' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/uploads\/[0-9a-f]{16}-\d+\.avif$/,
    );
  });

  test('a post written in the Blogs tab and published is at /blog and /blog/{slug}, in both languages', async () => {
    await openAdmin(page);
    await chooseTab(page, 'Blogs');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await field('Slug').fill('fibre-in-the-desert');
    await field('Title').fill('Fibre in the Desert');
    await field('Author').fill('Ravi Menon');
    await field('Date').fill('2099-01-01');
    await field('Excerpt').fill('Laying 40 km of fibre to Al Ain.');
    await field('Text').fill('We laid **40 km** of fibre.\n\n## What we learned\n\n- Dig at night');
    await field('Title in Arabic').fill('ألياف في الصحراء');
    await field('Excerpt in Arabic').fill('مد الألياف إلى العين.');
    await field('Text in Arabic').fill('مددنا الألياف.');
    await dialog.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Draft Saved')).toBeVisible();
    // A draft is nobody's to read.
    expect((await page.request.get('/blog/fibre-in-the-desert')).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish Fibre in the Desert' }).click();
    await expect(toast(page, 'Published')).toContainText('is live at /blog/fibre-in-the-desert.');
    await page.getByRole('link', { name: '/blog/fibre-in-the-desert' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fibre in the Desert');
    await expect(page.getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible();
    await expect(page.getByText('By Ravi Menon · 1 Jan 2099')).toBeVisible();
    await expectReadableAtBothWidths(page);

    await page.getByRole('link', { name: 'All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // Dated in 2099, so the newest, first in the list.
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText(
      'Fibre in the Desert',
    );
    await expectReadableAtBothWidths(page);
    await page.goto('/ar/blog/fibre-in-the-desert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ألياف في الصحراء');
  });

  test('a multi-document YAML upload imports the valid services and lists the problems', async () => {
    await openAdmin(page);
    await tab(page, 'Data Import').click();
    const yaml = [
      'slug: rooftop-wifi',
      'name: Rooftop Wi-Fi',
      'h1: Rooftop Wi-Fi for Hotels',
      '---',
      '- slug: marina-fibre',
      '  name: Marina Fibre',
      '  h1: Fibre Links in Dubai Marina',
      '  brands: Corning, CommScope',
      '- name: No Slug Here',
      '  h1: Skipped',
      '',
    ].join('\n');
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload YAML File' }).click();
    await (
      await choosing
    ).setFiles({ name: 'services.yaml', mimeType: 'application/yaml', buffer: Buffer.from(yaml) });

    await expect(toast(page, 'YAML Import Completed!')).toContainText(
      'Imported 2 services, 1 error.',
    );
    const panel = page.getByRole('tabpanel', { name: 'Data Import' });
    await expect(panel.getByRole('status')).toContainText('Last import: services.yaml');
    await expect(panel.getByRole('heading', { name: 'Skipped (1)' })).toBeVisible();
    await expect(panel).toContainText(
      'Line 9 · document 2, item 2: Service is missing required field(s): slug',
    );

    await tab(page, 'Services').click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('marina');
    await expect(page.getByRole('link', { name: '/services/marina-fibre' })).toBeVisible();
  });

  test('a file that is not YAML is refused', async () => {
    await openAdmin(page);
    await tab(page, 'Data Import').click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'services.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[]'),
    });
    await expect(toast(page, 'Invalid File')).toContainText(
      'Please select a YAML file (.yaml or .yml).',
    );
  });

  // Axe reads what a tab says and how, which its width changes only where its layout does:
  // every tab at a desktop's width; at a phone's, the tabs whose lists turn to cards.
  const phoneLayouts = new Set<string>(['Services', 'Leads']);
  for (const [name, viewport] of Object.entries(viewports)) {
    const scanned = name === 'phone' ? 'the services and leads tabs' : 'every tab';
    test(`/admin renders every tab at ${viewport.width} px (${name}) without console errors, fitting; ${scanned} and the service dialogs pass axe`, async () => {
      // Axe over a tab of 56 service cards takes seconds on a busy machine.
      test.setTimeout(150_000);
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await openAdmin(page, viewport);
      await expect(page.getByRole('note')).toContainText(
        'go live for every visitor when you publish them',
      );
      await expect(tab(page, 'Services')).toHaveAttribute('aria-selected', 'true');
      let checkedOnce = false;
      for (const [label, heading] of tabs) {
        await chooseTab(page, label);
        const panel = page.getByRole('tabpanel', { name: label, exact: true });
        await expect(panel.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expectNoHorizontalScroll(page);
        if (name === 'phone' && !phoneLayouts.has(label)) continue;
        // The whole page once; then only the panel, as the header and tab bar stay the same.
        await expectNoAxeViolations(
          page,
          checkedOnce ? '[role="tabpanel"]:not([hidden])' : undefined,
        );
        checkedOnce = true;
      }
      if (name === 'desktop') {
        // The sample-data tabs' own controls.
        await tab(page, 'Blogs').click();
        await expect(page.getByRole('button', { name: 'Create New Post' })).toBeVisible();
        await tab(page, 'Email Marketing').click();
        await expect(
          page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem'),
        ).toHaveCount(4);
        await tab(page, 'Resources').click();
        await page.getByRole('tab', { name: 'Videos' }).click();
        await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(
          2,
        );
        await tab(page, 'Reports').click();
        await expect(page.getByRole('button', { name: 'Download Website Traffic' })).toBeEnabled();
        await expect(
          page.getByRole('button', { name: 'Generating… Community Engagement' }),
        ).toBeDisabled();
      }

      // The service dialogs, over the services tab.
      await tab(page, 'Services').click();
      await page.getByRole('button', { name: 'Add New Service' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Draft' }).click();
      await expect(page.getByRole('dialog').getByText('Service Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors).toEqual([]);
    });
  }
});
