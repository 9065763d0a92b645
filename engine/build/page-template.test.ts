import { describe, expect, it } from 'vitest';
import type { StartStrategy } from '../site/page-data';
import { fillTemplate, type PageTemplate } from './page-template';
import { renderedPage } from '../../tests/fixtures/rendered-page';

const template: PageTemplate = {
  html: '<html lang="en"><head><!--app-head--><!--app-styles--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  scriptPreloads: { app: [], blocks: {}, islands: { shared: [], blocks: {} } },
  templateBoots: {},
};

const rendered = (start: StartStrategy) =>
  renderedPage(
    { route: '/about', page: { route: '/about', title: 'About', blocks: [] } as never },
    { head: '<title>About</title>', html: '<main id="main">$& stays text</main>', start },
  );

describe('the page template', () => {
  it('writes how the page starts on its boot element, for the starter to read', () => {
    for (const start of ['islands', 'app-at-once', 'app-on-intent'] as const) {
      const html = fillTemplate(template, rendered(start), { src: '/assets/pages/about-1.json' });
      expect(html).toContain(
        `<script type="application/json" id="page-data" data-start="${start}">{"src":"/assets/pages/about-1.json"}</script>`,
      );
    }
  });

  it('fills in the page as text, with its language and direction', () => {
    const html = fillTemplate(template, rendered('islands'), { src: '/a.json' });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<main id="main">$& stays text</main>');
    expect(html).toContain('<title>About</title>');
  });
});
