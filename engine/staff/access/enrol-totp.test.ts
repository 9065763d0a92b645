import { describe, expect, it } from 'vitest';
import { qrCodeImageUrl } from './enrol-totp';

describe('qrCodeImageUrl', () => {
  it('encodes the SVG supabase-js puts behind its data URL prefix', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000000" d="M0 0h1v1H0z"/></svg>';
    const url = qrCodeImageUrl(`data:image/svg+xml;utf-8,${svg}`);
    expect(url).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(url).not.toContain('#');
    expect(decodeURIComponent(url.split(',')[1]!)).toBe(svg);
  });

  it('leaves any other URL as it is', () => {
    expect(qrCodeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});
