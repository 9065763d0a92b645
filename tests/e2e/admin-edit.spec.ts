import { expect, test } from '@playwright/test';
import { serviceInput } from '../fixtures/service-content';
import { runningServer } from './e2e-site';
import { signInAsStaff } from './helpers';

// A record edited in /admin, in English and in Arabic, is saved as a draft that visitors do
// not see but a preview link shows (and that no one else overwrites unawares); once
// published it is what its pages show next, in both languages, to everyone.

const slug = 'harbour-cctv';

test('a service edited in English and Arabic, never over another editor unawares, shows the edit at /services/{slug} and /ar/services/{slug} once published', async ({
  page,
  browser,
}) => {
  test.slow();
  const server = runningServer();
  const created = await page.request.post(`${server.url}/api/admin/services`, {
    headers: { Authorization: `Bearer ${server.token}` },
    data: {
      ...serviceInput({ slug, name: 'Harbour CCTV', h1: 'Harbour CCTV', hero: 'Cameras.' }),
      translations: { ar: { name: 'كاميرات الميناء', h1: 'كاميرات الميناء' } },
    },
  });
  expect(created.status()).toBe(201);

  // Omar opens the same record in another browser before Sara saves.
  const omar = await (await browser.newContext()).newPage();
  await signInAsStaff(omar, server, '/admin', 'Omar Haddad');
  await omar.getByRole('searchbox', { name: 'Search services' }).fill(slug);
  await omar.getByRole('button', { name: 'Edit Harbour CCTV' }).click();
  const omarsDialog = omar.getByRole('dialog', { name: 'Edit Harbour CCTV' });
  await expect(omarsDialog.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(slug);

  await signInAsStaff(page, server, '/admin', 'Sara Khan');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(slug);
  await page.getByRole('button', { name: 'Edit Harbour CCTV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Harbour CCTV' });
  await expect(dialog.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(slug);
  await expect(dialog.getByRole('textbox', { name: 'Name in Arabic' })).toHaveValue(
    'كاميرات الميناء',
  );
  const box = await dialog.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(0.8 * page.viewportSize()!.height + 1);

  await dialog.getByRole('textbox', { name: 'Service Name' }).fill('Harbour Cameras');
  await dialog
    .getByRole('textbox', { name: 'Page Title (H1)' })
    .fill('Harbour Cameras Watched Day and Night');
  await dialog
    .getByRole('textbox', { name: 'Hero Text' })
    .fill('Every berth and gate on one screen.');
  await dialog
    .getByRole('textbox', { name: 'Heading in Arabic (H1)' })
    .fill('كاميرات الميناء ليلاً ونهاراً');
  await dialog
    .getByRole('textbox', { name: 'Text under the heading, in Arabic' })
    .fill('كل رصيف وبوابة على شاشة واحدة.');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Draft Saved' })).toContainText(
    'Visitors see the changes at /services/harbour-cctv once you publish them.',
  );
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Harbour Cameras', level: 3 }),
  });
  await expect(card.getByText('Changes not published')).toBeVisible();

  // Omar saves second: refused, naming Sara, with what he typed still in the form.
  await omarsDialog.getByRole('textbox', { name: 'Hero Text' }).fill('Omar’s words.');
  await omarsDialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(omarsDialog.getByRole('alert')).toContainText(
    /Someone Else Changed This Service\s*\u2068Sara Khan\u2069 changed Harbour CCTV at /,
  );
  await expect(omarsDialog.getByRole('alert')).toContainText('Nothing was saved');
  await expect(omarsDialog.getByRole('textbox', { name: 'Hero Text' })).toHaveValue(
    'Omar’s words.',
  );
  await omar.context().close();
  // Saved, not published: visitors still get the page as it was.
  expect(await (await page.request.get(`/services/${slug}`)).text()).toContain('Harbour CCTV</h1>');

  // A preview link shows the saved changes to a browser with no session, until revoked.
  await card.getByRole('button', { name: 'Preview links of Harbour Cameras' }).click();
  const previews = page.getByRole('dialog', { name: 'Preview links of Harbour Cameras' });
  await previews.getByRole('button', { name: 'Create Link' }).click();
  const link = previews.getByRole('textbox', { name: 'Preview link (English)' });
  const arabicLink = previews.getByRole('textbox', { name: 'Preview link (العربية)' });
  await expect(link).toHaveValue(new RegExp(`/services/${slug}\\?preview=`));
  await expect(arabicLink).toHaveValue(new RegExp(`/ar/services/${slug}\\?preview=`));
  const guest = await (await browser.newContext()).newPage();
  const opened = await guest.goto(await link.inputValue());
  expect(opened!.headers()).toMatchObject({
    'x-robots-tag': 'noindex',
    'cache-control': 'no-store',
  });
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    'Harbour Cameras Watched Day and Night',
  );
  await expect(guest.getByRole('region', { name: 'Preview, not published' })).toContainText(
    'Shared by Sara Khan',
  );
  await guest.goto(await arabicLink.inputValue());
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('كاميرات الميناء ليلاً ونهاراً');
  await expect(guest.getByRole('region', { name: 'معاينة لم تُنشر بعد' })).toBeVisible();
  await previews.getByRole('button', { name: /^Revoke the link made on / }).click();
  await expect(previews.getByText(/^Revoked by \u2068Sara Khan\u2069 on /)).toBeVisible();
  expect((await guest.goto(await link.inputValue()))!.status()).toBe(404);
  await guest.context().close();
  await previews.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Publish Harbour Cameras' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published' })).toContainText(
    'Harbour Cameras is live at /services/harbour-cctv.',
  );
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  // History: the version made on creation and Sara's, what changed, and the first restored.
  await card.getByRole('button', { name: 'History of Harbour Cameras' }).click();
  const history = page.getByRole('dialog', { name: 'History of Harbour Cameras' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Version 2Published by \u2068Sara Khan\u2069 on /,
    /^Version 1Published by /,
  ]);
  await expect(history.getByRole('row').filter({ hasText: 'Page Title (H1)' })).toHaveText(
    'Page Title (H1)Harbour CCTVHarbour Cameras Watched Day and Night',
  );
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Version Restored' })).toBeVisible();
  const restoredCard = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Harbour CCTV', level: 3 }),
  });
  await restoredCard.getByRole('button', { name: 'Publish Harbour CCTV' }).click();
  await expect(restoredCard.getByText('Published', { exact: true })).toBeVisible();
  expect(await (await page.request.get(`/services/${slug}`)).text()).toContain('Harbour CCTV</h1>');
  await restoredCard.getByRole('button', { name: 'History of Harbour CCTV' }).click();
  const again = page.getByRole('dialog', { name: 'History of Harbour CCTV' });
  await expect(again.getByRole('listitem')).toHaveCount(3);

  // Sara's edit restored and published again, for what follows.
  await again.getByRole('button', { name: 'Restore version 2' }).click();
  await expect(card.getByRole('button', { name: 'Publish Harbour Cameras' })).toBeVisible();
  await card.getByRole('button', { name: 'Publish Harbour Cameras' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  // The activity log has every step, by name, newest first.
  await page.getByRole('tab', { name: 'Activity', exact: true }).click();
  const activity = page.getByRole('tabpanel', { name: 'Activity' });
  await activity.getByLabel('Record').selectOption({ label: `Service: ${slug}` });
  await expect(activity.getByRole('listitem')).toHaveText([
    /Sara KhanPublished version 4Service: harbour-cctv$/,
    /Sara KhanRestored version 2 as the draftService: harbour-cctv$/,
    /Sara KhanPublished version 3Service: harbour-cctv$/,
    /Sara KhanRestored version 1 as the draftService: harbour-cctv$/,
    /Sara KhanPublished version 2Service: harbour-cctv$/,
    /Sara KhanRevoked a preview linkService: harbour-cctv$/,
    /Sara KhanMade a preview link that works until .+Service: harbour-cctv$/,
    /Sara KhanSaved a draftService: harbour-cctv$/,
    /Operator \(sitectl\)Published version 1Service: harbour-cctv$/,
  ]);

  // A fresh request gets the new page from the server at once, in both languages.
  const english = await (await page.request.get(`/services/${slug}`)).text();
  expect(english).toContain('Harbour Cameras Watched Day and Night</h1>');
  const arabic = await (await page.request.get(`/ar/services/${slug}`)).text();
  expect(arabic).toContain('كاميرات الميناء ليلاً ونهاراً</h1>');

  await page.goto(`/services/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Harbour Cameras Watched Day and Night',
  );
  await expect(page.getByText('Every berth and gate on one screen.').first()).toBeVisible();
  await page.goto(`/ar/services/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كاميرات الميناء ليلاً ونهاراً');
  await expect(page.getByText('كل رصيف وبوابة على شاشة واحدة.').first()).toBeVisible();
});
