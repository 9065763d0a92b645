import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  gotoHydrated,
  recordFormSubmissions,
  routesWithEveryBlockKind,
  viewports,
} from './helpers';
import { corePages } from './service-page-facts';

// The core pages are built of the same blocks, the same at every width but for their CSS:
// axe checks every page at a phone's width, and at a desktop's those that hold between
// them every kind of block on these pages.
const scannedAtBothWidths = routesWithEveryBlockKind(corePages.map((core) => core.route));

// Every dialog opens, names itself and gives focus back; the dialogs are one block, so two
// pages (a preset service, a relabelled field) also send theirs. The words of every other
// dialog, its toast and its preset are checked in the page documents
// (tests/service-page-dialogs.test.ts).
const sentFrom = new Set(['/services/cloud', '/services/media']);

for (const core of corePages) {
  const widths = scannedAtBothWidths.has(core.route)
    ? '390 and 1280 px'
    : '390 px, fitting 1280 px';
  test(`${core.route} has its heading, links and cards accessibly at ${widths}, and a lead dialog${sentFrom.has(core.route) ? ' that checks, confirms' : ''} that gives focus back`, async ({
    page,
  }) => {
    test.slow();
    const submitted = recordFormSubmissions(page);
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, core.route);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.setViewportSize(viewports.desktop);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(core.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const specialistLinks = await page.getByRole('link', { name: 'Talk to a Specialist' }).all();
    expect(specialistLinks.length).toBeGreaterThan(0);
    for (const link of specialistLinks) {
      await expect(link).toHaveAttribute('href', `/contact?service=${core.contactService}`);
    }
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const slug of core.slugs) expect(hrefs).toContain(`/services/${slug}`);
    await expectNoHorizontalScroll(page);
    if (scannedAtBothWidths.has(core.route)) await expectNoAxeViolations(page);

    const opener = page.getByRole('button', { name: core.dialog.button }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: core.dialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: core.dialog.submit })).toBeVisible();
    if (core.dialog.phoneLabel)
      await expect(dialog.getByLabel(core.dialog.phoneLabel)).toBeVisible();

    if (sentFrom.has(core.route)) {
      await dialog.getByRole('button', { name: core.dialog.submit }).click();
      await expect(dialog.getByText('Full Name is required')).toBeVisible();
      await expect(dialog.getByText('Work Email is required')).toBeVisible();
      await expect(dialog.getByText('Company is required')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await dialog.getByLabel('Full Name').fill('Aisha Rahman');
      await dialog.getByLabel('Work Email').fill('aisha@example.ae');
      await dialog.getByLabel('Company').fill('Gulf Trading LLC');
      await dialog.getByRole('button', { name: core.dialog.submit }).click();

      await expectToast(page, core.dialog.toast.title, core.dialog.toast.text);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect
        .poll(() => submitted.at(-1)?.values)
        .toMatchObject({
          name: 'Aisha Rahman',
          company: 'Gulf Trading LLC',
          ...(core.dialog.service ? { service: core.dialog.service } : {}),
        });
      await opener.click();
      await expect(dialog).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('the cloud demo video button opens its own request dialog', async ({ page }) => {
  await gotoHydrated(page, '/services/cloud');
  await page.getByRole('button', { name: 'Watch the Demo Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch the Demo' });
  await dialog.getByLabel('Full Name').fill('Omar Haddad');
  await dialog.getByLabel('Work Email').fill('omar@example.ae');
  await dialog.getByLabel('Company').fill('Haddad Foods');
  await dialog.getByRole('button', { name: 'Send Me the Demo' }).click();
  await expectToast(
    page,
    'Demo Requested!',
    'Our team will email you a link to the disaster-recovery demo within 24 hours.',
  );
  await expect(dialog).toBeHidden();
});
