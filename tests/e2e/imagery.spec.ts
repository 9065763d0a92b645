import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, gotoHydrated, viewports } from './helpers';

interface LayoutShiftFields {
  value: number;
  sources: { node?: Node | null }[];
}

/** Waits until an image has arrived and has a size (a broken file has none). */
async function expectLoaded(image: Locator) {
  // Scrolled by the page itself: a logo in a scrolling strip never stands still.
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

/** The picture in the opening band of a page: the one beside its h1. */
function heroImage(page: Page): Locator {
  return page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).getByRole('img');
}

const logoLists = [
  {
    path: '/services/cloud-it-solutions',
    list: 'Technology partners we work with',
    brands: ['Microsoft', 'AWS', 'Google Cloud', 'VMware', 'Nutanix'],
  },
  {
    path: '/services/structured-cabling',
    list: 'Cable Manufacturers We Install',
    brands: ['CommScope', 'Panduit', 'Corning', 'Legrand', 'Belden', 'Siemon', 'Nexans', 'R&M'],
  },
];

for (const { path, list, brands } of logoLists) {
  test(`${path} shows each brand of "${list}" as a logo image named by the brand`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const logos = page.getByRole('list', { name: list });
    await expect(logos.getByRole('img')).toHaveCount(brands.length);
    for (const brand of brands) {
      const logo = logos.getByRole('img', { name: brand, exact: true });
      await expect(logo).toHaveAttribute('src', /^\/logos\/[a-z0-9-]+\.svg$/);
      await expect(logo).toHaveAttribute('width', '240');
      await expect(logo).toHaveAttribute('height', '64');
      await expectLoaded(logo);
    }
    // The names live in the images: no letter chip or text beside them.
    await expect(logos).toHaveText('');
  });
}

test('a brand whose logo file is missing is set as a wordmark, not a broken image', async ({
  page,
}) => {
  await page.route('**/logos/nutanix.svg', (route) => route.fulfill({ status: 404 }));
  await gotoHydrated(page, '/services/cloud-it-solutions');
  const logos = page.getByRole('list', { name: 'Technology partners we work with' });
  const nutanix = logos.getByRole('img', { name: 'Nutanix' });
  await nutanix.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(nutanix).toHaveText('Nutanix');
  await expect(nutanix).toBeVisible();
  await expectLoaded(logos.getByRole('img', { name: 'VMware' }));
});

for (const path of ['/services', '/about']) {
  test(`the hero of ${path} has an illustration in its right half at 1280 px`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated(page, path);
    const image = heroImage(page);
    await expectLoaded(image);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(viewports.desktop.width / 2);
    expect(box.width).toBeGreaterThan(300);
    // Beside the headline, not under the text.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.y).toBeLessThan(heading.y + heading.height);
  });

  test(`${path} does not move its hero illustration while the page loads`, async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.addInitScript(() => {
      // Every layout shift, with the kinds of element it moved.
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftFields)[]) {
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) => source.node?.nodeName ?? ''),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, path);
    const image = heroImage(page);
    const before = await image.boundingBox();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    );
    expect(shifts.filter((shift) => shift.moved.includes('IMG'))).toEqual([]);
    expect(await image.boundingBox()).toEqual(before);
  });
}

test("a phone fetches the about page's hero photo once, as a small AVIF the head preloads", async ({
  browser,
}) => {
  // A phone with three device pixels to each CSS pixel, the most a phone asks for.
  const context = await browser.newContext({ viewport: viewports.phone, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const fetched: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/')) return;
    const sizes = await request.sizes();
    fetched.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await gotoHydrated(page, '/about');
  const photo = heroImage(page);
  await expect(photo).toHaveAccessibleName(/woven steel lattice/);
  await expectLoaded(photo);
  // Its size comes from the 6 MP file; AVIF and WebP sources stand before the JPEG.
  await expect(photo).toHaveAttribute('width', '3200');
  await expect(photo).toHaveAttribute('height', '2000');
  const sources = page
    .locator('picture', { has: page.getByRole('img', { name: /woven steel lattice/ }) })
    .locator('source');
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  const chosen = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(chosen).toMatch(/\/media\/woven-facade-\w+-1080\.avif$/);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('imagesrcset', new RegExp(new URL(chosen).pathname));
  await page.waitForLoadState('networkidle');
  expect(fetched.map((file) => new URL(file.url).pathname)).toEqual([new URL(chosen).pathname]);
  expect(fetched[0]!.bytes).toBeLessThanOrEqual(80 * 1024);
  await context.close();
});

test('services of different families show different hero pictures', async ({ page }) => {
  const sources = [];
  for (const path of [
    '/services/cloud-it-solutions',
    '/services/security-cameras',
    '/services/sip-trunking-services',
  ]) {
    await gotoHydrated(page, path);
    const image = heroImage(page);
    await expectLoaded(image);
    sources.push(await image.getAttribute('src'));
  }
  expect(new Set(sources).size).toBe(3);
});

const people = [
  { path: '/about', list: 'The People Leading the Crew' },
  { path: '/community', list: 'Top Contributors' },
  { path: '/services/managed-it', list: 'What Our Managed IT Clients Say' },
];

for (const { path, list } of people) {
  test(`the people of ${path} show portrait images, not initials`, async ({ page }) => {
    await gotoHydrated(page, path);
    const cards = page.getByRole('list', { name: list }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const portrait = card.locator('img[src^="/portraits/"]');
      await expect(portrait).toHaveCount(1);
      await expectLoaded(portrait);
      await expect(portrait).toHaveAttribute('width', /\d+/);
    }
  });
}

test('the pages with new pictures fit a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  for (const path of ['/services', '/about', '/services/structured-cabling']) {
    await gotoHydrated(page, path);
    await expectNoHorizontalScroll(page);
  }
});

test('a picture far down a page is fetched only once the visitor scrolls near it', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/services/cloud-it-solutions');
  await page.waitForLoadState('networkidle');
  const map = page.getByRole('img', { name: /street map/i });
  const mapFile = new URL((await map.getAttribute('src'))!, page.url()).pathname;
  expect(fetched).not.toContain(mapFile);
  await expectLoaded(map);
  expect(fetched).toContain(mapFile);
});

test('a phone fetches no partner logo until the visitor scrolls near the strip', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  // Network emulation switched on without limits (as page-speed tools run) makes Chromium
  // fetch lazy images up to about 3,000 px ahead, which took in the strip on this page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 0,
    uploadThroughput: 0,
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/services/cloud-it-solutions');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((file) => file.startsWith('/logos/'))).toEqual([]);

  const logos = page.getByRole('list', { name: 'Technology partners we work with' });
  await expectLoaded(logos.getByRole('img', { name: 'Microsoft' }));
  await expectLoaded(logos.getByRole('img', { name: 'Nutanix' }));
  expect(fetched).toContain('/logos/microsoft.svg');
});
