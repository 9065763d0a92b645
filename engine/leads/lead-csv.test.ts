import { describe, expect, it, vi } from 'vitest';
import type { Lead, LeadPage, LeadStore } from './lead';
import { collectLeads, leadsCsv, leadsFileName, type LeadCsvWords } from './lead-csv';

const words: LeadCsvWords = {
  columns: {
    received: 'Received (Dubai)',
    form: 'Form',
    page: 'Page',
    locale: 'Language',
    status: 'Status',
    owner: 'Owner',
    name: 'Name',
    email: 'Email',
    note: 'Note',
  },
  statusLabels: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    won: 'Won',
    lost: 'Lost',
    closed: 'Closed',
    spam: 'Spam',
  },
  formLabels: { contact: 'Contact page' },
  sourceLabels: {
    landing: 'First page',
    referrer: 'Came from',
    utm_source: 'Source',
    utm_medium: 'Medium',
    utm_campaign: 'Campaign',
    utm_term: 'Term',
    utm_content: 'Content',
  },
  yes: 'Yes',
  no: 'No',
  consentVersion: '(wording version {version})',
};

function lead(overrides: Partial<Lead>): Lead {
  return {
    id: 'id',
    form: 'contact',
    page: '/contact',
    locale: 'en',
    fields: [],
    status: 'new',
    note: '',
    owner: '',
    source: {},
    spam_reason: null,
    name: null,
    email: null,
    created_at: '2026-11-26T06:30:00.000Z',
    updated_at: '2026-11-26T06:30:00.000Z',
    ...overrides,
  };
}

const contact = lead({
  id: 'a',
  name: 'Aisha Rahman',
  email: 'aisha@example.ae',
  note: 'Called, "site visit" Monday',
  status: 'qualified',
  owner: 'Sara Khan',
  source: {
    landing: '/?utm_source=newsletter&utm_campaign=nov',
    referrer: 'https://mail.example.com/',
    utm_source: 'newsletter',
    utm_campaign: 'nov',
  },
  created_at: '2026-11-26T20:05:00.000Z',
  fields: [
    { name: 'name', label: 'Full Name', value: 'Aisha Rahman' },
    { name: 'email', label: 'Email', value: 'aisha@example.ae' },
    { name: 'message', label: 'Message', value: 'Wi-Fi drops,\nevery afternoon' },
  ],
});
const join = lead({
  id: 'b',
  form: 'join',
  page: '/community',
  name: 'Omar',
  fields: [
    { name: 'name', label: 'Full Name', value: 'Omar' },
    { name: 'role', label: 'Role', value: '=HYPERLINK("http://evil.example","Click")' },
    { name: 'slack', label: 'Invite me to Slack', value: true },
    { name: 'news', label: 'Newsletter', value: false },
  ],
});

describe('leadsCsv', () => {
  it('starts with a byte-order mark and the fixed columns, where the visit came from, then each answer label once, in order of first appearance', () => {
    const csv = leadsCsv([contact, join], words);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      'Received (Dubai),Form,Page,Language,Status,Owner,Name,Email,Note,Came from,First page,Source,Medium,Campaign,Term,Content,Full Name,Email,Message,Role,Invite me to Slack,Newsletter',
    );
  });

  it('writes one row per lead: time in Dubai, readable form and status, owner, answers in their columns', () => {
    const csv = leadsCsv([contact, join], words);
    expect(csv).toBe(
      '\uFEFF' +
        [
          'Received (Dubai),Form,Page,Language,Status,Owner,Name,Email,Note,Came from,First page,Source,Medium,Campaign,Term,Content,Full Name,Email,Message,Role,Invite me to Slack,Newsletter',
          '2026-11-27 00:05,Contact page,/contact,en,Qualified,Sara Khan,Aisha Rahman,aisha@example.ae,"Called, ""site visit"" Monday",https://mail.example.com/,/?utm_source=newsletter&utm_campaign=nov,newsletter,,nov,,,Aisha Rahman,aisha@example.ae,"Wi-Fi drops,\nevery afternoon",,,',
          `2026-11-26 10:30,join,/community,en,New,,Omar,,,,,,,,,,Omar,,,"'=HYPERLINK(""http://evil.example"",""Click"")",Yes,No`,
          '',
        ].join('\r\n'),
    );
  });

  it('heads a consent box with the exact wording shown, and says which version the visitor answered', () => {
    const wording = 'Keep my answers to reply to me, as the privacy page says';
    const agreed = lead({
      fields: [
        { name: 'consent', label: wording, value: true, consent: { version: '3f2a9c1b0e4d' } },
      ],
    });
    const declined = lead({
      fields: [
        { name: 'consent', label: wording, value: false, consent: { version: '3f2a9c1b0e4d' } },
      ],
    });
    const [header, first, second] = leadsCsv([agreed, declined], words).split('\r\n');
    expect(header!.endsWith(`,"${wording}"`)).toBe(true);
    expect(first!.endsWith(',Yes (wording version 3f2a9c1b0e4d)')).toBe(true);
    expect(second!.endsWith(',No (wording version 3f2a9c1b0e4d)')).toBe(true);
  });

  it('makes a formula-looking answer, name or note safe for spreadsheets', () => {
    const csv = leadsCsv(
      [
        lead({
          name: '@SUM(A1)',
          note: '+cmd|calc',
          fields: [{ name: 'x', label: 'X', value: '-2+3' }],
        }),
      ],
      words,
    );
    const row = csv.split('\r\n')[1]!;
    expect(row).toBe(
      "2026-11-26 10:30,Contact page,/contact,en,New,,'@SUM(A1),,'+cmd|calc,,,,,,,,'-2+3",
    );
  });

  it('shows a bidirectional override in a name, an answer or a source as its code, never raw', () => {
    const csv = leadsCsv(
      [
        lead({
          name: 'Invoice \u202efdp.exe',
          source: { utm_campaign: '\u2067حملة\u2069' },
          fields: [{ name: 'x', label: 'X', value: '\u202e=HYPERLINK("x")' }],
        }),
      ],
      words,
    );
    expect(csv).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const row = csv.split('\r\n')[1]!;
    expect(row).toBe(
      '2026-11-26 10:30,Contact page,/contact,en,New,,Invoice ⟨U+202E⟩fdp.exe,,,,,,,⟨U+2067⟩حملة⟨U+2069⟩,,,' +
        '"⟨U+202E⟩=HYPERLINK(""x"")"',
    );
  });

  it('is the header alone when there are no leads', () => {
    expect(leadsCsv([], words)).toBe(
      '\uFEFFReceived (Dubai),Form,Page,Language,Status,Owner,Name,Email,Note,Came from,First page,Source,Medium,Campaign,Term,Content\r\n',
    );
  });
});

describe('leadsFileName', () => {
  it('fills in the date', () => {
    expect(leadsFileName('leads-{date}.csv', '2026-11-26')).toBe('leads-2026-11-26.csv');
  });
});

describe('collectLeads', () => {
  const many = Array.from({ length: 1001 }, (_, index) => lead({ id: `lead-${index}` }));

  function pagedStore(
    rows: Lead[],
    total = rows.length,
  ): Pick<LeadStore, 'list'> & { list: ReturnType<typeof vi.fn> } {
    return {
      list: vi.fn(async ({ limit, offset }): Promise<LeadPage> => ({
        leads: rows.slice(offset, offset + limit),
        total,
        forms: [],
      })),
    };
  }

  it('asks for 500 at a time until it has the total, with the filters', async () => {
    const store = pagedStore(many);
    const leads = await collectLeads(store, { form: 'contact', status: 'new' });
    expect(leads.map((found) => found.id)).toEqual(many.map((row) => row.id));
    expect(store.list.mock.calls.map(([query]) => query)).toEqual([
      { form: 'contact', status: 'new', limit: 500, offset: 0 },
      { form: 'contact', status: 'new', limit: 500, offset: 500 },
      { form: 'contact', status: 'new', limit: 500, offset: 1000 },
    ]);
  });

  it('counts a lead once when a new one pushes it onto the next page', async () => {
    const rows = many.slice(0, 600);
    const store = pagedStore(rows);
    store.list.mockImplementationOnce(async () => ({
      leads: rows.slice(0, 500),
      total: 600,
      forms: [],
    }));
    // Meanwhile a lead arrived: the second page starts one row earlier.
    store.list.mockImplementationOnce(async () => ({
      leads: rows.slice(499, 600),
      total: 601,
      forms: [],
    }));
    const leads = await collectLeads(store, {});
    expect(leads).toHaveLength(600);
  });

  it('stops when a page comes back empty, even short of the total', async () => {
    const store = pagedStore(many.slice(0, 3), 5000);
    expect(await collectLeads(store, {})).toHaveLength(3);
    expect(store.list).toHaveBeenCalledTimes(2);
  });
});
