import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoHydrated,
  newAdminLink,
  viewports,
  waitForDashboard,
} from './helpers';

// The staff page in Arabic: /ar/admin is the gate and the dashboard in Arabic, right to left,
// reached by the same admin links and the same session as /admin, with a link between them.

const arabicTabs = [
  ['الخدمات', 'صفحات الخدمات'],
  ['العملاء المحتملون', 'العملاء المحتملون'],
  ['المدونة', 'تدوينات المدونة'],
  ['التسويق عبر البريد', 'التسويق عبر البريد الإلكتروني'],
  ['الموارد', 'الموارد'],
  ['التقارير', 'التقارير والتحليلات'],
  ['استيراد البيانات', 'استيراد البيانات'],
  ['النشاط', 'النشاط'],
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const accountBar = (page: Page, name: string) => page.getByRole('region', { name });
const gateCard = (page: Page, heading: string) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1, name: heading }) });

/** An admin link opened on the Arabic page, signed in with its button. */
async function signInInArabic(page: Page): Promise<void> {
  const link = new URL(await newAdminLink(page));
  await gotoHydrated(page, `/ar${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'تسجيل الدخول إلى لوحة التحكم' }).click();
  await expect(page).toHaveURL(/\/ar\/admin$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await waitForDashboard(page);
  await expect(tab(page, 'الخدمات')).toBeVisible();
}

test('/ar/admin is prerendered in Arabic as a sign-in check, kept out of search and the sitemap', async ({
  request,
}) => {
  const response = await request.get('/ar/admin');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ar" dir="rtl"');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('جارٍ التحقق من تسجيل دخولك...');
  expect(html).not.toContain('hreflang');
  expect(html).not.toContain('role="tab"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});

test('a fresh browser sees the Arabic gate, right to left, with a link to the English one', async ({
  page,
}) => {
  await gotoHydrated(page, '/ar/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const card = gateCard(page, 'دخول الموظفين');
  await expect(card).toContainText('npx sitectl admin-link');
  await expect(page.getByRole('tab')).toHaveCount(0);
  // The card runs right to left: its icon at the right, the language link at the left.
  const icon = await card.locator('svg').first().boundingBox();
  const english = card.getByRole('link', { name: 'English' });
  const link = await english.boundingBox();
  expect(icon!.x).toBeGreaterThan(link!.x);
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
});

test('an admin link opened in English signs in on the Arabic page once switched there', async ({
  page,
}) => {
  await gotoHydrated(page, await newAdminLink(page));
  await gateCard(page, 'Staff access').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\?token=/);
  await page.getByRole('button', { name: 'تسجيل الدخول إلى لوحة التحكم' }).click();
  await expect(page).toHaveURL(/\/ar\/admin$/);
  await waitForDashboard(page);
  await expect(tab(page, 'الخدمات')).toHaveAttribute('aria-selected', 'true');
});

// Signed in once, by an admin link on the Arabic page, for the two tests below: one browser
// page between them, so the dashboard's code loads into a new browser once, not twice.
test.describe('signed in on the Arabic page', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  // Errors the page throws, from its first load on.
  const errors: string[] = [];
  test.beforeAll(async ({ browser }) => {
    // A page of its own context: axe needs one (not browser.newPage).
    page = await (await browser.newContext()).newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  // Axe at a phone's width, where right to left has least room, on the gate and a dialog: the
  // English dashboard is checked tab by tab, and the Arabic words are the same keys (checked
  // by sitectl validate). The Arabic one must still fit a phone and a desktop on every tab.
  test('/ar/admin passes axe at 390 px on the gate and a dialog once signed in there, and fits 390 and 1280 px on every tab', async () => {
    test.slow();
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, '/ar/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'دخول الموظفين' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await signInInArabic(page);
    for (const [label] of arabicTabs) {
      await tab(page, label).click();
      await expect(page.getByRole('tabpanel', { name: label, exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.setViewportSize(viewports.desktop);
    for (const [label] of arabicTabs) {
      await tab(page, label).click();
      await expect(page.getByRole('tabpanel', { name: label, exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.setViewportSize(viewports.phone);
    await tab(page, 'الخدمات').click();
    await page.getByRole('button', { name: 'إضافة خدمة جديدة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة خدمة جديدة' });
    await dialog.getByRole('button', { name: 'إنشاء مسودة' }).click();
    await expect(dialog.getByText('هذا الحقل مطلوب: اسم الخدمة')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('the Arabic dashboard shows every tab in Arabic; the switch to English and back keeps the session', async () => {
    test.slow();
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated(page, '/ar/admin');
    await waitForDashboard(page);
    await expect(page).toHaveURL(/\/ar\/admin$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible();
    const bar = accountBar(page, 'حسابك الوظيفي');
    await expect(bar).toContainText(/مسجّل الدخول برابط إدارة حتى \d+ \S+، \d{2}:\d{2}/);
    for (const [name, heading] of arabicTabs) {
      await tab(page, name).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await expect(panel.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // Dates are written for ar-AE: an Arabic month, Latin digits; a post in its Arabic words.
    await tab(page, 'المدونة').click();
    await expect(page.getByText('بقلم عائشة رحمن · 18 نوفمبر 2024')).toBeVisible();
    await tab(page, 'الخدمات').click();
    await expect(
      page.getByRole('link', { name: '/ar/services/cloud-infrastructure' }),
    ).toBeVisible();
    // A service is named by its Arabic name where it has one, on its card and its dialogs.
    await page.getByRole('button', { name: 'تعديل البنية التحتية السحابية' }).click();
    const editing = page.getByRole('dialog', { name: /البنية التحتية السحابية/ });
    await expect(editing).toBeVisible();
    await editing.getByRole('button', { name: 'إلغاء' }).click();
    await expect(editing).toBeHidden();

    await bar.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await waitForDashboard(page);
    await expect(page.getByRole('tab', { name: 'Services', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '/services/cloud-infrastructure' })).toBeVisible();
    await accountBar(page, 'Your staff account').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/admin$/);
    await waitForDashboard(page);
    await expect(tab(page, 'الخدمات')).toBeVisible();

    // Signing out on one page signs out of both.
    await accountBar(page, 'حسابك الوظيفي').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'دخول الموظفين' })).toBeVisible();
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
