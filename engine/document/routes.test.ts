import { describe, expect, it } from 'vitest';
import { matchRoute, routeFromFile } from './routes';

describe('routeFromFile', () => {
  it.each([
    ['index.yaml', { route: '/', kind: 'static' }],
    ['about.yaml', { route: '/about', kind: 'static' }],
    ['services/cloud.yml', { route: '/services/cloud', kind: 'static' }],
    ['services/index.yaml', { route: '/services', kind: 'static' }],
    ['services/[slug].yaml', { route: '/services/:slug', kind: 'template' }],
    ['404.yaml', { route: '404', kind: 'not-found' }],
  ])('%s → %o', (file, expected) => {
    expect(routeFromFile(file)).toEqual(expected);
  });

  it('skips files that are not routes', () => {
    expect(routeFromFile('_site.yaml')).toBeNull();
    expect(routeFromFile('_drafts/page.yaml')).toBeNull();
    expect(routeFromFile('notes.md')).toBeNull();
  });
});

describe('matchRoute', () => {
  const routes = [
    { route: '/', kind: 'static' as const },
    { route: '/services/cloud', kind: 'static' as const },
    { route: '/services/:slug', kind: 'template' as const },
    { route: '404', kind: 'not-found' as const },
  ];

  it('prefers a static page over the template', () => {
    expect(matchRoute('/services/cloud', routes)).toEqual({ route: '/services/cloud', params: {} });
    expect(matchRoute('/services/cloud/', routes)).toEqual({
      route: '/services/cloud',
      params: {},
    });
  });

  it('fills template parameters', () => {
    expect(matchRoute('/services/hosted-server', routes)).toEqual({
      route: '/services/:slug',
      params: { slug: 'hosted-server' },
    });
  });

  it('sends anything else to the not-found page', () => {
    expect(matchRoute('/nope', routes).route).toBe('404');
    expect(matchRoute('/services/a/b', routes).route).toBe('404');
  });
});
