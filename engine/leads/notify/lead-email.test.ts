import { describe, expect, it } from 'vitest';
import type { Lead } from '../lead';
import { leadEmail } from './lead-email';
import { webhookBody, webhookSignature } from './lead-webhook';

const lead: Lead = {
  id: '7d9c6a4e-5b1f-4a36-9c1e-2f3b4a5c6d7e',
  form: 'contact',
  page: '/contact',
  locale: 'en',
  fields: [
    { name: 'name', label: 'Full Name', value: 'Layla <b>Haddad</b>' },
    { name: 'email', label: 'Work Email', value: 'layla@example.ae' },
    { name: 'updates', label: 'Send me news', value: false },
    { name: 'company', label: 'Company', value: '' },
  ],
  status: 'new',
  note: '',
  name: 'Layla <b>Haddad</b>',
  email: 'layla@example.ae',
  source: { landing: '/?utm_source=newsletter', utm_source: 'newsletter' },
  spam_reason: null,
  created_at: '2026-11-27T10:05:00+00:00',
  updated_at: '2026-11-27T10:05:00+00:00',
};

describe('the email about a lead', () => {
  const email = leadEmail(lead, ['sales@techcrew.ae'], 'https://www.techcrew.ae');

  it('names the form and the visitor, and replies to the visitor', () => {
    expect(email.subject).toBe('New lead from the contact form: Layla <b>Haddad</b>');
    expect(email.replyTo).toBe('layla@example.ae');
    expect(email.to).toEqual(['sales@techcrew.ae']);
    expect(email.messageId).toBe(`<lead-${lead.id}@www.techcrew.ae>`);
  });

  it('holds every answer with its label, where it came from, and the link to the lead', () => {
    for (const line of [
      'Full Name: Layla <b>Haddad</b>',
      'Send me news: No',
      'Company: Not answered',
      'utm_source: newsletter',
      `Open it in the dashboard: https://www.techcrew.ae/admin?lead=${lead.id}`,
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain('on /contact in English, 27 Nov 2026, 14:05 (Dubai time)');
    // The visitor's words are text in the HTML, never markup.
    expect(email.html).toContain('Layla &lt;b&gt;Haddad&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Haddad</b>');
  });

  it('has no Reply-To when the form asks no email', () => {
    const anonymous = leadEmail({ ...lead, email: null }, ['a@b.ae'], 'https://x.ae');
    expect(anonymous.replyTo).toBeUndefined();
  });
});

describe('the webhook of a lead', () => {
  it('sends id, form, page, its language, fields, created_at and source, signed over the raw body', () => {
    const body = webhookBody(lead);
    expect(Object.keys(JSON.parse(body))).toEqual([
      'id',
      'form',
      'page',
      'locale',
      'fields',
      'created_at',
      'source',
    ]);
    expect(webhookSignature('secret-of-the-receiver', body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(webhookSignature('another-secret-entirely', body)).not.toBe(
      webhookSignature('secret-of-the-receiver', body),
    );
  });
});
