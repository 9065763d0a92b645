import { expect, test } from '@playwright/test';
import type { Lead } from '../../engine/leads/lead';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  viewports,
  waitForApp,
} from './helpers';
import { sitectl } from './sitectl';

// The site in Arabic: under /ar, right to left, with its own words everywhere a visitor
// reads, the same pages as in English, and each page linked to the other language.

const arabicPages = [
  { path: '/ar', heading: /انضم إلى طاقم/ },
  { path: '/ar/services/cybersecurity', heading: 'أمن سيبراني يوقف التهديدات قبل أن تنتشر' },
  { path: '/ar/contact', heading: /./ },
];

for (const { path, heading } of arabicPages) {
  test(`${path} is Arabic, right to left, accessible and no wider than the screen at 390 and 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page.getByRole('link', { name: 'TechCrew', exact: false }).first(),
    ).toHaveAttribute('href', '/ar');
    await expect(page.locator('link[rel="preload"][href*="noto-sans-arabic"]')).toHaveCount(2);
    // The same page, once its app runs.
    await waitForApp(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The same page widened, as a window is: the desktop header, in Arabic.
    await page.setViewportSize(viewports.desktop);
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toContainText(
      'اتصل بنا',
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('English pages load no Arabic font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await gotoHydrated(page, '/services/cybersecurity');
  expect(fonts.filter((url) => url.includes('noto-sans-arabic'))).toEqual([]);
});

test('the language switcher keeps the page, in the header and the mobile menu', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/services/cybersecurity');
  const toArabic = page.getByRole('link', { name: 'العربية' });
  await expect(toArabic).toHaveAttribute('hreflang', 'ar');
  await expect(toArabic).toHaveAttribute('lang', 'ar');
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/services\/cybersecurity$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/services\/cybersecurity$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.setViewportSize(viewports.phone);
  await gotoHydrated(page, '/ar/services/cybersecurity');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page
    .getByRole('navigation', { name: 'قائمة الجوال' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/services\/cybersecurity$/);
});

test('links on Arabic pages stay in Arabic', async ({ page }) => {
  await gotoHydrated(page, '/ar');
  const main = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await main.getByRole('link', { name: 'اتصل بنا' }).click();
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('every English public page names its Arabic page, and the Arabic page names it back', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const english = [...sitemap.matchAll(/<loc>https:\/\/www\.techcrew\.ae([^<]*)<\/loc>/g)]
    .map((match) => match[1] || '/')
    .filter((path) => path !== '/ar' && !path.startsWith('/ar/'));
  expect(english.length).toBeGreaterThan(20);
  expect(sitemap).toContain('<loc>https://www.techcrew.ae/ar/services/cybersecurity</loc>');
  expect(sitemap).toContain(
    '<xhtml:link rel="alternate" hreflang="ar" href="https://www.techcrew.ae/ar/contact"/>',
  );
  for (const path of english
    .filter((p) => !p.startsWith('/services/') || p.split('/').length === 3)
    .slice(0, 30)) {
    const arabic = path === '/' ? '/ar' : `/ar${path}`;
    const alternates = async (at: string) => {
      const html = await (await request.get(at)).text();
      return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
    };
    const expected = [
      `en https://www.techcrew.ae${path}`,
      `ar https://www.techcrew.ae${arabic}`,
      `x-default https://www.techcrew.ae${path}`,
    ];
    expect(await alternates(path), path).toEqual(expected);
    expect(await alternates(arabic), arabic).toEqual(expected);
  }
});

test('a service record is shown in Arabic from the database', async ({ page }) => {
  await page.goto('/ar/services/cloud-it-solutions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'حلول تقنية المعلومات السحابية للشركات النامية',
  );
  // The breadcrumb names the service in Arabic too.
  const breadcrumb = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(
    'حلول تقنية المعلومات السحابية',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://www.techcrew.ae/services/cloud-it-solutions',
  );
});

async function storedLeads(): Promise<Lead[]> {
  const { code, stdout, stderr } = await sitectl(['leads', '--json']);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as Lead[];
}

test('the Arabic contact form confirms in Arabic, and the lead is stored as Arabic', async ({
  page,
}) => {
  const email = `noura.${Date.now()}@example.ae`;
  await gotoHydrated(page, '/ar/contact');
  const form = page.getByRole('form', { name: 'أرسل الرسالة' });
  await form.getByRole('textbox', { name: 'الاسم الكامل' }).fill('نورة الهاشمي');
  await form.getByRole('textbox', { name: 'البريد الإلكتروني للعمل' }).fill(email);
  await form.getByRole('textbox', { name: 'الشركة' }).fill('الهاشمي للتجارة');
  await form.getByRole('textbox', { name: 'كيف يمكننا مساعدتك؟' }).fill('نريد ربط مكتبين.');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم إرسال رسالتك!' })).toContainText(
    'سيرد عليك فريقنا خلال 24 ساعة.',
  );
  const lead = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(lead).toMatchObject({ form: 'contact', page: '/ar/contact', locale: 'ar' });
});

test('without JavaScript an Arabic form lands on the Arabic receipt', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/contact');
  const form = page.getByRole('form', { name: 'أرسل الرسالة' });
  await form.getByRole('textbox', { name: 'الاسم الكامل' }).fill('نورة الهاشمي');
  await form
    .getByRole('textbox', { name: 'البريد الإلكتروني للعمل' })
    .fill(`nojs.${Date.now()}@example.ae`);
  await form.getByRole('textbox', { name: 'الشركة' }).fill('الهاشمي للتجارة');
  await form.getByRole('textbox', { name: 'كيف يمكننا مساعدتك؟' }).fill('نريد ربط مكتبين.');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page).toHaveURL(/\/ar\/sent\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText('تم إرسال رسالتك!')).toBeVisible();
  await context.close();
});

test('the words blocks add of their own are in Arabic on Arabic pages', async ({ page }) => {
  await page.goto('/ar/resources');
  await expect(page.getByText('قراءة 15 دقيقة')).toBeVisible();
  await expect(page.getByText('مميّز', { exact: true })).toBeVisible();
  await expect(page.getByText(/\bread\b|Featured/)).toHaveCount(0);
});
