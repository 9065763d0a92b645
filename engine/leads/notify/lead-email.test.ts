import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from '../../../tests/fixtures/hostile-text';
import type { Lead } from '../lead';
import { storedLead } from '../../../tests/fixtures/stored-lead';
import { leadEmail } from './lead-email';
import { webhookBody, webhookSignature } from './lead-webhook';

const lead = storedLead;

describe('the email about a lead', () => {
  const email = leadEmail(lead, ['sales@techcrew.ae'], 'https://www.techcrew.ae');

  it('names the form and the visitor, and replies to the visitor', () => {
    expect(email.subject).toBe('New lead from the contact form: Layla <b>Haddad</b>');
    expect(email.replyTo).toBe('layla@example.ae');
    expect(email.to).toEqual(['sales@techcrew.ae']);
    expect(email.messageId).toBe(`<lead-${lead.id}@www.techcrew.ae>`);
  });

  it('holds every answer with its label, where it came from, and the link to the lead', () => {
    // Each value is isolated (FSI ... PDI), as <bdi> isolates it in the HTML.
    for (const line of [
      'Full Name: \u2068Layla <b>Haddad</b>\u2069',
      'Send me news: \u2068No\u2069',
      'Company: \u2068Not answered\u2069',
      'utm_source: \u2068newsletter\u2069',
      `Open it in the dashboard: https://www.techcrew.ae/admin?lead=${lead.id}`,
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain(
      'on \u2068/contact\u2069 in English, 27 Nov 2026, 14:05 (Dubai time)',
    );
    // The visitor's words are text in the HTML, never markup.
    expect(email.html).toContain('Layla &lt;b&gt;Haddad&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Haddad</b>');
  });

  it("says which wording a consent box's answer was given to", () => {
    const consenting: Lead = {
      ...lead,
      fields: [
        {
          name: 'join',
          label: 'Add me to TechCrew community',
          value: true,
          consent: { version: '3f2a9c1b0e4d' },
        },
      ],
    };
    const sent = leadEmail(consenting, ['sales@techcrew.ae'], 'https://www.techcrew.ae');
    expect(sent.text).toContain(
      'Add me to TechCrew community: \u2068Yes (wording version 3f2a9c1b0e4d)\u2069',
    );
    expect(JSON.parse(webhookBody(consenting)).fields).toEqual(consenting.fields);
  });

  it('has no Reply-To when the form asks no email', () => {
    const anonymous = leadEmail({ ...lead, email: null }, ['a@b.ae'], 'https://x.ae');
    expect(anonymous.replyTo).toBeUndefined();
  });
});

describe('the email about a lead whose visitor sent bidirectional controls', () => {
  const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
  const tricky: Lead = {
    ...lead,
    name: 'Invoice \u202efdp.exe',
    email: 'invoice\u202e@example.ae',
    fields: [
      { name: 'name', label: 'Full Name', value: 'Invoice \u202efdp.exe' },
      { name: 'message', label: 'Message', value: 'Open \u2066the\u2069 file' },
    ],
    source: { utm_campaign: '\u202bحملة' },
  };
  const email = leadEmail(tricky, ['sales@techcrew.ae'], 'https://www.techcrew.ae');

  it('keeps every bidirectional control out of the Subject, showing its code', () => {
    expect(email.subject).toBe('New lead from the contact form: Invoice ⟨U+202E⟩fdp.exe');
    expect(email.subject).not.toMatch(BIDI_CONTROL);
    // An address with an override is no address to reply to: no header carries it.
    expect(email.replyTo).toBeUndefined();
  });

  it('shows each value isolated in the body, its controls made visible', () => {
    expect(email.text).toContain('Full Name: \u2068Invoice ⟨U+202E⟩fdp.exe\u2069');
    expect(email.text).toContain('Message: \u2068Open ⟨U+2066⟩the⟨U+2069⟩ file\u2069');
    expect(email.text).toContain('utm_campaign: \u2068⟨U+202B⟩حملة\u2069');
    expect(email.text).not.toMatch(/[\u202a-\u202e]/);
    expect(email.html).toContain('<bdi>Invoice ⟨U+202E⟩fdp.exe</bdi> sent the');
    expect(email.html).toContain(
      '<td style="padding:4px 0;white-space:pre-wrap"><bdi>Open ⟨U+2066⟩the⟨U+2069⟩ file</bdi></td>',
    );
    expect(email.html).not.toMatch(BIDI_CONTROL);
  });

  it('never has a bidirectional or other control in its Subject, whatever the visitor sent', () => {
    fc.assert(
      fc.property(hostileText(), hostileText(), (name, email) => {
        const { subject } = leadEmail({ ...lead, name, email }, ['a@b.ae'], 'https://x.ae');
        expect(subject).not.toMatch(BIDI_CONTROL);
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        expect(subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u);
      }),
      { numRuns: 1000 },
    );
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
