import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToast,
  gotoHydrated,
  routesWithEveryBlockKind,
  viewports,
} from './helpers';

/** What each specialty page must show, and how its request dialog behaves. */
interface SpecialtyPage {
  slug: string;
  name: string;
  position: number;
  h1: string;
  figures: string[];
  /** Step titles of the page's process, in order. */
  steps?: string[];
  /** Other facts the page must state. */
  texts?: string[];
  dialog: {
    title: string;
    heroButton: string;
    /** The floating button, or for a page without one, another button that opens the dialog. */
    otherButton: string;
    floating: boolean;
    /** True when the form submits the page's slug as a hidden `service` value. */
    presetService: boolean;
    submit: string;
    /** Optional fields with page-specific labels. */
    optionalFields: string[];
    toast: { title: string; text: string };
  };
}

const specialtyPages: SpecialtyPage[] = [
  {
    slug: 'cybersecurity',
    name: 'Cybersecurity',
    position: 10,
    h1: 'Cybersecurity That Stops Threats Before They Spread',
    figures: ['42%', '< 30s', '15-min', '24/7'],
    dialog: {
      title: 'Get Your Free Security Assessment',
      heroButton: 'Book a Security Assessment',
      otherButton: 'Get Free Security Scan',
      floating: true,
      presetService: true,
      submit: 'Request My Assessment',
      optionalFields: ['Phone', 'What would you like us to look at?'],
      toast: {
        title: 'Request Submitted!',
        text: 'Our cybersecurity experts will contact you within 24 hours.',
      },
    },
  },
  {
    slug: 'network-infrastructure',
    name: 'Network Infrastructure',
    position: 9,
    h1: 'Networks Built to Stay Up When the Business Needs Them',
    figures: ['15-min', '99.97%', '3-min'],
    dialog: {
      title: 'Book a Free Network Health Check',
      heroButton: 'Book a Free Health Check',
      otherButton: 'Book Your Health Check',
      floating: false,
      presetService: false,
      submit: 'Request My Health Check',
      optionalFields: ['Tell us about your network'],
      toast: {
        title: 'Audit Request Submitted!',
        text: 'Our network experts will contact you within 24 hours.',
      },
    },
  },
  {
    slug: 'physical-security',
    name: 'Physical Security',
    position: 11,
    h1: 'Physical Security That Sees What People Miss',
    figures: ['SIRA', '24/7', '15-min', '99.97%'],
    dialog: {
      title: 'Schedule a Free Site Survey',
      heroButton: 'Book a Site Survey',
      otherButton: 'Free Site Survey',
      floating: true,
      presetService: true,
      submit: 'Schedule Site Survey',
      optionalFields: ['Phone', 'Tell us about your site'],
      toast: {
        title: 'Site Survey Scheduled!',
        text: 'Our security experts will contact you to arrange the visit.',
      },
    },
  },
  {
    slug: 'ip-telephony',
    name: 'IP Telephony',
    position: 12,
    h1: 'IP Telephony with Crystal-Clear Calls, Wherever You Work',
    figures: ['Up to 60%', 'AED 50K+', '6-month', '300%'],
    dialog: {
      title: 'Book Your IP Telephony Demo',
      heroButton: 'Book a Live Demo',
      otherButton: 'Get Demo',
      floating: true,
      presetService: true,
      submit: 'Schedule Demo',
      optionalFields: ['Current Users Count', 'What do you use for calls today?'],
      toast: {
        title: 'Demo Scheduled!',
        text: 'Our IP specialists will contact you to arrange the demonstration.',
      },
    },
  },
  {
    slug: 'cloud-hci',
    name: 'Cloud HCI',
    position: 13,
    h1: 'Cloud and Hyperconverged Infrastructure That Pays for Itself',
    figures: ['40%', '75%', '99.9%', '24/7'],
    steps: ['Assessment', 'Planning', 'Migration', 'Optimization'],
    texts: ['Meet Your Cloud Architects', 'Technology Partners We Work With'],
    dialog: {
      title: 'Schedule Your Cloud Assessment',
      heroButton: 'Book Your Cloud Assessment',
      otherButton: 'Cloud Assessment',
      floating: true,
      presetService: true,
      submit: 'Schedule Assessment',
      optionalFields: ['Phone', 'Tell us about your current setup'],
      toast: {
        title: 'Assessment Scheduled!',
        text: 'Our cloud architects will contact you within 24 hours.',
      },
    },
  },
  {
    slug: 'structured-cabling',
    name: 'Structured Cabling',
    position: 14,
    h1: 'Structured Cabling Built to Last 25 Years',
    figures: ['25-year', '5,000', 'TIA/EIA-568', 'ISO/IEC 11801', 'ANSI/BICSI', 'IEEE 802.3'],
    steps: ['Site Survey', 'Design', 'Installation', 'Testing', 'Certification'],
    texts: ['5,000 Network Points Across a 50-Floor Tower', 'Cable Manufacturers We Install'],
    dialog: {
      title: 'Plan Your Cabling Project',
      heroButton: 'Plan Your Cabling Project',
      otherButton: 'Plan Project',
      floating: true,
      presetService: true,
      submit: 'Plan My Project',
      optionalFields: ['Facility Size (sq ft)', 'Tell us about your project'],
      toast: {
        title: 'Project Planned!',
        text: 'Our cabling specialists will contact you to discuss your requirements.',
      },
    },
  },
];

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

for (const spec of specialtyPages) {
  const path = `/services/${spec.slug}`;
  const widths = scannedAtBothWidths.has(path) ? '1280 and 390 px' : '390 px, fitting 1280 px';

  test.describe(`${spec.name} page`, () => {
    test(`shows its heading, figures, breadcrumb and quick-access bar, accessibly at ${widths}, and a request dialog that checks fields and confirms`, async ({
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
      await dialog.getByRole('button', { name: spec.dialog.submit }).click();
      for (const label of requiredFields) {
        await expect(dialog.getByText(`${label} is required`)).toBeVisible();
      }
      await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
      for (const label of spec.dialog.optionalFields) {
        await expect(dialog.getByRole('textbox', { name: label, exact: true })).toBeVisible();
      }
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
