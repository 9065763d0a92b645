import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated, testAccessibleAtEveryWidth } from './helpers';

/** Where each link leads. */
async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

test('services lists eight core and four specialty services, each leading to its page', async ({
  page,
}) => {
  await gotoHydrated(page, '/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Every IT Service Your Business Runs On',
  );
  const core = page.getByRole('region', { name: 'The Essentials, Run Properly' });
  const specialty = page.getByRole('region', { name: 'Specialists for the Hard Parts' });
  await expect(core.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(specialty.getByRole('heading', { level: 3 })).toHaveCount(4);

  const firstCard = core
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first();
  await expect(firstCard.getByRole('heading')).toHaveText('Managed IT');
  await expect(firstCard.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(firstCard.getByRole('listitem')).toHaveCount(4);

  const slugs = ['managed-it', 'security', 'cloud', 'data', 'hardware', 'software'];
  slugs.push('communication', 'media', 'network-infrastructure', 'physical-security');
  slugs.push('ip-telephony', 'structured-cabling');
  expect(await hrefs(page.getByRole('link', { name: /^Explore .+: / }))).toEqual(
    slugs.map((slug) => `/services/${slug}`),
  );
  await page.getByRole('link', { name: 'Explore Cabling: Structured Cabling' }).click();
  await expect(page).toHaveURL(/\/services\/structured-cabling$/);
});

test('solutions shows core and specialty cards and a way to talk to an expert', async ({
  page,
}) => {
  await gotoHydrated(page, '/solutions');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const core = page.getByRole('region', { name: 'Core IT Solutions' });
  await expect(core.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(core.getByText('Most Popular')).toBeVisible();
  expect(await hrefs(core.getByRole('link', { name: /^Learn More: / }))).toEqual([
    '/services/managed-it',
    '/services/security',
    '/services/cloud',
    '/services/data',
  ]);
  await expect(
    core.getByRole('link', { name: 'Get Free Health Check: Managed IT Support' }),
  ).toHaveAttribute('href', '/contact?service=managed-it');

  const specialty = page.getByRole('region', { name: 'Specialty Services' });
  expect(await hrefs(specialty.getByRole('link', { name: /^Details: / }))).toEqual([
    '/services/network-infrastructure',
    '/services/physical-security',
    '/services/ip-telephony',
    '/services/cloud-hci',
  ]);

  await page.getByRole('main').getByRole('link', { name: 'Talk to an Expert' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
});

testAccessibleAtEveryWidth(['/services', '/solutions']);
