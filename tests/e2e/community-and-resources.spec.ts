import { expect, test } from '@playwright/test';
import { expectToast, gotoHydrated, storedLeads, testAccessibleAtEveryWidth } from './helpers';

test('community shows its figures, events and top contributors', async ({ page }) => {
  await gotoHydrated(page, '/community');
  const highlights = page.getByRole('list', { name: 'Highlights' });
  for (const figure of ['500+members', '150+weekly messages', '24/7support', '12countries']) {
    await expect(highlights.getByRole('listitem').filter({ hasText: figure })).toHaveCount(1);
  }
  for (const platform of ['Slack Community', 'Live Events', 'Knowledge Base']) {
    await expect(page.getByRole('heading', { level: 3, name: platform })).toBeVisible();
  }

  const events = page.getByRole('list', { name: 'Upcoming Events' }).getByRole('listitem');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('Jan25');
  await expect(events.nth(0)).toContainText('Network Security Deep Dive');
  await expect(events.nth(0)).toContainText('Live AMA');
  await expect(events.nth(0)).toContainText('45 attending');
  await expect(events.nth(0)).toContainText('3:00 PM GST');
  await expect(events.nth(1)).toContainText('Cloud Migration Strategies');
  await expect(events.nth(1)).toContainText('32 attending');
  await expect(events.nth(2)).toContainText('Incident Response Playbook');
  await expect(events.nth(2)).toContainText('Masterclass');
  await expect(events.nth(2)).toContainText('28 attending');

  const board = page.getByRole('list', { name: 'Top Contributors' }).getByRole('listitem');
  await expect(board).toHaveCount(3);
  const points = ['1,250 points', '1,180 points', '950 points'];
  for (const [index, text] of points.entries()) await expect(board.nth(index)).toContainText(text);
});

test('community "Join the Crew" buttons reach the join form, which welcomes the visitor', async ({
  page,
}) => {
  await gotoHydrated(page, '/community');
  // The header's button lands on this page's own form, as the page's buttons do.
  await page.getByRole('banner').getByRole('link', { name: 'Join the Crew' }).click();
  const form = page.locator('#join-form');
  await expect(form).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/community');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('main').getByRole('link', { name: 'Join the Crew' }).last().click();
  await expect(form).toBeInViewport();
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();

  await form.getByRole('button', { name: 'Join the Crew' }).click();
  await expect(form.getByText('Full Name is required')).toBeVisible();
  await expect(form.getByText('Work Email is required')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Full Name' }).fill('Aisha Rahman');
  await form.getByRole('textbox', { name: 'Work Email' }).fill('aisha@example.ae');
  await form.getByRole('button', { name: 'Join the Crew' }).click();
  await expectToast(page, 'Welcome to TechCrew!', "We'll send you your community invite shortly.");
});

test('each event Join button opens the registration dialog for its event, which confirms a seat', async ({
  page,
}) => {
  await gotoHydrated(page, '/community');
  const dialog = page.getByRole('dialog', { name: 'Save Your Seat' });
  // The form names the event whose button opened it.
  const chosen = dialog.getByRole('combobox', { name: 'Event' }).locator('option:checked');
  for (const [title, event] of [
    ['Network Security Deep Dive', 'Jan 25: Network Security Deep Dive (Live AMA)'],
    ['Cloud Migration Strategies', 'Feb 1: Cloud Migration Strategies (Workshop)'],
  ]) {
    await page.getByRole('button', { name: `Join: ${title}` }).click();
    await expect(dialog).toBeVisible();
    await expect(chosen).toHaveText(event!);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: 'Join: Incident Response Playbook' }).click();
  await expect(chosen).toHaveText('Feb 8: Incident Response Playbook (Masterclass)');
  await dialog.getByRole('button', { name: 'Register for the Event' }).click();
  await expect(dialog.getByText('Full Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose event')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Question for the Speakers' })).toHaveAttribute(
    'rows',
    '3',
  );

  const email = `vikram.${Date.now()}@example.in`;
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Vikram Shah');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Register for the Event' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(
    page,
    'Registration Received!',
    'Our community team will email you the joining link and a calendar invite within 24 hours.',
  );
  const lead = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(lead?.fields).toContainEqual(
    expect.objectContaining({
      name: 'event',
      value: 'Feb 8: Incident Response Playbook (Masterclass)',
    }),
  );
});

test('resources gives one guide at once, one for an email, and takes requests for the others', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources');
  const library = page.getByRole('list', { name: 'Reports, Guides and Templates' });
  const items = library.getByRole('listitem');
  await expect(items).toHaveCount(4);
  const expected = [
    ['2025 UAE Cyber-Threat Report', 'White paper', '15 min read'],
    ['Network Security Best Practices', 'Guide', '8 min read'],
    ['Cloud Migration Checklist', 'Resource', '5 min read'],
    ['Incident Response Playbook', 'Template', '12 min read'],
  ];
  for (const [index, texts] of expected.entries()) {
    for (const text of texts) await expect(items.nth(index)).toContainText(text);
  }
  await expect(items.nth(0).getByText('Featured')).toBeVisible();
  await expect(library.getByText('Featured')).toHaveCount(1);
  const button = (title: string) =>
    page.getByRole('button', { name: `Download & Learn: ${title}` });

  // A guide without a gate is a plain download of its PDF.
  const plain = page.waitForEvent('download');
  await page
    .getByRole('link', { name: 'Download & Learn: Network Security Best Practices' })
    .click();
  expect((await plain).suggestedFilename()).toMatch(
    /^network-security-best-practices-[0-9a-f]{10}\.pdf$/,
  );

  // A gated guide asks who is reading, stores the lead, and downloads at once.
  await button('Cloud Migration Checklist').click();
  const guide = page.getByRole('dialog', { name: 'Download the Guide' });
  await expect(guide.getByRole('combobox', { name: 'Guide' }).locator('option:checked')).toHaveText(
    'Cloud Migration Checklist',
  );
  await guide.getByRole('textbox', { name: 'Full Name' }).fill('Omar Nasser');
  await guide.getByRole('textbox', { name: 'Work Email' }).fill('omar@example.ae');
  await guide.getByRole('button', { name: 'Download the PDF' }).click();
  await expect(guide.getByRole('checkbox')).toHaveAccessibleDescription(
    'Tick this box to continue',
  );
  await guide.getByRole('checkbox').check();
  const gated = page.waitForEvent('download');
  await guide.getByRole('button', { name: 'Download the PDF' }).click();
  expect((await gated).suggestedFilename()).toMatch(
    /^cloud-migration-checklist-[0-9a-f]{10}\.pdf$/,
  );
  await expect(guide).toBeHidden();
  await expectToast(
    page,
    'Your Download Has Started',
    "We've also emailed you a link to the guide. It works for 7 days.",
  );

  // The others are asked for, and emailed by the team.
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Copy' });
  const chosen = dialog.getByRole('combobox', { name: 'Resource' }).locator('option:checked');
  await button('2025 UAE Cyber-Threat Report').click();
  await expect(chosen).toHaveText('2025 UAE Cyber-Threat Report');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await button('Incident Response Playbook').click();
  await expect(chosen).toHaveText('Incident Response Playbook');
  await dialog.getByRole('button', { name: 'Email Me the Resource' }).click();
  await expect(dialog.getByText('Work Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Layla Saeed');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill('layla@example.ae');
  await dialog.getByRole('button', { name: 'Email Me the Resource' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(
    page,
    'Request Received!',
    'Our team will email your copy to the address you gave us within 24 hours.',
  );
});

test('the full-access banner leads to the community join form', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  await expect(page.getByRole('heading', { name: 'Join the Crew for Full Access' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Join the Crew' }).click();
  await expect(page).toHaveURL(/\/community#join-form$/);
  await expect(page.locator('#join-form')).toBeInViewport();
});

testAccessibleAtEveryWidth(['/community', '/resources']);
