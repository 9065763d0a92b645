import { appendErasure, emailHash } from './erasure-log';
import type { Erasure, LeadPrivacyStore } from './person-data';

/**
 * Erases everything stored about an address: first a line in the erasure log (so no restore
 * of an older backup brings the leads back, even if the database fails next), then the
 * leads with their notifications in one transaction.
 */
export async function erasePerson(
  privacy: LeadPrivacyStore,
  erasureLog: string,
  email: string,
  by?: string,
): Promise<Erasure> {
  await appendErasure(erasureLog, {
    email_hash: emailHash(email),
    erased_at: new Date().toISOString(),
  });
  return privacy.erasePerson(email, by);
}
