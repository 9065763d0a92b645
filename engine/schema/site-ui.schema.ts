/** A word the site shell or a block says, in the site file's language, with its English default. */
const word = (description: string, english: string) =>
  ({ type: 'string', minLength: 1, description, default: english }) as const;

/**
 * `ui` in `pages/_site.yaml`: every word the engine itself shows or tells a screen reader,
 * so a locale's site file translates them with the rest.
 */
export const siteUiSchema = {
  type: 'object',
  description:
    'The words the site shows around the pages: skip link, menus, breadcrumb and labels read to screen readers.',
  additionalProperties: false,
  default: {},
  properties: {
    skipToContent: word('The link that skips to the page content.', 'Skip to content'),
    loadingPage: word('Read while a page loads.', 'Loading page'),
    mainNavigation: word('The header navigation, to screen readers.', 'Main'),
    mobileNavigation: word('The mobile menu navigation, to screen readers.', 'Mobile'),
    openMenu: word('The button that opens the mobile menu.', 'Open menu'),
    closeMenu: word('The button that closes the mobile menu.', 'Close menu'),
    close: word('The button that closes a dialog.', 'Close'),
    home: word('The home link of the logo; {product} is the brand name.', '{product} home'),
    breadcrumb: word('The breadcrumb, to screen readers.', 'Breadcrumb'),
    breadcrumbHome: word('The first step of the breadcrumb.', 'Home'),
    breadcrumbServices: word('The second step of the breadcrumb.', 'Services'),
    allServices: word('The quick-access bar of services, to screen readers.', 'All services'),
    servicesMenu: word('The services menu; {label} is its link.', '{label} menu'),
    core: word('The family of a core service, in the quick-access bar.', 'Core'),
    specialty: word('The family of a specialty service, in the quick-access bar.', 'Specialty'),
    coreServices: word('The heading of the core services in the menus.', 'Core Services'),
    specialtyServices: word(
      'The heading of the specialty services in the menus.',
      'Specialty Services',
    ),
    everyService: word('The link to every service in the mobile menu.', 'All Services'),
    everyServiceHint: word(
      'Under that link in the services menu.',
      'Every managed, core and specialty service in one place',
    ),
    serviceCount: word(
      'The quick-access bar off a catalogue service; {count} is how many.',
      'All {count} services',
    ),
    servicePosition: word(
      'Where a service sits in the catalogue; {position} and {count} are numbers.',
      '{position} of {count}',
    ),
    footerServices: word('The heading of the footer service links.', 'Services'),
    footerCommunity: word('The heading of the footer community links.', 'Community'),
    footerNavigation: word(
      'A list of footer links, to screen readers; {heading} is its heading.',
      'Footer {heading}',
    ),
    footerLocations: word('The heading of the footer offices.', 'Locations'),
    comingSoon: word('Beside an office not open yet.', 'Coming Soon'),
    languages: word('The language switcher, to screen readers.', 'Language'),
    pauseScrolling: word('The button that stops a moving row of logos.', 'Pause scrolling'),
    playScrolling: word('The button that starts it again.', 'Play scrolling'),
    playVideo: word('The button that plays a video; {title} is its title.', 'Play video: {title}'),
    highlights: word("The hero's row of figures, to screen readers.", 'Highlights'),
    caseStudy: word(
      'A case study, to screen readers; {title} is its title.',
      'Case study: {title}',
    ),
    delivered: word(
      "A case study's list of what was done, to screen readers.",
      'What we delivered',
    ),
    challenge: word("The heading of a case study's problem.", 'The challenge'),
    solution: word("The heading of a case study's answer to it.", 'Our solution'),
    results: word("The heading of a case study's figures.", 'The results'),
    testimonials: word(
      'A list of testimonials without a heading, to screen readers.',
      'Testimonials',
    ),
    rated: word(
      "A testimonial's stars, to screen readers; {value} and {max} are filled in.",
      'Rated {value} out of {max}',
    ),
    keyPoints: word(
      "A feature's list of points, to screen readers; {heading} is the feature's heading.",
      '{heading}: key points',
    ),
    events: word('A list of events without a heading, to screen readers.', 'Events'),
    featured: word('The badge of the featured resource.', 'Featured'),
    readTime: word("A resource's reading time; {time} is the time it gives.", '{time} read'),
    step: word('The label over a step of a process; {number} counts from 1.', 'Step {number}'),
    steps: word('A list of steps, to screen readers; {count} is how many.', '{count} steps'),
    untranslatedRecord: word(
      'On a service page of this language whose record is written in the default language only.',
      'This service is described in English only.',
    ),
    readUntranslated: word('The link to that page in the default language.', 'Read it in English'),
    previewTitle: word(
      'The banner over a page opened by a preview link: what the page is.',
      'Preview, not published',
    ),
    previewText: word(
      'The banner of a preview link; {name} is the record, {person} who made the link, {expires} when it stops working.',
      'This page shows changes to {name} that visitors do not see yet. Shared by {person}; the link works until {expires}.',
    ),
    getStarted: word(
      "The main button of a service page whose record's words give it no label.",
      'Get Started',
    ),
  },
} as const;
