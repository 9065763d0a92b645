/** Where notifications of leads go, from the server's settings; either may be absent. */
export interface NotifySettings {
  email?: {
    /** SMTP_URL: `smtps://user:pass@mail.example.com:465` or `smtp://…:587` (STARTTLS). */
    smtpUrl: string;
    /** LEAD_EMAIL_TO: who gets every lead whose form names no recipients of its own. */
    to: string[];
    /** LEAD_EMAIL_FROM: the sender, by default the SMTP user at its host. */
    from: string;
  };
  webhook?: {
    /** LEAD_WEBHOOK_URL: where every lead is POSTed as JSON. */
    url: string;
    /** LEAD_WEBHOOK_SECRET: signs each body (X-Signature-256). */
    secret: string;
  };
  /** The address visitors use, for the link to a lead in /admin. */
  publicUrl: string;
}

/** What staff are told of the notifications: configured or not, never their secrets. */
export function notifyStatus(settings: NotifySettings) {
  return {
    email: settings.email ? { to: settings.email.to } : null,
    webhook: settings.webhook ? { url: new URL(settings.webhook.url).origin } : null,
  };
}
