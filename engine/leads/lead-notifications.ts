/** The two ways the site tells someone of a new lead. */
export type NotificationChannel = 'email' | 'webhook';

/**
 * What a delivery is for: telling staff of a lead (`notify`), the email a form's
 * `autoReply` sends the visitor (`auto-reply`), at most one an hour to one address for one
 * form, or telling a staff member a lead is now theirs (`assigned`).
 */
export type DeliveryKind = 'notify' | 'auto-reply' | 'assigned';

/** One notification of a lead as staff see it: where it goes and how its sending stands. */
export interface LeadDelivery {
  id: string;
  lead_id: string;
  /** An email to `target` (addresses, comma separated), or a webhook POSTed to `target`. */
  channel: NotificationChannel;
  /**
   * `notify` tells staff; `auto-reply` is the form's email to the visitor (`target`);
   * `assigned` tells the lead's new owner (`target`).
   */
  kind: DeliveryKind;
  target: string;
  /** `pending` is waiting for its first try or its next one; `failed` has given up. */
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** Where the server sends new leads: each channel when configured, never its secrets. */
export interface NotificationSettingsView {
  email: { to: string[] } | null;
  /** The webhook's origin only. */
  webhook: { url: string } | null;
}

/** How a delivery stands, in the words the dashboard picks from. */
export type DeliveryState = 'sent' | 'waiting' | 'retrying' | 'failed';

export function deliveryState(delivery: LeadDelivery): DeliveryState {
  if (delivery.status === 'sent') return 'sent';
  if (delivery.status === 'failed') return 'failed';
  // Resend clears the last error: a delivery sent again waits for its next try afresh.
  return delivery.last_error === null ? 'waiting' : 'retrying';
}
