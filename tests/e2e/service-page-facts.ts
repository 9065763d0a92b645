// What the core and specialty service pages must show, and how their lead dialogs behave:
// facts of the specification, read by the end-to-end tests of the pages and by the unit
// test that checks every dialog's words in the page documents (service-page-dialogs.test.ts).

export interface LeadDialog {
  button: string;
  title: string;
  submit: string;
  toast: { title: string; text: string };
  /** The preset `service` the submission carries, where the page sets one. */
  service?: string;
  phoneLabel?: string;
}

export interface CorePage {
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

export const corePages: CorePage[] = [
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
    h1: 'Pay for the Licenses You Use, Not the Ones You Forgot',
    contactService: 'software',
    dialog: {
      button: 'Get License Audit',
      title: 'Get Your License Audit',
      submit: 'Request License Audit',
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

/** What each specialty page must show, and how its request dialog behaves. */
export interface SpecialtyPage {
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

export const specialtyPages: SpecialtyPage[] = [
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
