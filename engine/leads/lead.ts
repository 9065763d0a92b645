/** Where staff have got with a lead. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** One answer of a submitted form, with the label the visitor saw. */
export interface LeadField {
  name: string;
  label: string;
  value: string | boolean;
}

/** A form submission as it is stored: the form's name, the path it was sent from, its answers. */
export interface LeadInput {
  form: string;
  page: string;
  fields: LeadField[];
}

/** One row of `public.leads`. */
export interface Lead extends LeadInput {
  id: string;
  status: LeadStatus;
  /** Staff's own note on the lead. */
  note: string;
  /** The `name` and `email` answers, when the form has them. */
  name: string | null;
  email: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadQuery {
  form?: string | undefined;
  status?: LeadStatus | undefined;
  /** Page size, 1 to 500. */
  limit: number;
  offset: number;
}

/** One page of leads, newest first, with the number that match and the forms to filter by. */
export interface LeadPage {
  leads: Lead[];
  total: number;
  forms: { form: string; leads: number }[];
}

export type LeadChanges = Partial<Pick<Lead, 'status' | 'note'>>;

/** The staff side of leads: read them and follow them up. */
export interface LeadStore {
  list(query: LeadQuery): Promise<LeadPage>;
  /** Rejects with LeadNotFoundError when there is no lead with this id. */
  update(id: string, changes: LeadChanges): Promise<Lead>;
}

export class LeadNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`There is no lead with the id "${id}".`);
    this.name = 'LeadNotFoundError';
  }
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
