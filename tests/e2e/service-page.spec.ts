import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  storedLeads,
  viewports,
  waitForApp,
} from './helpers';

test('a seeded service is prerendered from its record and opens its request dialog', async ({
  page,
}) => {
  const response = await page.goto('/services/cloud-infrastructure');
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cloud Infrastructure for UAE Businesses',
  );
  await expect(page.getByText('Cloud UAE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Solutions' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Technology partners we work with' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visit Our Dubai Office' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Talk to a Specialist' }).first()).toHaveAttribute(
    'href',
    '/contact?service=cloud-infrastructure',
  );
  await expect(page).toHaveTitle(/Cloud Infrastructure/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Cloud Infrastructure',
  );

  const opener = page
    .getByRole('main')
    .getByRole('button', { name: 'Book a Cloud Assessment' })
    .first();
  await opener.click();
  // The dialog names the service; the form sends its slug without showing it as a field.
  const dialog = page.getByRole('dialog', { name: 'Request Cloud Infrastructure' });
  await expect(dialog.getByRole('textbox', { name: 'Service' })).toHaveCount(0);
  await expect(dialog.locator('input[name="service"]')).toHaveValue('cloud-infrastructure');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Company is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Fatima Noor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('fatima@example.ae');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Noor Logistics');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Request Submitted!' })).toContainText(
    'Our specialists will contact you within 24 hours.',
  );
  await expect(opener).toBeFocused();
});

test('a seeded page reads as content with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/hosted-desktop');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Current Challenges' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.techcrew.ae/services/hosted-desktop',
  );

  // Its request form posts as plain HTML too, naming the service it was sent about.
  await page.getByRole('button', { name: 'Try a Hosted Desktop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request Hosted Desktop' });
  const email = `no.script.${Date.now()}@example.ae`;
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Fatima Noor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Noor Logistics');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Submitted!' })).toBeVisible();
  await context.close();
  const lead = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(lead?.fields).toContainEqual(
    expect.objectContaining({ name: 'service', value: 'hosted-desktop' }),
  );
});

test('an unknown slug is rendered by the server as generated content, kept out of search', async ({
  page,
}) => {
  const raw = await page.request.get('/services/quantum-backup-vaults');
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title>Quantum Backup Vaults Services | TechCrew UAE</title>');
  expect(head).toContain('<meta name="robots" content="noindex">');
  expect(head).toContain(
    '<link rel="canonical" href="https://www.techcrew.ae/services/quantum-backup-vaults">',
  );
  expect(head).not.toContain('{record.');
  expect(html).toContain('Quantum Backup Vaults Services</h1>');

  const downloads: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    downloads.push({
      url: request.url(),
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    });
  });
  await gotoHydrated(page, '/services/quantum-backup-vaults');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Quantum Backup Vaults Services',
  );
  await expect(page.getByText('IT Services UAE', { exact: true })).toBeVisible();
  const partners = page.getByRole('list', { name: 'Technology partners we work with' });
  await expect(partners.getByRole('listitem')).toHaveCount(6);
  for (const brand of ['Microsoft', 'Cisco', 'Dell', 'HP', 'VMware', 'IBM']) {
    await expect(partners.getByRole('img', { name: brand })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Get Started Today' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'See How It Works' })).toHaveCount(0);
  await expect(page).toHaveTitle('Quantum Backup Vaults Services | TechCrew UAE');
  expect(downloads.filter((download) => /\.wasm|pglite|\.tar/i.test(download.url))).toEqual([]);
  const total = downloads.reduce((sum, download) => sum + download.bytes, 0);
  expect(total, 'bytes the page downloads').toBeLessThan(500 * 1024);
});

test('a malformed slug answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/services/bad--slug');
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the generic service page passes axe at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/services/cloud-infrastructure');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}
