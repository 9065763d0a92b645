import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineFaviconPlugin, svgDataUri } from './vite-plugin-favicon';

const transform = (html: string) => {
  const hook = inlineFaviconPlugin(process.cwd()).transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
};

describe('the inlined icon', () => {
  it('is a data URI that reads back as the same picture', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#1E5EFF" width="100%"/></svg>\n`;
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/[#<>"\n]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/"/g, "'"),
    );
  });

  it("replaces the page template's icon link with the site's icon", () => {
    const html = transform(
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>',
    );
    const href = /href="([^"]+)"/.exec(html)![1]!;
    const svg = readFileSync('public/favicon.svg', 'utf8');
    expect(href).toBe(svgDataUri(svg));
    expect(html).toContain('type="image/svg+xml"');
  });

  it('refuses a template without the icon link', () => {
    expect(() => transform('<head></head>')).toThrow(/favicon\.svg/);
  });
});
