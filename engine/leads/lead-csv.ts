import { toCsv, type CsvCell } from '../text/csv';
import { fillIn } from '../locale/format';
import type { Lead, LeadQuery, LeadStatus, LeadStore } from './lead';
import { LEAD_SOURCE_KEYS } from '../forms/lead-source';
import { answerWithConsent, formLabel, sortableReceived } from './lead-format';

/** The words a CSV file of leads is written with, all from the page document. */
export interface LeadCsvWords {
  columns: Record<
    'received' | 'form' | 'page' | 'locale' | 'status' | 'owner' | 'name' | 'email' | 'note',
    string
  >;
  statusLabels: Record<LeadStatus, string>;
  formLabels: Readonly<Record<string, string>>;
  /** Headings of where the visit came from: first page, referrer, utm_* values. */
  sourceLabels: Record<(typeof LEAD_SOURCE_KEYS)[number], string>;
  yes: string;
  no: string;
  /** After a consent box's answer: "(wording version {version})". */
  consentVersion: string;
}

/** The most rows one `list` call may ask for. */
export const CSV_PAGE_SIZE = 500;

/**
 * Leads as CSV: received (Dubai time), form, page, its language, status, name, email and note, where the
 * visit came from (first page, referrer, each utm_* value), then one column per answer
 * label in the order the labels first appear. Cells that a spreadsheet
 * would read as a formula are made safe by `toCsv`.
 */
export function leadsCsv(leads: readonly Lead[], words: LeadCsvWords): string {
  const answerLabels = [...new Set(leads.flatMap((lead) => lead.fields.map((f) => f.label)))];
  const { columns } = words;
  const header = [
    columns.received,
    columns.form,
    columns.page,
    columns.locale,
    columns.status,
    columns.owner,
    columns.name,
    columns.email,
    columns.note,
    ...LEAD_SOURCE_KEYS.map((key) => words.sourceLabels[key]),
    ...answerLabels,
  ];
  const rows = leads.map((lead): CsvCell[] => {
    const answers = new Map<string, string>();
    for (const field of lead.fields) {
      if (answers.has(field.label)) continue;
      answers.set(field.label, answerWithConsent(field, { ...words, noAnswer: '' }));
    }
    return [
      sortableReceived(lead.created_at),
      formLabel(words.formLabels, lead.form),
      lead.page,
      lead.locale,
      words.statusLabels[lead.status],
      lead.owner,
      lead.name ?? '',
      lead.email ?? '',
      lead.note,
      ...LEAD_SOURCE_KEYS.map((key) => lead.source?.[key] ?? ''),
      ...answerLabels.map((label) => answers.get(label) ?? ''),
    ];
  });
  return toCsv([header, ...rows]);
}

/** "leads-2026-11-26.csv" from the YAML's pattern and today's date. */
export function leadsFileName(pattern: string, today: string): string {
  return fillIn(pattern, { date: today });
}

/**
 * Every lead that matches the filters, newest first, a page of 500 at a time until the
 * total. A lead that arrives meanwhile pushes older ones onto the next page; it is
 * counted once.
 */
export async function collectLeads(
  store: Pick<LeadStore, 'list'>,
  filters: Pick<LeadQuery, 'form' | 'status' | 'owner'>,
): Promise<Lead[]> {
  const found = new Map<string, Lead>();
  for (let offset = 0, total = 1; offset < total; offset += CSV_PAGE_SIZE) {
    const page = await store.list({ ...filters, limit: CSV_PAGE_SIZE, offset });
    total = page.total;
    for (const lead of page.leads) if (!found.has(lead.id)) found.set(lead.id, lead);
    if (page.leads.length === 0) break;
  }
  return [...found.values()];
}
