import type { LeadDelivery, NotificationSettingsView } from './lead-notifications';
import type { LeadSource } from '../forms/lead-source';
import type { DestinationHealth } from './notify/destinations';

/**
 * Where staff have got with a lead: new, contacted, qualified (worth an offer), then won or
 * lost, or closed (nothing to sell); `spam` is a lead kept apart (the hidden field filled
 * in, sent too fast, full of links), stored but never notified, until staff say otherwise.
 */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'won',
  'lost',
  'closed',
  'spam',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** One answer of a submitted form, with the label the visitor saw. */
export interface LeadField {
  name: string;
  label: string;
  value: string | boolean;
  /**
   * A consent box's record: the version of the wording the visitor saw (its label), a hash
   * the database stamps as it stores the lead (intake.stamp_consent).
   */
  consent?: { version?: string };
}

/** A form submission as it is stored: the form's name, the path it was sent from, its answers. */
export interface LeadInput {
  form: string;
  page: string;
  fields: LeadField[];
  /** The language it was sent in: the locale of its page (en, ar); the database works it out from the page when absent. */
  locale?: string;
  source?: LeadSource;
  /** Why it is kept apart as spam; absent for a real lead. */
  spamReason?: string;
}

/** One row of `public.leads`. */
export interface Lead extends Omit<LeadInput, 'source' | 'spamReason' | 'locale'> {
  id: string;
  locale: string;
  status: LeadStatus;
  /** Staff's own note on the lead. */
  note: string;
  /** The staff member following it up, by the name they sign in with; '' for nobody. */
  owner: string;
  /** The `name` and `email` answers, when the form has them. */
  name: string | null;
  email: string | null;
  source: LeadSource;
  spam_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadQuery {
  form?: string | undefined;
  status?: LeadStatus | undefined;
  /** Only the leads this person owns; '' for the leads nobody owns. */
  owner?: string | undefined;
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

export type LeadChanges = Partial<Pick<Lead, 'status' | 'note' | 'owner'>>;

/** The longest owner name the stores accept. */
export const OWNER_MAX_LENGTH = 200;

/**
 * One change to a lead's follow-up, as the database recorded it (public.lead_events): a
 * status (`from`, `to`), an owner (`from`, `to`, '' for nobody) or the note as saved.
 */
export type LeadEvent = {
  id: string;
  at: string;
  /** Who made the change; '' when nobody was named. */
  person: string;
} & (
  | { kind: 'status'; detail: { from: string; to: string } }
  | { kind: 'owner'; detail: { from: string; to: string } }
  | { kind: 'note'; detail: { text: string } }
);

/** The staff side of leads: read them and follow them up. */
export interface LeadStore {
  list(query: LeadQuery): Promise<LeadPage>;
  /** One lead, or null when there is none with this id (a link to a lead in /admin). */
  get(id: string): Promise<Lead | null>;
  /** Rejects with LeadNotFoundError when there is no lead with this id. */
  update(id: string, changes: LeadChanges): Promise<Lead>;
  /** A lead's follow-up changes, oldest first; empty for a lead never changed, or none. */
  timeline(id: string): Promise<LeadEvent[]>;
  /** Who leads can be given to: everyone who has signed in or owns a lead, by name. */
  owners(): Promise<string[]>;
  /** Deliveries, Resend and Not spam, where the store's side runs the outbox. */
  notifications?: LeadNotifications;
}

/**
 * The notifications side of leads, which only the site's own server has (it runs the
 * outbox's worker): what is configured, each lead's deliveries, Resend, and Not spam.
 */
export interface LeadNotifications {
  settings(): Promise<NotificationSettingsView>;
  /** Destinations that failed since their last success: paused, or about to be. */
  destinations(): Promise<DestinationHealth[]>;
  /** The deliveries of a lead, oldest first. */
  deliveries(leadId: string): Promise<LeadDelivery[]>;
  /** Sends a delivery again now; rejects when there is no such delivery. */
  resend(deliveryId: string): Promise<void>;
  /** Takes a lead out of spam and queues its notifications as a new lead's. */
  markNotSpam(leadId: string): Promise<Lead>;
}

export class LeadNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`There is no lead with the id "${id}".`);
    this.name = 'LeadNotFoundError';
  }
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
