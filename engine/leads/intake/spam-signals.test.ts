import { describe, expect, it } from 'vitest';
import { spamReason } from './spam-signals';

const fields = (message: string) => [
  { name: 'name', label: 'Full Name', value: 'Layla Haddad' },
  { name: 'message', label: 'Message', value: message },
];
const person = { trapFilled: false, elapsedMs: 45_000 };

describe('what makes a submission look sent by a machine', () => {
  it('lets a person’s message through, links and Arabic included', () => {
    expect(
      spamReason({ ...person, fields: fields('Two offices to connect, see www.gulf.ae') }),
    ).toBeNull();
    expect(
      spamReason({ ...person, fields: fields('نحتاج إلى شبكة جديدة لمكتبين في دبي') }),
    ).toBeNull();
    expect(spamReason({ trapFilled: false, elapsedMs: null, fields: fields('Hello') })).toBeNull();
  });

  it('never files a quick visitor as spam for speed alone: autofill fills a short form at once', () => {
    for (const elapsedMs of [0, 300, 1_900]) {
      expect(spamReason({ trapFilled: false, elapsedMs, fields: fields('') })).toBeNull();
      expect(
        spamReason({ trapFilled: false, elapsedMs, fields: fields('Call me back') }),
      ).toBeNull();
    }
  });

  it('names the hidden field, a reused ticket, speed with a link, many links, or another script', () => {
    expect(spamReason({ ...person, trapFilled: true, fields: fields('Hi') })).toBe(
      'The hidden field was filled in.',
    );
    expect(spamReason({ ...person, ticketReused: true, fields: fields('Hi') })).toBe(
      "The form's ticket came with an earlier submission.",
    );
    expect(spamReason({ ...person, elapsedMs: 800, fields: fields('See www.deals.example') })).toBe(
      'Sent 0.8 s after the page was shown, with a link in the answers.',
    );
    expect(
      spamReason({ ...person, fields: fields('http://a.example http://b.example www.c.example') }),
    ).toBe('3 links in the answers.');
    expect(
      spamReason({ ...person, fields: fields('Дешёвые таблетки и кредиты без проверки, пишите') }),
    ).toBe('Written mostly in a script the site does not use.');
  });
});
