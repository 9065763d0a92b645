import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  gotoHydrated,
  viewports,
} from './helpers';

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).selectOption({ label: option });
}

test.describe('/contact', () => {
  test('shows the form, ways to reach us, the offices and the map', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Talk to the Crew');
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Send Us a Message',
      'Our Offices',
      'Visit Our Dubai Office',
    ]);
    await expect(main.getByText('Thursday 3:00-5:00 PM GST')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Chat with the Crew' })).toHaveAttribute(
      'href',
      'https://wa.me/97141234567',
    );

    const offices = main.getByRole('list', { name: 'Our Offices' }).getByRole('listitem');
    await expect(offices.getByRole('heading', { level: 3 })).toHaveText([
      'Dubai',
      'Abu Dhabi',
      'RAK',
      'Mumbai',
    ]);
    await expect(offices.first().getByText('Headquarters')).toBeVisible();
    await expect(main.getByText('Headquarters', { exact: true })).toHaveCount(1);
    await expect(offices.nth(3).getByRole('link', { name: '+91 22 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+912212345678',
    );
    await expect(main.getByRole('list', { name: 'Opening Soon' }).getByRole('listitem')).toHaveText(
      ['Riyadh, KSAComing Soon', 'Nairobi, KenyaComing Soon'],
    );
  });

  test('the message form requires its fields, confirms and resets', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send Message' });
    await expect(form.getByRole('textbox', { name: 'How Can We Help?' })).toHaveAttribute(
      'rows',
      '4',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Full Name is required',
      'Work Email is required',
      'Company is required',
      'How Can We Help? is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Full Name' }).fill('Aisha Rahman');
    await form.getByRole('textbox', { name: 'Work Email' }).fill('aisha@example.com');
    await form.getByRole('textbox', { name: 'Company' }).fill('Gulf Freight LLC');
    await choose(page, 'Location', 'Abu Dhabi');
    await choose(page, 'Service Interest', 'Cybersecurity');
    await form.getByRole('textbox', { name: 'How Can We Help?' }).fill('A firewall review.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectToast(page, 'Message Sent!', 'Our team will respond within 24 hours.');
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'How Can We Help?' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });

  test('preselects the service interest from ?service=', async ({ page }) => {
    // A slug the page maps to an interest, and one it does not know, which chooses nothing
    // and adds no option. Where each service page's slug lands is checked on the page
    // document (engine/forms/find-form.test.ts).
    const expected = [
      ['communication', 'voip', 'VoIP and IP Telephony'],
      ['it-officer-on-demand', '', 'Select…'],
    ];
    for (const [query, value, label] of expected) {
      await gotoHydrated(page, `/contact?service=${query}`);
      await expect(
        page.getByRole('combobox', { name: 'Service Interest' }).locator('option:checked'),
        query,
      ).toHaveText(label!);
      await expect(page.locator('select[name="service"]'), query).toHaveValue(value!);
    }
  });

  test('loads no third-party map until the visitor asks', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== 'localhost') outside.push(url.href);
    });
    await page.route('https://www.google.com/**', (route) => route.abort());
    await gotoHydrated(page, '/contact');
    const map = page.getByRole('region', { name: 'Visit Our Dubai Office' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('img', { name: /Illustrated street map/ })).toBeVisible();
    const openInMaps = map.getByRole('link', { name: 'Open in Maps' });
    await expect(openInMaps).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Bay%20Square/,
    );
    // Right under the office's details, not at the foot of a card as tall as the map.
    const phone = (await map.getByRole('link', { name: /^\+971/ }).boundingBox())!;
    expect((await openInMaps.boundingBox())!.y - (phone.y + phone.height)).toBeLessThan(48);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);

    await map.getByRole('button', { name: 'Load interactive map' }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', /^Map of TechCrew Dubai HQ/);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
  });
});

test.describe('/franchise', () => {
  test('shows the figures, benefits, support and three partner stories', async ({ page }) => {
    await gotoHydrated(page, '/franchise');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Build Your Own IT Services Business with TechCrew',
    );
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Everything You Need to Run an IT Business',
      'What It Takes to Get Started',
      'With You at Every Stage',
      'From Our Franchise Partners',
      'Apply for a TechCrew Franchise',
      'Prefer to Talk It Through First?',
    ]);
    const highlights = main.getByRole('list', { name: 'Highlights' });
    for (const figure of ['$150K+', '85%', '12 months', '8-12 months']) {
      await expect(highlights.getByText(figure, { exact: true })).toBeVisible();
    }
    // Two rows of two: no figure is left alone on a row of its own.
    const tops = await highlights
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const [first, second, third, fourth] = tops;
    expect(
      [first === second, third === fourth, first !== third],
      `tops ${tops.join(', ')}`,
    ).toEqual([true, true, true]);
    const investment = main.getByRole('region', { name: 'What It Takes to Get Started' });
    await expect(investment.getByRole('definition')).toHaveText([
      '$50,000',
      '6 months',
      '8-12 months',
      '12 months',
    ]);
    for (const title of ['Training', 'Launch', 'Day to Day']) {
      await expect(main.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(4);
    }
    const stories = main.getByRole('list', { name: 'From Our Franchise Partners' });
    await expect(stories.getByRole('listitem')).toHaveCount(3);
    await expect(stories.getByRole('img', { name: /^Rated \d out of 5$/ })).toHaveCount(3);
    // Each partner shows a portrait (initials stand in only when a picture fails).
    await expect(stories.locator('img[src^="/portraits/"]')).toHaveCount(3);
  });

  test('Apply Now scrolls to the form, which requires its fields, confirms and resets', async ({
    page,
  }) => {
    await gotoHydrated(page, '/franchise');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    const form = page.getByRole('form', { name: 'Submit Application' });
    await expect(form).toBeInViewport();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();

    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Phone is required',
      'Preferred Location is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('alert')).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Full Name' }).fill('Khalid Al Suwaidi');
    await form.getByRole('textbox', { name: 'Email' }).fill('khalid@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+971 50 123 4567');
    await form.getByRole('textbox', { name: 'Preferred Location' }).fill('Sharjah, UAE');
    await choose(page, 'IT Experience', 'Experienced (6-10 years)');
    await choose(page, 'Investment Budget', '$50,000 to $100,000');
    await expect(form.getByRole('textbox', { name: 'Tell Us About Your Plans' })).toHaveAttribute(
      'rows',
      '3',
    );
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expectToast(
      page,
      'Application Submitted!',
      'Our franchise team will contact you within 24 hours.',
    );
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(form.locator('select[name="investment"]')).toHaveValue('');
  });
});

for (const route of ['/contact', '/franchise']) {
  test(`${route} passes axe at both widths and never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, route);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(viewports.desktop);
    await expectNoAxeViolations(page);
  });
}
