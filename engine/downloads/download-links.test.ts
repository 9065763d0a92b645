import { describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_DAYS, downloadLinks } from './download-links';

const key = new Uint8Array(32).fill(7);
const day = 24 * 60 * 60 * 1000;

const partsOf = (link: string) => {
  const url = new URL(link, 'https://www.techcrew.ae');
  return {
    name: decodeURIComponent(url.pathname.replace('/downloads/', '')),
    expires: url.searchParams.get('expires') ?? '',
    signature: url.searchParams.get('signature') ?? '',
  };
};

describe('download links', () => {
  it(`work for ${DOWNLOAD_LINK_DAYS} days from when they are issued, then never again`, () => {
    let now = Date.UTC(2026, 11, 3, 9, 0);
    const links = downloadLinks(key, () => now);
    const link = partsOf(links.issue('guide-0123456789.pdf'));
    expect(link.name).toBe('guide-0123456789.pdf');
    expect(links.verify(link)).toBe(true);
    now += 7 * day - 1000;
    expect(links.verify(link)).toBe(true);
    now += 1000;
    expect(links.verify(link)).toBe(false);
  });

  it('are no links once their file, moment or signature is changed, or under another key', () => {
    const links = downloadLinks(key);
    const link = partsOf(links.issue('guide-0123456789.pdf'));
    expect(links.verify({ ...link, name: 'other-0123456789.pdf' })).toBe(false);
    expect(links.verify({ ...link, expires: String(Number(link.expires) + 1) })).toBe(false);
    expect(links.verify({ ...link, signature: link.signature.slice(1) })).toBe(false);
    expect(links.verify({ ...link, expires: 'soon' })).toBe(false);
    expect(downloadLinks(new Uint8Array(32).fill(8)).verify(link)).toBe(false);
  });
});
