import autocannon from 'autocannon';
import { setTimeout as delay } from 'node:timers/promises';
import { startHungReceiver } from '../tests/fixtures/hung-receiver';
import { header, startMailCatcher } from '../tests/fixtures/mail-catcher';
import { startWebhookReceiver } from '../tests/fixtures/webhook-receiver';
import { startBenchSite } from './bench-site';
import { CONNECTIONS, contact } from './server-load';

const LEADS_URL = (port: number) =>
  `http://127.0.0.1:${port}/api/leads?form=contact&page=%2Fcontact`;
const WEBHOOK_SECRET = 'a-bench-secret-of-some-length';
/** How long a run waits for the outbox to empty before it says it did not. */
const DRAIN_LIMIT_MS = 600_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A burst of lead posts with notifications on: an SMTP server and a webhook receiver on
 * loopback take every email and POST, so each lead stored also queues two deliveries in
 * its transaction. Prints the posts per second and p99, then the deliveries per second
 * and how long after the burst's end the last one was made. Asserts nothing.
 */
export async function runNotifiedLeadBurst(distDir: string, burstSeconds: number): Promise<void> {
  const mail = await startMailCatcher();
  const hooks = await startWebhookReceiver();
  const bench = await startBenchSite(distDir, {
    LEADS_PER_MINUTE: '100000000',
    LEAD_MIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    LEAD_EMAIL_TO: 'sales@techcrew.ae',
    LEAD_WEBHOOK_URL: hooks.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  // Staff's emails: the contact form also answers its visitor, once an hour per address.
  const staffMails = () =>
    mail.caught.filter((message) => message.to.includes('sales@techcrew.ae'));
  const delivered = () => staffMails().length + hooks.received.length;
  try {
    const result = await autocannon({
      url: LEADS_URL(bench.port),
      method: 'POST',
      body: contact,
      connections: CONNECTIONS,
      duration: burstSeconds,
      headers: { 'content-type': 'application/json' },
    });
    const ended = performance.now();
    const duringBurst = delivered();
    const stored = result['2xx'];
    console.info(
      `\nA ${burstSeconds} s burst of lead posts with email and webhook on (${CONNECTIONS} connections): ` +
        `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
        `${stored} leads stored, ${result.non2xx + result.errors + result.timeouts} errors`,
    );
    // The worker delivers in the background: wait until every lead's email and webhook came.
    // A post still on its way as the burst ended may have stored a lead autocannon did not
    // count: every lead has one of each, so both counts match once all are in.
    const drained = () =>
      staffMails().length >= stored &&
      hooks.received.length >= stored &&
      staffMails().length === hooks.received.length;
    while (!drained() && performance.now() - ended < DRAIN_LIMIT_MS) {
      await delay(100);
    }
    const drainMs = performance.now() - ended;
    const all = delivered();
    const whole = burstSeconds * 1000 + drainMs;
    console.info(
      `Outbox: ${staffMails().length} emails and ${hooks.received.length} webhooks for ${stored} leads; ` +
        `${duringBurst} delivered during the burst, the last ${seconds(drainMs)} after its end ` +
        `(${drained() ? '' : 'NOT ALL DELIVERED, '}` +
        `${(all / (whole / 1000)).toFixed(0)} deliveries/s overall, ` +
        `${((all - duringBurst) / (drainMs / 1000)).toFixed(0)}/s after the burst)`,
    );
  } finally {
    await bench.stop();
    await mail.stop();
    await hooks.stop();
  }
}

/**
 * A webhook receiver that accepts every connection and never answers, and one lead every
 * 2 s for 60 s: prints how late each lead's email arrived after the lead was stored (the
 * most and the median). The webhooks hang until their deadline, then their destination
 * is paused; the emails must not wait behind them. Asserts nothing.
 */
export async function runHungWebhook(distDir: string): Promise<void> {
  const mail = await startMailCatcher();
  const hung = await startHungReceiver();
  const bench = await startBenchSite(distDir, {
    LEAD_MIN_SECONDS: '0',
    LEADS_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    LEAD_EMAIL_TO: 'sales@techcrew.ae',
    LEAD_WEBHOOK_URL: hung.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const leads = 30;
  const stored = new Map<string, number>();
  try {
    const start = Date.now();
    for (let n = 1; n <= leads; n += 1) {
      await delay(Math.max(0, start + (n - 1) * 2_000 - Date.now()));
      const name = `Hung Receiver ${n}`;
      const response = await fetch(LEADS_URL(bench.port), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...JSON.parse(contact), name }),
      });
      if (response.status === 201) stored.set(name, Date.now());
    }
    const arrived = new Map<string, number>();
    const deadline = Date.now() + 60_000;
    while (arrived.size < stored.size && Date.now() < deadline) {
      for (const message of mail.caught) {
        const name = header(message.raw, 'Subject')?.split(': ').at(-1) ?? '';
        if (stored.has(name)) arrived.set(name, message.at);
      }
      await delay(100);
    }
    const late = [...stored].map(([name, at]) => (arrived.get(name) ?? Infinity) - at);
    late.sort((a, b) => a - b);
    const median = late[Math.floor(late.length / 2)]!;
    console.info(
      `\nA webhook receiver that never answers, one lead every 2 s for ${leads * 2} s: ` +
        `${arrived.size} of ${stored.size} emails arrived, at most ${seconds(late.at(-1)!)} ` +
        `after their lead, ${seconds(median)} at the median; the receiver was sent ` +
        `${hung.connections} connections`,
    );
  } finally {
    await bench.stop();
    await mail.stop();
    await hung.stop();
  }
}
