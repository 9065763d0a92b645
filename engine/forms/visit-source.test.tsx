import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitSource } from './remember-visit';
import { visitSource } from './visit-source';

// A .tsx test so it runs in the browser-like (dom) project; it renders nothing.

function arriveAt(path: string, referrer = '') {
  window.history.replaceState(null, '', path);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('where a visit came from', () => {
  it('keeps the first page, the other site that sent the visitor and the campaign', () => {
    arriveAt(
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov&gclid=x',
      'https://mail.example.com/inbox',
    );
    rememberVisitSource();
    expect(visitSource()).toEqual({
      landing: '/?utm_source=newsletter&utm_medium=email&utm_campaign=nov&gclid=x',
      referrer: 'https://mail.example.com/inbox',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov',
    });
  });

  it('does not change as the visitor moves on to other pages of the site', () => {
    arriveAt('/?utm_campaign=nov');
    rememberVisitSource();
    arriveAt('/contact', `${window.location.origin}/`);
    rememberVisitSource();
    expect(visitSource()).toEqual({ landing: '/?utm_campaign=nov', utm_campaign: 'nov' });
  });

  it('leaves out a referrer from the site itself and cuts overlong values', () => {
    arriveAt(`/services?utm_term=${'x'.repeat(300)}`, `${window.location.origin}/about`);
    rememberVisitSource();
    const source = visitSource();
    expect(source.referrer).toBeUndefined();
    expect(source.utm_term).toHaveLength(200);
  });

  it('is noted by a form sent before the page noted it, and only by the first page', () => {
    arriveAt('/?utm_source=flyer');
    expect(visitSource()).toEqual({ landing: '/?utm_source=flyer', utm_source: 'flyer' });
    arriveAt('/contact');
    expect(visitSource()).toEqual({ landing: '/?utm_source=flyer', utm_source: 'flyer' });
  });

  it('says nothing, and does not fail, when the tab keeps no storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    arriveAt('/?utm_source=newsletter');
    expect(() => rememberVisitSource()).not.toThrow();
    expect(visitSource()).toEqual({});
  });
});
