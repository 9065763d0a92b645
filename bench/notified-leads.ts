import autocannon from 'autocannon';
import { startMailCatcher } from '../tests/fixtures/mail-catcher';
import { startWebhookReceiver } from '../tests/fixtures/webhook-receiver';
import { startBenchSite } from './bench-site';
import { CONNECTIONS, contact, SECONDS } from './server-load';

/**
 * Lead posts with notifications on: an SMTP server and a webhook receiver on loopback take
 * every email and POST, so each lead stored also queues two deliveries in its transaction.
 * Prints the posts per second and p99, then how long the outbox took to deliver them all
 * once the load ended. Asserts nothing.
 */
export async function runNotifiedLeadLoad(distDir: string): Promise<void> {
  const mail = await startMailCatcher();
  const hooks = await startWebhookReceiver();
  const bench = await startBenchSite(distDir, {
    LEADS_PER_MINUTE: '100000000',
    LEAD_MIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    LEAD_EMAIL_TO: 'sales@techcrew.ae',
    LEAD_WEBHOOK_URL: hooks.url,
    LEAD_WEBHOOK_SECRET: 'a-bench-secret-of-some-length',
  });
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${bench.port}/api/leads?form=contact&page=%2Fcontact`,
      method: 'POST',
      body: contact,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
    });
    const stored = result['2xx'];
    const ended = performance.now();
    console.info(
      `\nLead posts with email and webhook on (${CONNECTIONS} connections, ${SECONDS} s): ` +
        `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
        `${stored} stored, ${result.non2xx + result.errors + result.timeouts} errors`,
    );
    // The worker delivers in the background: wait until every lead's email and webhook came.
    const deadline = ended + 600_000;
    while (
      (mail.caught.length < stored || hooks.received.length < stored) &&
      performance.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drained = (performance.now() - ended) / 1000;
    console.info(
      `Outbox: ${mail.caught.length} emails and ${hooks.received.length} webhooks delivered ` +
        `${drained.toFixed(1)} s after the load ended ` +
        `(${((mail.caught.length + hooks.received.length) / (SECONDS + drained)).toFixed(0)} deliveries/s overall)`,
    );
  } finally {
    await bench.stop();
    await mail.stop();
    await hooks.stop();
  }
}
