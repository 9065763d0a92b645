import { describe, expect, it } from 'vitest';
import { familyName, serviceName } from './service-path';

const site = {
  services: [
    { slug: 'managed-it', name: 'Managed IT', category: 'core' as const },
    { slug: 'ip-telephony', name: 'IP Telephony', category: 'specialty' as const },
  ],
  familyNames: { general: 'IT Services' },
};

describe('serviceName', () => {
  it("prefers the record's own name to anything made from the slug", () => {
    expect(serviceName(site.services, 'cloud-it-solutions', 'Cloud IT Solutions')).toBe(
      'Cloud IT Solutions',
    );
  });

  it("uses the catalogue's name for a page of its own", () => {
    expect(serviceName(site.services, 'ip-telephony')).toBe('IP Telephony');
  });

  it('capitalises the words of a slug nothing names', () => {
    expect(serviceName(site.services, 'hosted-desktop')).toBe('Hosted Desktop');
  });
});

describe('familyName', () => {
  it('names a family by its catalogue entry', () => {
    expect(familyName(site, 'managed-it')).toBe('Managed IT');
  });

  it('names other families from the site settings', () => {
    expect(familyName(site, 'general')).toBe('IT Services');
  });

  it('capitalises a family no setting names', () => {
    expect(familyName(site, 'print-media')).toBe('Print Media');
    expect(familyName({ services: site.services }, 'general')).toBe('General');
  });
});
