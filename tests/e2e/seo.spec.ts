import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, gotoHydrated, signInAsStaff, viewports } from './helpers';
import { supabaseSiteUrl } from './supabase-site';

// Names as written, what search engines read, and the phone layouts of the home hero's
// figures and the staff services list.

const origin = 'https://www.techcrew.ae';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** The schema.org nodes of the page's JSON-LD, as the browser's head holds them now. */
async function structuredData(page: Page): Promise<{ '@type': string; name?: string }[]> {
  const texts = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(texts).toHaveLength(1);
  return (JSON.parse(texts[0]!) as { '@graph': { '@type': string; name?: string }[] })['@graph'];
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test('a record page is named as its record writes it, in the breadcrumb and its JSON-LD', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/cloud-it-solutions');
  await expect(breadcrumb(page).getByText('Cloud IT Solutions')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Cloud UAE', { exact: true })).toBeVisible();
  const nodes = await structuredData(page);
  expect(nodes.find((node) => node['@type'] === 'Organization')?.name).toBe('TechCrew');
  expect(nodes.find((node) => node['@type'] === 'Service')?.name).toBe('Cloud IT Solutions');
  expect(nodes.map((node) => node['@type'])).toContain('BreadcrumbList');
});

test('moving between pages in the browser keeps the breadcrumb and the JSON-LD in step', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/cloud');
  await expect(breadcrumb(page).getByText('Cloud', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Learn More' }).first().click();
  await expect(page).toHaveURL(/\/services\/cloud-it-solutions$/);
  await expect(breadcrumb(page).getByText('Cloud IT Solutions')).toBeVisible();
  await expect
    .poll(
      async () => (await structuredData(page)).find((node) => node['@type'] === 'Service')?.name,
    )
    .toBe('Cloud IT Solutions');
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await structuredData(page)).map((node) => node['@type']))
    .toEqual(['Organization']);
});

test('a service published in /admin is in the sitemap at once, named as written', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.getByRole('button', { name: 'Add New Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByRole('textbox', { name: 'Service Name' }).fill('Harbour Wi-Fi Surveys');
  await dialog.getByRole('textbox', { name: 'Page Title (H1)' }).fill('Harbour Wi-Fi Surveys');
  await dialog.getByRole('textbox', { name: 'Category' }).fill('general');
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Publish Harbour Wi-Fi Surveys' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published' })).toBeVisible();

  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(locsOf(await sitemap.text())).toContain(`${origin}/services/harbour-wi-fi-surveys`);

  await gotoHydrated(page, '/services/harbour-wi-fi-surveys');
  await expect(breadcrumb(page).getByText('Harbour Wi-Fi Surveys')).toBeVisible();
  await expect(page.getByText('IT Services UAE', { exact: true })).toBeVisible();
});

test('robots.txt names the sitemap and keeps robots out of /admin', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const locs = locsOf(await (await request.get('/sitemap.xml')).text());
  for (const path of ['/', '/services/cybersecurity', '/services/cloud-it-solutions'])
    expect(locs).toContain(`${origin}${path}`);
  expect(locs).not.toContain(`${origin}/admin`);
});

test('a static-hosting build carries its sitemap and robots.txt as files', async ({ request }) => {
  const sitemap = await request.get(`${supabaseSiteUrl}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const locs = locsOf(await sitemap.text());
  for (const path of ['/', '/services/cybersecurity', '/services/cloud-it-solutions'])
    expect(locs).toContain(`${origin}${path}`);
  for (const path of ['/admin', '/sent', '/not-sent'])
    expect(locs).not.toContain(`${origin}${path}`);
  const robots = await (await request.get(`${supabaseSiteUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the home hero's figures share one row at ${viewport.width} px (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    const figures = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(figures).toHaveCount(3);
    const tops = await figures.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
    for (const value of ['100+', '99.97%', '24/7']) {
      const box = await figures.getByText(value, { exact: true }).boundingBox();
      expect(box!.height, `${value} on one line`).toBeLessThan(50);
    }
    await expectNoHorizontalScroll(page);
  });
}

test('on a phone the staff services list is compact rows, searchable, a page at a time', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await signInAsStaff(page);
  const list = page.getByRole('list', { name: 'Service Pages' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  // Ten compact rows, where all the services as cards made a page of about 12,000 px.
  expect((await list.boundingBox())!.height, 'list height in px').toBeLessThan(1300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'page height in px').toBeLessThan(3600);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);

  await page.getByRole('searchbox', { name: 'Search services' }).fill('cloud-it');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'Cloud IT Solutions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
});
