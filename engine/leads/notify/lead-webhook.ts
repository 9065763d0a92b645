import { createHmac } from 'node:crypto';
import type { Lead } from '../lead';

/**
 * The JSON body a webhook receives for a lead, as a string: made once, when the lead is
 * stored, so every retry sends the same bytes under the same signature.
 */
export function webhookBody(lead: Lead): string {
  const { id, form, page, locale, fields, created_at, source } = lead;
  return JSON.stringify({ id, form, page, locale, fields, created_at, source });
}

/** `X-Signature-256`: `sha256=` and the HMAC-SHA256 of the raw body, in hex. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
