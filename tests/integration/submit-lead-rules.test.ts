import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../engine/database/sql-database';
import { formMessages } from '../../engine/forms/form-messages';
import { HONEYPOT_FIELD } from '../../engine/forms/honeypot';
import { LEAD_SOURCE_KEYS } from '../../engine/forms/lead-source';
import { formFor, takeLead } from '../../engine/leads/intake/lead-intake';
import { refusalProblems, SUBMIT_LEAD_ERRORS } from '../../engine/leads/submit-lead-errors';
import { asSession, serviceRole } from '../fixtures/api-sessions';
import { everyKindBuild, everyKindDeclarations, everyKindSite } from '../fixtures/every-kind-forms';
import { newestLead, putLeadForms, submitLead } from '../fixtures/submit-lead';
import { openMigrated, testDatabases } from '../fixtures/test-databases';

// The site server (takeLead) and the database (public.submit_lead) take the same
// submissions the same way: each case goes to both, and both must come to one outcome, the
// same stored answers, the same spam reason, or the same refusal worded the same way.

type Answers = Record<string, unknown>;

interface Case {
  what: string;
  /** What the server makes of it: a lead, a lead kept as spam, or a refusal. */
  outcome: 'lead' | 'spam' | 'invalid' | 'unknown-form';
  answers: Answers;
  form?: string;
  page?: string;
  source?: Answers;
}

const person = {
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  consent: true,
  message: 'Two offices to connect.',
};

const cases: Case[] = [
  {
    what: 'every answer',
    outcome: 'lead',
    answers: { ...person, phone: '+971 4 000 0000', size: 'small' },
  },
  {
    what: 'answers to trim, a posted tick and CR LF line breaks',
    outcome: 'lead',
    answers: { ...person, name: '\u00a0 Layla \t', consent: 'on', message: 'one\r\ntwo\rthree ' },
  },
  {
    what: 'a select filled from the query with a slug it does not offer',
    outcome: 'invalid',
    answers: { ...person, service: 'ai-ops' },
  },
  {
    what: 'a template page',
    outcome: 'lead',
    answers: { name: 'Omar' },
    form: 'rsvp',
    page: '/events/open-day',
  },
  { what: 'a trailing slash', outcome: 'lead', answers: person, page: '/every-kind/' },
  {
    what: 'where the visit came from',
    outcome: 'lead',
    answers: person,
    source: { referrer: ' https://www.google.com/ ', landing: 'a\tb', other: 'x', utm_term: 1 },
  },
  {
    what: 'every key of where the visit came from',
    outcome: 'lead',
    answers: person,
    source: Object.fromEntries(LEAD_SOURCE_KEYS.map((key) => [key, `${key} value`])),
  },
  {
    what: 'a filled-in hidden field',
    outcome: 'spam',
    answers: { ...person, [HONEYPOT_FIELD]: 'https://spam.example' },
  },
  {
    what: 'a hidden field of spaces',
    outcome: 'lead',
    answers: { ...person, [HONEYPOT_FIELD]: '   ' },
  },
  {
    what: 'a hidden field that is not text',
    outcome: 'spam',
    answers: { ...person, [HONEYPOT_FIELD]: true },
  },
  {
    what: 'two links',
    outcome: 'lead',
    answers: { ...person, message: 'See https://gulf.example and www.gulf.ae' },
  },
  {
    what: 'three links',
    outcome: 'spam',
    answers: { ...person, message: 'http://a.example http://b.example www.c.example' },
  },
  {
    what: 'Arabic',
    outcome: 'lead',
    answers: { ...person, message: 'نحتاج إلى شبكة جديدة لمكتبين في دبي' },
  },
  {
    what: 'Cyrillic',
    outcome: 'spam',
    answers: { ...person, message: 'Дешёвые таблетки и кредиты без проверки, пишите' },
  },
  {
    what: 'Chinese',
    outcome: 'spam',
    answers: { ...person, name: 'Li', message: '我们提供最便宜的网站推广服务，请联系我们获取报价' },
  },
  {
    what: 'Greek',
    outcome: 'spam',
    answers: { ...person, message: 'Φθηνά φάρμακα χωρίς συνταγή, γράψτε μας σήμερα' },
  },
  {
    what: 'English with a few emoji',
    outcome: 'lead',
    answers: { ...person, message: 'Great team 👍👍👍🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉 thanks' },
  },
  {
    what: 'a field the form does not have',
    outcome: 'invalid',
    answers: { ...person, surname: 'Haddad' },
  },
  { what: 'a required answer missing', outcome: 'invalid', answers: { ...person, name: '   ' } },
  { what: 'a required box not ticked', outcome: 'invalid', answers: { ...person, consent: false } },
  {
    what: 'an email without a domain',
    outcome: 'invalid',
    answers: { ...person, email: 'layla@example' },
  },
  { what: 'a name too long', outcome: 'invalid', answers: { ...person, name: 'x'.repeat(301) } },
  {
    what: 'an email too long and malformed',
    outcome: 'invalid',
    answers: { ...person, email: 'x'.repeat(300) },
  },
  {
    what: 'an option the select does not have',
    outcome: 'invalid',
    answers: { ...person, size: 'huge' },
  },
  {
    what: 'a line break in a one-line field',
    outcome: 'invalid',
    answers: { ...person, phone: '050\n123' },
  },
  {
    what: 'a control character',
    outcome: 'invalid',
    answers: { ...person, message: 'bell \u0007' },
  },
  { what: 'a number for text', outcome: 'invalid', answers: { ...person, website: 42 } },
  { what: 'no answers at all', outcome: 'invalid', answers: [] as unknown as Answers },
  {
    what: 'a form of another page',
    outcome: 'unknown-form',
    answers: { name: 'Omar' },
    form: 'rsvp',
    page: '/events/launch',
  },
  { what: 'a form no page has', outcome: 'unknown-form', answers: person, form: 'quote' },
  { what: 'a page that is no path', outcome: 'unknown-form', answers: person, page: 'every-kind' },
];

const build = everyKindBuild();
const site = everyKindSite();

/** What the site server makes of a submission. */
async function byServer({ answers, form = 'every-kind', page = '/every-kind', source }: Case) {
  const body = Array.isArray(answers) ? answers : { ...answers, _source: source };
  const intake = await takeLead(build, { form, page }, body);
  if (intake.kind === 'unknown-form') return { refused: 'unknown-form' };
  if (intake.kind === 'invalid') return { refused: 'invalid', problem: intake.problems[0] };
  const { fields, source: kept = {}, spamReason = null } = intake.input;
  return { fields, source: kept, spamReason };
}

const outcomeOf = (taken: Awaited<ReturnType<typeof byServer>>) =>
  'refused' in taken ? taken.refused : taken.spamReason ? 'spam' : 'lead';

describe.each(testDatabases)('the server and public.submit_lead on $name', (backend) => {
  let db: SqlDatabase;

  /** What the database makes of it, read as the Supabase adapter reads a refusal. */
  async function byDatabase({ answers, form = 'every-kind', page = '/every-kind', source }: Case) {
    try {
      await submitLead(db, { form, page, fields: answers, source });
    } catch (error) {
      const refusal = error as { code: string; detail?: string; hint?: string };
      const known = SUBMIT_LEAD_ERRORS[refusal.code as keyof typeof SUBMIT_LEAD_ERRORS];
      if (!known) throw error;
      if (known.sameAs !== 'invalid') return { refused: known.sameAs };
      const declared = (await formFor(build, page, form))!;
      const messages = formMessages(site.forms.messages, declared.messages);
      return { refused: 'invalid', problem: refusalProblems(refusal, declared, messages)[0] };
    }
    const lead = await newestLead(db);
    return { fields: lead?.fields, source: lead?.source, spamReason: lead?.spam_reason };
  }

  beforeAll(async () => {
    db = await openMigrated(backend);
    await asSession(db, serviceRole, (tx) => putLeadForms(tx, everyKindDeclarations()));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.exec('delete from public.leads where true');
  });

  it.each(cases)('agree on $what: $outcome', async (submission) => {
    const server = await byServer(submission);
    expect(outcomeOf(server)).toBe(submission.outcome);
    expect(await byDatabase(submission)).toEqual(server);
  });
});
