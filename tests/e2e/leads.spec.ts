import { expect, test } from '@playwright/test';
import { fillContactForm, gotoHydrated, signInAsStaff, storedLeads } from './helpers';

// Every form a visitor sends is stored as a lead: with JavaScript, without it, and never
// claimed when it was not stored.

test('a contact message sent in the browser is confirmed once stored, and staff find it', async ({
  page,
}) => {
  // Three pages, two of them the whole app: a visitor's and then staff's.
  test.slow();
  const email = `layla.${Date.now()}@example.ae`;
  await gotoHydrated(page, '/contact');
  const form = await fillContactForm(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toContainText(
    'Our team will respond within 24 hours.',
  );

  const lead = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(lead).toMatchObject({
    form: 'contact',
    page: '/contact',
    status: 'new',
    name: 'Layla Haddad',
  });
  expect(lead?.fields).toContainEqual({
    name: 'message',
    label: 'How Can We Help?',
    value: 'Two offices to connect.',
  });

  // Staff read it in the dashboard's Leads tab and follow it up: Omar gives it to Sara.
  await signInAsStaff(page, undefined, '/admin', 'Omar Haddad');
  await page.getByRole('tab', { name: 'Leads' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Leads' });
  await panel.getByRole('combobox', { name: 'Form' }).selectOption('contact');
  const row = panel.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Layla Haddad');
  await row.getByRole('button', { name: /^Open the lead from Layla Haddad/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead from Layla Haddad' });
  await expect(dialog).toContainText('How Can We Help?');
  await expect(dialog).toContainText('Two offices to connect.');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Qualified' });
  await dialog.getByRole('combobox', { name: 'Owner' }).fill('Sara Khan');
  await dialog.getByRole('textbox', { name: 'Staff note' }).fill('Called back on Sunday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Lead Saved' })).toBeVisible();
  const saved = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(saved).toMatchObject({
    status: 'qualified',
    owner: 'Sara Khan',
    note: 'Called back on Sunday.',
  });

  // Her leads, and what happened to this one, by whom.
  await panel.getByRole('combobox', { name: 'Owner' }).selectOption('Sara Khan');
  await row.getByRole('button', { name: /^Open the lead from Layla Haddad/ }).click();
  const timeline = dialog.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toContainText([
    'Came in from /contact',
    'Omar Haddad moved it from New to Qualified',
    'Omar Haddad gave it to Sara Khan',
    'Omar Haddad wrote the note:Called back on Sunday.',
  ]);
});

test('a message sent without JavaScript is stored, and no answer lands in a URL', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `no.script.${Date.now()}@example.ae`;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/contact');
  const form = await fillContactForm(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Message Sent!' })).toBeVisible();
  await expect(page.getByText('Our team will respond within 24 hours.')).toBeVisible();
  await expect(page).toHaveURL(/\/sent\?form=contact&page=%2Fcontact$/);
  expect(urls.filter((url) => url.includes('example.ae') || url.includes('Layla'))).toEqual([]);
  await context.close();

  const lead = (await storedLeads()).find((candidate) => candidate.email === email);
  expect(lead).toMatchObject({ form: 'contact', page: '/contact', name: 'Layla Haddad' });
});

test('without JavaScript, missing answers are refused with a page that says which', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  // The browser's own check stops an empty required field; skip it as a bot would not.
  await page.getByRole('form', { name: 'Send Message' }).evaluate((form) => {
    (form as HTMLFormElement).noValidate = true;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not sent' })).toBeVisible();
  await expect(page.getByText(/Full Name is required/)).toBeVisible();
  await context.close();
});

test('when the server cannot be reached, the form says so and keeps every answer', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await page.route('**/api/leads?**', (route) => route.abort('connectionrefused'));
  const form = await fillContactForm(page, 'kept@example.ae');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not sent' })).toContainText(
    "We couldn't reach our server",
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Work Email' })).toHaveValue('kept@example.ae');
  await expect(form.getByRole('textbox', { name: 'How Can We Help?' })).toHaveValue(
    'Two offices to connect.',
  );

  // Back online, the same answers go through.
  await page.unroute('**/api/leads?**');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message Sent!' })).toBeVisible();
});
