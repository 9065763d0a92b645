import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  gotoHydrated,
  routesWithEveryBlockKind,
  viewports,
} from './helpers';
import { specialtyPages } from './service-page-facts';

const requiredFields = ['Full Name', 'Work Email', 'Company'];

async function fillRequired(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Aisha Rahman');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill('aisha@gulfholdings.ae');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Gulf Holdings');
}

// The specialty pages are built of the same blocks, the same at every width but for their
// CSS: axe checks every page at a phone's width, and at a desktop's those that hold between
// them every kind of block on these pages.
const scannedAtBothWidths = routesWithEveryBlockKind(
  specialtyPages.map((spec) => `/services/${spec.slug}`),
);

// Every dialog opens from both its buttons and gives focus back; the dialogs are one block,
// so two pages (with and without a floating button and a preset service) also send theirs.
// The words of every other dialog, its toast and its preset are checked in the page
// documents (tests/service-page-dialogs.test.ts).
const sentFrom = new Set(['cybersecurity', 'network-infrastructure']);

for (const spec of specialtyPages) {
  const path = `/services/${spec.slug}`;
  const widths = scannedAtBothWidths.has(path) ? '1280 and 390 px' : '390 px, fitting 1280 px';

  test.describe(`${spec.name} page`, () => {
    test(`shows its heading, figures, breadcrumb and quick-access bar, accessibly at ${widths}, and a request dialog${sentFrom.has(spec.slug) ? ' that checks fields and confirms' : ''}`, async ({
      page,
    }) => {
      test.slow();
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      for (const figure of spec.figures) {
        await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
      }
      if (spec.steps) {
        const steps = main.getByRole('list', { name: /steps$/ }).getByRole('heading', { level: 3 });
        await expect(steps).toHaveText(spec.steps);
      }
      for (const text of spec.texts ?? []) {
        await expect(main.getByText(text, { exact: true })).toBeVisible();
      }
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Services', spec.name]);
      await expect(breadcrumb.getByRole('link', { name: 'Services' })).toHaveAttribute(
        'href',
        '/services',
      );
      const bar = page.getByRole('navigation', { name: 'All services' });
      await expect(bar).toContainText(`Specialty · ${spec.position} of 14`);
      const current = bar.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(spec.name);
      await expect(
        page.getByRole('link', { name: 'Talk to a Specialist' }).first(),
      ).toHaveAttribute('href', `/contact?service=${spec.slug}`);
      await expectNoHorizontalScroll(page);
      if (scannedAtBothWidths.has(path)) await expectNoAxeViolations(page);

      // Its request dialog, from both of its buttons.
      const dialog = page.getByRole('dialog', { name: spec.dialog.title });
      const other = page.getByRole('button', { name: spec.dialog.otherButton, exact: true });
      const hero = page.getByRole('button', { name: spec.dialog.heroButton, exact: true });

      await other.click();
      await expect(dialog).toBeVisible();
      for (const label of spec.dialog.optionalFields) {
        await expect(dialog.getByRole('textbox', { name: label, exact: true })).toBeVisible();
      }
      if (sentFrom.has(spec.slug)) {
        await dialog.getByRole('button', { name: spec.dialog.submit }).click();
        for (const label of requiredFields) {
          await expect(dialog.getByText(`${label} is required`)).toBeVisible();
        }
        await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
        await expect(dialog.getByText(/is required/)).toHaveCount(requiredFields.length);
        await expect(page.getByRole('alert')).toHaveCount(0);

        await fillRequired(page);
        const sent = page.waitForRequest((request) => request.url().includes('/api/leads?'));
        await dialog.getByRole('button', { name: spec.dialog.submit }).click();
        const request = await sent;
        expect(new URL(request.url()).searchParams.get('page')).toBe(path);
        const submitted = request.postDataJSON() as Record<string, unknown>;
        expect(submitted).toMatchObject({
          name: 'Aisha Rahman',
          email: 'aisha@gulfholdings.ae',
          company: 'Gulf Holdings',
        });
        expect(submitted.service).toBe(spec.dialog.presetService ? spec.slug : undefined);
        await expect(dialog).toBeHidden();
        await expectToast(page, spec.dialog.toast.title, spec.dialog.toast.text);
      } else {
        await expect(dialog.getByRole('button', { name: spec.dialog.submit })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await expect(other).toBeFocused();

      await hero.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(hero).toBeFocused();

      // The same page narrowed to a phone's width, as a window is.
      await page.setViewportSize(viewports.phone);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoHorizontalScroll(page);
      if (spec.dialog.floating) {
        const floating = page.getByRole('button', { name: spec.dialog.otherButton, exact: true });
        await expect(floating).not.toBeInViewport();
        await page.mouse.wheel(0, 1200);
        await expect(floating).toBeInViewport();
      }
      await expectNoAxeViolations(page);
    });
  });
}
