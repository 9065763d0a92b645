import type { Lead, LeadEvent, LeadStore } from '../lead';
import type { DeliveryKind } from '../lead-notifications';

/** A notification of a lead as a person's data shows it: where it went, what, and each try. */
export interface PersonNotification {
  /** A staff notification, or the form's reply to the person. */
  kind: DeliveryKind;
  channel: 'email' | 'webhook';
  target: string;
  status: 'pending' | 'sent' | 'failed';
  /** What was sent, as it was sent. */
  payload: unknown;
  created_at: string;
  sent_at: string | null;
  attempts: { at: string; succeeded: boolean; outcome: string }[];
}

/**
 * Everything the site stores about one email address: its leads, newest first, each with
 * its notifications and its follow-up timeline (staff notes included).
 */
export type PersonData = (Lead & {
  notifications: PersonNotification[];
  timeline: Omit<LeadEvent, 'id'>[];
})[];

/** What an erasure removed, and the hash of the address it keeps instead. */
export interface Erasure {
  leads: number;
  notifications: number;
  attempts: number;
  email_hash: string;
}

/** How many leads a purge removed (or, for a dry run, would remove). */
export interface PurgeCounts {
  leads: number;
  spam: number;
}

/** When a purge cuts: leads received before `leadsBefore`, spam before `spamBefore`. */
export interface PurgeCut {
  leadsBefore: Date;
  spamBefore: Date;
}

/** A person's data, its erasure, and the retention purge (public.person_data and others). */
export interface LeadPrivacyStore {
  personData(email: string): Promise<PersonData>;
  /** Deletes every lead of the address with its notifications, in one transaction. */
  erasePerson(email: string, by?: string): Promise<Erasure>;
  /** Deletes the leads the cut leaves out, or only counts them when `dryRun`. */
  purge(cut: PurgeCut, options?: { dryRun?: boolean; by?: string }): Promise<PurgeCounts>;
}

/** Whether a text looks like one email address (something@something.something). */
export const looksLikeEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;

/** Everything stored about an email address, for the person, and its erasure, as staff ask. */
export interface PersonRights {
  data(email: string): Promise<PersonData>;
  /** Deletes every lead of the address with its notifications, in one transaction. */
  erase(email: string): Promise<Erasure>;
}

/** The leads' store of a dashboard, with a person's rights where its database has them. */
export type LeadStoreWithRights = LeadStore & { person?: PersonRights };
