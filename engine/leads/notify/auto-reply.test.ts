import { describe, expect, it } from 'vitest';
import type { Lead } from '../lead';
import { autoReplyEmail, type AutoReplyWords } from './auto-reply';
import { outboxEntries, visitorReplyOf } from './outbox-entries';
import type { NotifySettings } from './notify-settings';

const FSI = '\u2068';
const PDI = '\u2069';

const lead: Lead = {
  id: '0b8f3c2a-9d41-4e7a-a5c6-1f2e3d4c5b6a',
  form: 'contact',
  page: '/contact',
  locale: 'en',
  fields: [
    { name: 'name', label: 'Full Name', value: 'Layla <b>Haddad</b>' },
    { name: 'email', label: 'Work Email', value: 'layla@example.ae' },
    { name: 'updates', label: 'Send me news', value: true },
    { name: 'company', label: 'Company', value: '' },
  ],
  status: 'new',
  note: '',
  owner: '',
  name: 'Layla <b>Haddad</b>',
  email: 'layla@example.ae',
  source: {},
  spam_reason: null,
  created_at: '2026-12-01T08:00:00+00:00',
  updated_at: '2026-12-01T08:00:00+00:00',
};

const english: AutoReplyWords = {
  answers: 'What you sent us',
  yes: 'Yes',
  no: 'No',
  unanswered: 'Not answered',
};
const arabic: AutoReplyWords = {
  answers: 'ما أرسلته إلينا',
  yes: 'نعم',
  no: 'لا',
  unanswered: 'لم تتم الإجابة',
};
const reply = {
  subject: 'We have your message, {name}',
  body: 'Hello {name},\n\nAn engineer answers within a day.',
};

describe("a form's automatic reply", () => {
  const email = autoReplyEmail(
    lead,
    reply,
    english,
    { lang: 'en', dir: 'ltr' },
    ['sales@techcrew.ae'],
    'https://www.techcrew.ae',
  );

  it('goes to the visitor, and their reply to the people who follow the lead up', () => {
    expect(email.to).toEqual(['layla@example.ae']);
    expect(email.replyTo).toBe('sales@techcrew.ae');
    expect(email.subject).toBe('We have your message, Layla <b>Haddad</b>');
    expect(email.messageId).toBe(`<reply-${lead.id}@www.techcrew.ae>`);
  });

  it('fills in their answers and repeats everything they sent, in words for ticks and blanks', () => {
    expect(email.text).toBe(
      [
        `Hello ${FSI}Layla <b>Haddad</b>${PDI},`,
        '',
        'An engineer answers within a day.',
        '',
        'What you sent us:',
        `Full Name: ${FSI}Layla <b>Haddad</b>${PDI}`,
        `Work Email: ${FSI}layla@example.ae${PDI}`,
        `Send me news: ${FSI}Yes${PDI}`,
        `Company: ${FSI}Not answered${PDI}`,
        '',
      ].join('\n'),
    );
  });

  it("makes each line of the body a paragraph, as YAML folds an author's paragraphs", () => {
    const folded = autoReplyEmail(
      lead,
      { subject: 'Thanks', body: 'Hello {name},\nAn engineer answers within a day.' },
      english,
      { lang: 'en', dir: 'ltr' },
      [],
      'https://www.techcrew.ae',
    );
    expect(folded.text.startsWith(`Hello ${FSI}Layla <b>Haddad</b>${PDI},\n\nAn engineer`)).toBe(
      true,
    );
    expect(folded.html).toContain('<p>An engineer answers within a day.</p>');
  });

  it("shows the visitor's words in the HTML as text, never as markup", () => {
    expect(email.html).toContain('<p>Hello <bdi>Layla &lt;b&gt;Haddad&lt;/b&gt;</bdi>,</p>');
    expect(email.html).not.toContain('<b>Haddad');
    expect(email.html).toContain('<html lang="en" dir="ltr">');
  });

  it('is written right to left in Arabic, with Arabic words around the answers', () => {
    const arabicEmail = autoReplyEmail(
      { ...lead, locale: 'ar', page: '/ar/contact' },
      { subject: 'وصلتنا رسالتك يا {name}', body: 'مرحبًا {name}،' },
      arabic,
      { lang: 'ar', dir: 'rtl' },
      [],
      'https://www.techcrew.ae',
    );
    expect(arabicEmail.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabicEmail.text).toContain('ما أرسلته إلينا:');
    expect(arabicEmail.text).toContain(`Send me news: ${FSI}نعم${PDI}`);
    expect(arabicEmail).not.toHaveProperty('replyTo');
  });

  it('keeps the subject one short line whatever was typed into the name', () => {
    const pasted = {
      ...lead,
      fields: [
        { name: 'name', label: 'Full Name', value: `Line one\r\nBcc: x@y.z ${'a'.repeat(200)}` },
      ],
    };
    const { subject } = autoReplyEmail(
      pasted,
      reply,
      english,
      { lang: 'en', dir: 'ltr' },
      [],
      'https://www.techcrew.ae',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(reply.subject.length + 60);
    expect(subject.endsWith('…')).toBe(true);
  });
});

describe('what a lead queues with an automatic reply', () => {
  const settings: NotifySettings = {
    email: {
      smtpUrl: 'smtp://mail.example.ae:587',
      to: ['sales@techcrew.ae'],
      from: 'site@techcrew.ae',
    },
    publicUrl: 'https://www.techcrew.ae',
  };
  const page = {
    site: { forms: { autoReply: english } },
    locale: { code: 'en', dir: 'ltr' as const },
  };
  const visitorReply = visitorReplyOf({ autoReply: reply }, page);

  it('queues the reply to the visitor beside the email to staff', () => {
    const entries = outboxEntries(lead, undefined, settings, visitorReply);
    expect(entries.map(({ kind, target }) => [kind ?? 'notify', target])).toEqual([
      ['notify', 'sales@techcrew.ae'],
      ['auto-reply', 'layla@example.ae'],
    ]);
  });

  it('queues none for spam, for a visitor with no usable address, or without email set up', () => {
    expect(outboxEntries({ ...lead, status: 'spam' }, undefined, settings, visitorReply)).toEqual(
      [],
    );
    const noAddress = outboxEntries(
      { ...lead, email: 'layla\u202e@example.ae' },
      undefined,
      settings,
      visitorReply,
    );
    expect(noAddress.map(({ kind }) => kind ?? 'notify')).toEqual(['notify']);
    expect(outboxEntries(lead, undefined, { publicUrl: settings.publicUrl }, visitorReply)).toEqual(
      [],
    );
  });

  it('has nothing to queue for a form without autoReply', () => {
    expect(visitorReplyOf({}, page)).toBeUndefined();
  });
});
