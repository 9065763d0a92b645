import { describe, expect, it } from 'vitest';
import { validateFields } from '../../../forms/validate-fields';
import { testSite } from '../../../../tests/fixtures/test-site';
import { adminBlock } from '../test-helpers';
import { serviceContentSchema } from '../../../schema/service-content.schema';
import { serviceInput } from '../../../../tests/fixtures/service-content';
import {
  checkServiceForm,
  editedServiceInput,
  emptyServiceForm,
  serviceFormFromRecord,
  serviceFieldDefinitions,
  serviceFormValues,
  requiredServiceFields,
  serviceFormFields,
  serviceInputFromForm,
  slugFromName,
  splitList,
} from './service-form';

const services = adminBlock.tabs[0]?.services;
if (!services) throw new Error('pages/admin.yaml starts with the services tab');
const { fields, messages } = services.addService;

describe('the form fields', () => {
  it('are the fields of a service record a writer supplies, required as its schema says', () => {
    // The translations have the dialog's second part (service-translation-form.ts).
    const written = Object.entries(serviceContentSchema.properties)
      .filter(([field, property]) => !('readOnly' in property) && field !== 'translations')
      .map(([field]) => field);
    expect([...serviceFormFields]).toEqual(written);
    expect(Object.keys(fields).sort()).toEqual([...written].sort());
    expect(requiredServiceFields).toEqual(['slug', 'name', 'h1']);
  });
});

describe('slugFromName', () => {
  it.each([
    ['Managed IT Services', 'managed-it-services'],
    ['  Cloud & HCI -- Dubai!  ', 'cloud-hci-dubai'],
    ['Wi-Fi 6E Site Survey', 'wi-fi-6e-site-survey'],
    ['Café Réseau', 'caf-r-seau'],
    ['---', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => expect(slugFromName(name)).toBe(slug));

  it('stops at 100 characters without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(99)} bcd`);
    expect(slug).toBe('a'.repeat(99));
  });
});

describe('splitList', () => {
  it('trims items and drops empty ones', () => {
    expect(splitList(' Slow Wi-Fi ,, No backups ,  ')).toEqual(['Slow Wi-Fi', 'No backups']);
    expect(splitList('')).toEqual([]);
  });
});

describe('serviceFieldDefinitions', () => {
  it('requires the name, the slug and the page title, by their labels', () => {
    const rules = { messages: testSite.forms.messages };
    expect(validateFields(serviceFieldDefinitions(fields), emptyServiceForm, rules)).toEqual({
      name: 'Service Name is required',
      slug: 'URL Slug is required',
      h1: 'Page Title (H1) is required',
    });
  });
});

describe('serviceFormValues', () => {
  it('gives every field as text, empty when it has no answer', () => {
    expect(serviceFormValues({ name: 'Backup', pains: true })).toEqual({
      ...emptyServiceForm,
      name: 'Backup',
    });
  });
});

describe('checkServiceForm', () => {
  it('checks the slug, the image address and the video where they are typed', () => {
    const errors = checkServiceForm(
      {
        ...emptyServiceForm,
        name: 'A',
        h1: 'A',
        slug: 'Bad Slug',
        image_url: 'javascript:alert(1)',
        video_id: 'https://vimeo.com/1',
      },
      fields,
      messages,
    );
    expect(errors).toEqual({
      slug: messages.invalidSlug,
      image_url: messages.unsafeImageUrl,
      video_id: messages.invalidVideo,
    });
  });

  it("holds the fields to the limits of a service record, by their labels (lengths are the engine's)", () => {
    const base = { ...emptyServiceForm, name: 'A', h1: 'A', slug: 'a' };
    const errors = checkServiceForm(
      {
        ...base,
        intro: 'x'.repeat(5_001),
        brands: Array.from({ length: 51 }, (_, index) => `Brand ${index}`).join(','),
        hero: 'Tab\tis fine, a bell\u0007 is not',
      },
      fields,
      messages,
    );
    expect(errors).toEqual({
      hero: 'Hero Text holds a character that cannot be saved, such as an invisible control character.',
      brands: 'Technology Partners may have at most 50 items.',
    });
  });

  it('accepts a site path, an https image and a YouTube link', () => {
    const base = { ...emptyServiceForm, name: 'A', h1: 'A', slug: 'a' };
    for (const [image_url, video_id] of [
      ['/images/a.webp', 'dQw4w9WgXcQ'],
      ['https://cdn.example.com/a.jpg', 'https://youtu.be/dQw4w9WgXcQ'],
    ] as const) {
      expect(checkServiceForm({ ...base, image_url, video_id }, fields, messages)).toEqual({});
    }
  });
});

describe('serviceInputFromForm', () => {
  it('fills the defaults from the name and the hero text', () => {
    expect(
      serviceInputFromForm({
        ...emptyServiceForm,
        name: ' Managed Firewall ',
        slug: 'managed-firewall',
        hero: 'Firewalls watched around the clock.',
      }),
    ).toEqual({
      slug: 'managed-firewall',
      parent: 'general',
      name: 'Managed Firewall',
      meta_title: 'Managed Firewall',
      meta_description: 'Firewalls watched around the clock.',
      h1: 'Managed Firewall',
      hero: 'Firewalls watched around the clock.',
      intro: null,
      pains: [],
      solutions: [],
      cta_label: 'Get Started',
      video_id: null,
      image_alt: 'Managed Firewall',
      image_url: null,
      brands: [],
    });
  });

  it('keeps what was typed, splits the lists and reduces a video link to its id', () => {
    const input = serviceInputFromForm({
      ...emptyServiceForm,
      name: 'Firewall',
      slug: 'firewall',
      parent: 'security',
      h1: 'Firewalls in Dubai',
      meta_title: 'Firewalls | Dubai',
      meta_description: 'Managed firewalls.',
      cta_label: 'Book a Review',
      pains: 'Old rules, , No alerts',
      solutions: 'Tuned rules',
      brands: 'Fortinet, Sophos',
      image_url: '/images/firewall.webp',
      image_alt: 'A firewall rack',
      video_id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(input).toMatchObject({
      parent: 'security',
      h1: 'Firewalls in Dubai',
      meta_title: 'Firewalls | Dubai',
      meta_description: 'Managed firewalls.',
      cta_label: 'Book a Review',
      pains: ['Old rules', 'No alerts'],
      solutions: ['Tuned rules'],
      brands: ['Fortinet', 'Sophos'],
      image_url: '/images/firewall.webp',
      image_alt: 'A firewall rack',
      video_id: 'dQw4w9WgXcQ',
    });
  });
});

describe('editing a record', () => {
  const stored = serviceInput({
    meta_title: null,
    pains: ['Phishing, vishing', 'Old firewalls'],
    translations: { ar: { name: 'أمن', h1: 'أمن' } },
  });

  it('shows every field as text: lists joined with commas, nothing as empty', () => {
    const shown = serviceFormFromRecord(stored);
    expect(shown.pains).toBe('Phishing, vishing, Old firewalls');
    expect(shown.meta_title).toBe('');
    expect(shown.slug).toBe('cybersecurity');
    expect(Object.keys(shown)).toEqual([...serviceFormFields]);
  });

  it('saves the record as stored when nothing is changed, without its translations', () => {
    const own = { ...stored };
    delete own.translations;
    expect(editedServiceInput(serviceFormFromRecord(stored), stored)).toEqual(own);
  });

  it('reads changed fields as a new record does, and keeps the slug', () => {
    const values = {
      ...serviceFormFromRecord(stored),
      slug: 'elsewhere',
      name: ' Cyber Defence ',
      pains: 'Phishing, vishing',
      cta_label: '',
    };
    expect(editedServiceInput(values, stored)).toMatchObject({
      slug: 'cybersecurity',
      name: 'Cyber Defence',
      pains: ['Phishing', 'vishing'],
      cta_label: 'Get Started',
      meta_title: null,
    });
  });
});
