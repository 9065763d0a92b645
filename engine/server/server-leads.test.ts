import { beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '../leads/lead';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { contactAnswers } from '../../tests/fixtures/contact-answers';
import { testDatabases } from '../../tests/fixtures/test-databases';

// Every form posts to one endpoint, which checks it against the form's declaration in its
// page document before a lead is stored; a browser without JavaScript gets pages back.

const contact = contactAnswers;

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe.each(testDatabases)('form submissions on $name', (backend) => {
  // Behind a proxy the client's address comes from X-Forwarded-For: each test sends from
  // an address of its own, so only the rate limit test meets the limit.
  const site = useSiteServer(backend, {
    leadsPerMinute: 5,
    trustProxy: ['127.0.0.1'],
    // Tests send at once; how fast a person fills a form is tested in spam-signals.
    leadMinMs: 0,
  });
  let address = 0;
  beforeEach(() => {
    address += 1;
  });

  function send(
    query: string,
    body: string,
    type = 'application/json',
    headers: Record<string, string> = {},
  ) {
    return rawRequest(site.url, {
      method: 'POST',
      path: `/api/leads?${query}`,
      headers: { 'Content-Type': type, 'X-Forwarded-For': `203.0.113.${address}`, ...headers },
      body,
    });
  }

  async function leads(): Promise<Lead[]> {
    const response = await rawRequest(site.url, {
      path: '/api/admin/leads?limit=500',
      headers: site.operator,
    });
    return (JSON.parse(response.body) as { leads: Lead[] }).leads;
  }

  it('stores a valid submission as a lead with labelled answers in the form order', async () => {
    const email = 'stored@example.ae';
    const response = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify({ ...contact, email }),
    );
    expect(response.status).toBe(201);
    const lead = (await leads()).find((candidate) => candidate.email === email);
    expect(lead).toMatchObject({
      form: 'contact',
      page: '/contact',
      status: 'new',
      name: 'Aisha Rahman',
    });
    expect(lead?.fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'company',
      'location',
      'service',
      'message',
    ]);
    expect(lead?.fields).toContainEqual({
      name: 'location',
      label: 'Location',
      value: 'Abu Dhabi',
    });
  });

  it('refuses missing, malformed, unknown and overlong answers, naming each field', async () => {
    const response = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify({
        name: ' ',
        email: 'not-an-email',
        location: 'paris',
        extra: 'x',
        message: 'y'.repeat(5001),
      }),
    );
    expect(response.status).toBe(400);
    const { error } = JSON.parse(response.body) as {
      error: { problems: { field: string; message: string }[] };
    };
    expect(error.problems).toEqual([
      { field: 'name', message: 'Full Name is required' },
      { field: 'email', message: 'Enter a valid email address, like name@company.com' },
      { field: 'company', message: 'Company is required' },
      { field: 'location', message: 'Choose one of the options for location' },
      { field: 'message', message: 'How Can We Help? is too long: keep it to 5,000 characters' },
      { field: 'extra', message: 'This form has no field "extra"' },
    ]);
  });

  it('refuses NUL, lone surrogates and control characters with 400 naming the field, never 500', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['a NUL in the message', { message: 'Hello\u0000there' }, 'message'],
      ['an ESC in the name', { name: 'Aisha\u001b[31m' }, 'name'],
      ['a lone surrogate in the company', { company: 'Gulf \ud800 Freight' }, 'company'],
      ['a C1 control in the email', { email: 'a\u009b@example.ae' }, 'email'],
      ['a line break in a one-line field', { name: 'Aisha\nRahman' }, 'name'],
    ];
    // Each from an address of its own, under the limit of posts per address.
    const from = (index: number) => ({ 'X-Forwarded-For': `198.51.100.${index}` });
    for (const [index, [what, answers, field]] of cases.entries()) {
      const response = await send(
        'form=contact&page=%2Fcontact',
        JSON.stringify({ ...contact, ...answers }),
        'application/json',
        from(index),
      );
      expect(response.status, what).toBe(400);
      const { problems } = (
        JSON.parse(response.body) as { error: { problems: { field: string; message: string }[] } }
      ).error;
      expect(problems, what).toEqual([
        { field, message: expect.stringContaining('holds a character we cannot keep') },
      ]);
    }
    // The same through a browser without JavaScript: %00 arrives as a NUL.
    const posted = await send(
      'form=contact&page=%2Fcontact',
      `${form({ ...contact, message: 'x' })}%00`,
      'application/x-www-form-urlencoded',
      from(10),
    );
    expect(posted.status).toBe(400);
    expect(posted.body).toContain('How Can We Help? holds a character we cannot keep');
    // An Arabic page answers in Arabic, naming the field by its Arabic label.
    const arabic = await send(
      'form=contact&page=%2Far%2Fcontact',
      JSON.stringify({ ...contact, name: 'عائشة \ud800' }),
      'application/json',
      from(12),
    );
    expect(arabic.status).toBe(400);
    expect(JSON.parse(arabic.body).error.problems).toEqual([
      {
        field: 'name',
        message:
          'في هذا الحقل رمز لا يمكننا حفظه، مثل رمز تحكم: الاسم الكامل. اكتب القيمة مرة أخرى',
      },
    ]);
    expect(site.errors).toEqual([]);
    // Tabs and line breaks are text in a text area; a browser's CR LF is kept as one break.
    const email = 'multiline@example.ae';
    const kept = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify({ ...contact, email, message: 'Line one\r\n\tLine two' }),
      'application/json',
      from(11),
    );
    expect(kept.status).toBe(201);
    const lead = (await leads()).find((candidate) => candidate.email === email);
    expect(lead?.fields.find((field) => field.name === 'message')?.value).toBe(
      'Line one\n\tLine two',
    );
    // A bidirectional control is kept: a visitor cannot see it to take it out; staff see it
    // made visible wherever the lead is shown.
    const overridden = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify({ ...contact, email: 'override@example.ae', name: 'Invoice \u202efdp.exe' }),
      'application/json',
      from(13),
    );
    expect(overridden.status).toBe(201);
    const stored = (await leads()).find((candidate) => candidate.email === 'override@example.ae');
    expect(stored?.name).toBe('Invoice \u202efdp.exe');
  });

  it('accepts a form only on the page that declares it', async () => {
    expect((await send('form=contact&page=%2Fabout', JSON.stringify(contact))).status).toBe(404);
    expect((await send('form=nope&page=%2Fcontact', JSON.stringify(contact))).status).toBe(404);
    expect((await send('form=contact', JSON.stringify(contact))).status).toBe(404);
  });

  it('takes the service request of a record page from any service path', async () => {
    const response = await send(
      'form=service-request&page=%2Fservices%2Fquantum-widgets',
      JSON.stringify({
        name: 'Omar',
        email: 'omar.q@example.ae',
        company: 'Q',
        service: 'quantum-widgets',
      }),
    );
    expect(response.status).toBe(201);
    const lead = (await leads()).find((candidate) => candidate.email === 'omar.q@example.ae');
    expect(lead?.page).toBe('/services/quantum-widgets');
  });

  it('keeps a filled-in hidden field apart as spam, answered like a success, never lost', async () => {
    const email = 'bot@example.ae';
    const response = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify({ ...contact, email, _website: 'http://spam.example' }),
    );
    expect(response.status).toBe(201);
    expect((await leads()).some((lead) => lead.email === email)).toBe(false);
    const spam = await rawRequest(site.url, {
      path: '/api/admin/leads?status=spam&limit=500',
      headers: site.operator,
    });
    const kept = (JSON.parse(spam.body) as { leads: Lead[] }).leads.find(
      (lead) => lead.email === email,
    );
    expect(kept).toMatchObject({ status: 'spam', spam_reason: 'The hidden field was filled in.' });
  });

  it('takes a form ticket once: the same ticket sent again is kept apart as spam', async () => {
    const { ticket } = JSON.parse(
      (await rawRequest(site.url, { path: '/api/leads/ticket' })).body,
    ) as { ticket: string };
    const sendWith = (email: string) =>
      send('form=contact&page=%2Fcontact', JSON.stringify({ ...contact, email, _ticket: ticket }));
    // Refused answers do not spend the ticket: the visitor fixes them and sends again.
    expect((await sendWith('not an email')).status).toBe(400);
    expect((await sendWith('first@example.ae')).status).toBe(201);
    expect((await sendWith('again@example.ae')).status).toBe(201);
    expect((await leads()).map((lead) => lead.email)).toContain('first@example.ae');
    const spam = await rawRequest(site.url, {
      path: '/api/admin/leads?status=spam&limit=500',
      headers: site.operator,
    });
    expect(
      (JSON.parse(spam.body) as { leads: Lead[] }).leads.find(
        (lead) => lead.email === 'again@example.ae',
      ),
    ).toMatchObject({ spam_reason: "The form's ticket came with an earlier submission." });
  });

  it('takes a post from a browser without JavaScript and redirects to a receipt', async () => {
    const email = 'noscript@example.ae';
    const response = await send(
      'form=contact&page=%2Fcontact',
      form({ ...contact, email, _website: '' }),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/sent?form=contact&page=%2Fcontact');
    expect((await leads()).some((lead) => lead.email === email)).toBe(true);

    const receipt = await rawRequest(site.url, { path: String(response.headers.location) });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatch(/<h1[^>]*>Message Sent!<\/h1>/);
    expect(receipt.body).toContain('Our team will respond within 24 hours.');
    expect(receipt.body).toContain('<title>Message Sent! | TechCrew</title>');
  });

  it("shows the receipt page's own words for a form it does not know", async () => {
    const receipt = await rawRequest(site.url, { path: '/sent?form=nope&page=%2Fnowhere' });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatch(/<h1[^>]*>Thank you!<\/h1>/);
    const shown = receipt.body.replace(/<script type="application\/json".*?<\/script>/gs, '');
    expect(shown).not.toContain('{receipt.');
  });

  it('answers an invalid post without JavaScript with a page that says what to fix', async () => {
    const response = await send(
      'form=join&page=%2F',
      form({ name: 'Sam', email: '' }),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/<h1[^>]*>Not sent<\/h1>/);
    expect(response.body).toContain('Work Email is required.');
  });

  it('refuses answers from an Arabic page in Arabic only, with and without JavaScript', async () => {
    const json = await send('form=contact&page=%2Far%2Fcontact', JSON.stringify({ email: 'x' }));
    expect(json.status).toBe(400);
    const { error } = JSON.parse(json.body) as {
      error: { message: string; problems: { field: string; message: string }[] };
    };
    expect(error.message).toBe('بعض الإجابات تحتاج إلى مراجعة، لذلك لم يُرسَل شيء.');
    expect(error.problems).toContainEqual({
      field: 'name',
      message: 'هذا الحقل مطلوب: الاسم الكامل',
    });
    expect(error.problems).toContainEqual({ field: 'company', message: 'هذا الحقل مطلوب: الشركة' });
    const page = await send(
      'form=contact&page=%2Far%2Fcontact',
      form({ email: 'x' }),
      'application/x-www-form-urlencoded',
    );
    expect(page.status).toBe(400);
    expect(page.body).toMatch(/<h1[^>]*>لم يُرسَل<\/h1>/);
    expect(page.body).toContain('هذا الحقل مطلوب: الاسم الكامل.');
    // Not one word of the English refusals, in either answer.
    for (const english of ['required', 'Some answers', 'Not sent', 'Enter a valid']) {
      expect(json.body).not.toContain(english);
      expect(page.body).not.toContain(english);
    }
  });

  it('reads a ticked checkbox from a post and from JSON alike', async () => {
    await send(
      'form=join&page=%2F',
      form({ name: 'Sam', email: 'sam.tick@example.ae', joinCommunity: 'on' }),
      'application/x-www-form-urlencoded',
    );
    await send(
      'form=join&page=%2F',
      JSON.stringify({ name: 'Sam', email: 'sam.json@example.ae', joinCommunity: true }),
    );
    const stored = (await leads()).filter((lead) => lead.email?.startsWith('sam.'));
    expect(stored).toHaveLength(2);
    for (const lead of stored) {
      expect(lead.fields.find((field) => field.name === 'joinCommunity')?.value).toBe(true);
    }
  });

  it('refuses posts from other sites, oversized bodies and too many posts from one address', async () => {
    const fromElsewhere = await send(
      'form=contact&page=%2Fcontact',
      JSON.stringify(contact),
      'application/json',
      {
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://evil.example',
      },
    );
    expect(fromElsewhere.status).toBe(403);
    expect(
      (
        await send(
          'form=contact&page=%2Fcontact',
          JSON.stringify({ ...contact, message: 'x'.repeat(70_000) }),
        )
      ).status,
    ).toBe(413);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push(
        (
          await send(
            'form=contact&page=%2Fcontact',
            JSON.stringify({ ...contact, email: `r${attempt}@example.ae` }),
          )
        ).status,
      );
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const page = await send(
      'form=contact&page=%2Fcontact',
      form(contact),
      'application/x-www-form-urlencoded',
    );
    expect(page.status).toBe(429);
    expect(page.body).toContain('several messages from your connection');
  });
});
