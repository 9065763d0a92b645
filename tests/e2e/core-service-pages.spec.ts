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

interface LeadDialog {
  button: string;
  title: string;
  submit: string;
  toast: { title: string; text: string };
  /** The preset `service` the submission carries, where the page sets one. */
  service?: string;
  phoneLabel?: string;
}

interface CorePage {
  route: string;
  h1: string;
  contactService: string;
  dialog: LeadDialog;
  slugs: string[];
}

const specialistsWithin24Hours = (who: string) => ({
  title: 'Request Submitted!',
  text: `Our ${who} specialists will contact you within 24 hours.`,
});

const corePages: CorePage[] = [
  {
    route: '/services/managed-it',
    h1: 'Managed IT That Fixes Problems Before Your Team Notices',
    contactService: 'managed-it',
    dialog: {
      button: 'Get Free Health Check',
      title: 'Get Your Free IT Health Check',
      submit: 'Request Health Check',
      toast: specialistsWithin24Hours('managed IT'),
    },
    slugs: [
      'it-support-services',
      'network-monitoring-management',
      'server-infrastructure-management',
      'cloud-management-services',
      'backup-disaster-recovery',
      'it-officer-on-demand',
    ],
  },
  {
    route: '/services/security',
    h1: 'Security for Your Network, Your Inbox and Your Front Door',
    contactService: 'security',
    dialog: {
      button: 'Run Threat Profile',
      title: 'Run Your Free Threat Profile',
      submit: 'Request Threat Profile',
      toast: specialistsWithin24Hours('security'),
    },
    slugs: [
      'network-security',
      'unified-threat-management',
      'content-filtering',
      'spam-protection',
      'security-cameras',
      'sira-certified-company',
      'sophos-security-solutions',
      'email-encryption',
      'cisco-certified-solutions',
      'security-as-a-service',
      'enterprise-mobility-management',
      'security-networking',
      'access-control-solutions',
    ],
  },
  {
    route: '/services/cloud',
    h1: 'Cloud That Costs Less Than the Servers It Replaces',
    contactService: 'cloud',
    dialog: {
      button: 'See Your 12-Month TCO',
      title: 'See Your 12-Month TCO',
      submit: 'Request My TCO Projection',
      service: 'cloud',
      toast: {
        title: 'TCO Analysis Scheduled!',
        text: "You'll receive your 12-month cost projection within 48 hours.",
      },
    },
    slugs: [
      'cloud-it-solutions',
      'hosted-microsoft-exchange',
      'hosted-server',
      'hosted-desktop',
      'cloud-backup-file-sharing',
      'microsoft-azure',
      'amazon-web-services',
    ],
  },
  {
    route: '/services/data',
    h1: 'Lose Minutes, Not Your Business',
    contactService: 'data',
    dialog: {
      button: 'Get DR Assessment',
      title: 'Get Your Disaster Recovery Assessment',
      submit: 'Request DR Assessment',
      toast: specialistsWithin24Hours('data protection'),
    },
    slugs: ['business-continuity', 'data-retrieval', 'disaster-recovery-as-a-service'],
  },
  {
    route: '/services/hardware',
    h1: 'Enterprise Hardware Without the Capital Outlay',
    contactService: 'hardware',
    dialog: {
      button: 'Get Infrastructure Assessment',
      title: 'Get Your Infrastructure Assessment',
      submit: 'Request Assessment',
      service: 'hardware',
      toast: {
        title: 'Site Survey Scheduled!',
        text: 'Our engineers will contact you within 48 hours to arrange your hardware assessment.',
      },
    },
    slugs: [
      'haas-servers',
      'haas-storage-solutions',
      'haas-network-equipment',
      'haas-workstations',
      'wifi-site-survey',
      'battery-backup-power',
    ],
  },
  {
    route: '/services/software',
    h1: 'Pay for the Licences You Use, Not the Ones You Forgot',
    contactService: 'software',
    dialog: {
      button: 'Get License Audit',
      title: 'Get Your Licence Audit',
      submit: 'Request Licence Audit',
      service: 'software',
      toast: {
        title: 'License Audit Scheduled!',
        text: 'Our licensing specialists will complete your licensing review within 48 hours.',
      },
    },
    slugs: [
      'microsoft-365-optimization',
      'windows-server-licensing',
      'sql-server-optimization',
      'software-license-audits',
      'data-loss-prevention',
      'business-intelligence',
    ],
  },
  {
    route: '/services/communication',
    h1: 'Every Call, Meeting and Message on One Platform',
    contactService: 'communication',
    dialog: {
      button: 'Get Communication Assessment',
      title: 'Get Your Communication Assessment',
      submit: 'Request Assessment',
      service: 'communication',
      toast: {
        title: 'Assessment Scheduled!',
        text: "We'll evaluate your communication needs and get back to you within 48 hours.",
      },
    },
    slugs: [
      'sip-trunking-services',
      'unified-communications',
      'mobile-device-management',
      'digital-signage-solutions',
      'video-conferencing',
      'business-internet',
    ],
  },
  {
    route: '/services/media',
    h1: 'Websites That Load Fast and Win Customers',
    contactService: 'media',
    dialog: {
      button: 'Get Website Audit',
      title: 'Get Your Free Website Audit',
      submit: 'Request Website Audit',
      service: 'media',
      phoneLabel: 'Website URL',
      toast: {
        title: 'Website Audit Scheduled!',
        text: "We'll analyse your site and send you the findings within 48 hours.",
      },
    },
    slugs: [
      'website-design-development',
      'search-engine-optimization',
      'digital-marketing',
      'content-management',
      'ecommerce-solutions',
      'brand-identity',
    ],
  },
];

// The core pages are built of the same blocks, the same at every width but for their CSS:
// axe checks every page at a phone's width, and at a desktop's those that hold between
// them every kind of block on these pages.
const scannedAtBothWidths = routesWithEveryBlockKind(corePages.map((core) => core.route));

for (const core of corePages) {
  const widths = scannedAtBothWidths.has(core.route)
    ? '390 and 1280 px'
    : '390 px, fitting 1280 px';
  test(`${core.route} has its heading, links and cards accessibly at ${widths}, and a lead dialog that checks, confirms and gives focus back`, async ({
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
    if (core.dialog.phoneLabel)
      await expect(dialog.getByLabel(core.dialog.phoneLabel)).toBeVisible();

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
