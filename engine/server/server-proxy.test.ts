import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../tests/fixtures/captured-logger';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { contactAnswers } from '../../tests/fixtures/contact-answers';
import { testDatabases } from '../../tests/fixtures/test-databases';

// Behind a TLS proxy (nginx, Caddy): the browser's Origin is the public address, which the
// server only learns from PUBLIC_URL when the proxy passes its own Host; client addresses
// come from the proxies TRUST_PROXY names, and from no one else.

const contact = contactAnswers;

describe.each(testDatabases)('behind a reverse proxy, on $name', (backend) => {
  const { logger, lines } = capturedLogger();
  const site = useSiteServer(backend, {
    publicOrigin: 'https://www.techcrew.ae',
    trustProxy: ['127.0.0.1'],
    leadsPerMinute: 3,
    logger,
  });

  const post = (headers: Record<string, string>, email: string) =>
    rawRequest(site.url, {
      method: 'POST',
      path: '/api/leads?form=contact&page=%2Fcontact',
      // rawRequest sends Host: 127.0.0.1:<port>, as nginx's plain proxy_pass does.
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...contact, email }),
    });

  it('takes a form from the public address even when the proxy rewrote Host', async () => {
    const response = await post(
      {
        Origin: 'https://www.techcrew.ae',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '198.51.100.1',
      },
      'proxied@example.ae',
    );
    expect(response.status).toBe(201);
  });

  it('refuses a foreign Origin with 403 and one log line naming it, without a stack', async () => {
    const response = await post(
      { Origin: 'https://evil.example', 'X-Forwarded-For': '198.51.100.2' },
      'evil@example.ae',
    );
    expect(response.status).toBe(403);
    const line = lines.find((entry) => entry.reqId === response.headers['x-request-id']);
    expect(line).toMatchObject({
      msg: 'request refused',
      status: 403,
      path: '/api/leads',
      ip: '198.51.100.2',
      refused: expect.stringContaining(
        'Origin https://evil.example is not https://www.techcrew.ae',
      ),
    });
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });

  it('limits each client by the address the trusted proxy saw, not by what the client claims', async () => {
    // nginx's proxy_add_x_forwarded_for appends the client's address to whatever it sent.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        {
          Origin: 'https://www.techcrew.ae',
          'X-Forwarded-For': `10.9.9.${attempt}, 198.51.100.77`,
        },
        `limit${attempt}@example.ae`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('puts a request id on every log line and in the answer, a trusted proxy’s own if it sent one', async () => {
    const given = 'nginx-0123456789abcdef';
    const response = await rawRequest(site.url, {
      path: '/about',
      headers: { 'X-Request-Id': given },
    });
    expect(response.headers['x-request-id']).toBe(given);
    expect(lines.find((entry) => entry.reqId === given)).toMatchObject({
      method: 'GET',
      path: '/about',
      status: 200,
    });
  });

  it('says once when the trusted proxy does not say who the visitor is', async () => {
    for (let visit = 0; visit < 2; visit++) await rawRequest(site.url, { path: '/about' });
    const warnings = lines.filter((line) => line.level === 40).map((line) => String(line.msg));
    expect(warnings.filter((line) => line.includes('came without X-Forwarded-For'))).toEqual([
      expect.stringContaining('TRUST_PROXY trusts 127.0.0.1'),
    ]);
  });

  it('never logs a query string, which may hold an admin link token', async () => {
    await rawRequest(site.url, { path: '/admin?token=secret-token-value-0123456789' });
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});

describe.each(testDatabases)('with no proxy trusted, on $name', (backend) => {
  const { logger, lines } = capturedLogger();
  const site = useSiteServer(backend, { leadsPerMinute: 2, logger });

  it('ignores X-Forwarded-For and X-Request-Id that any client can send, and says it once', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await rawRequest(site.url, {
        method: 'POST',
        path: '/api/leads?form=contact&page=%2Fcontact',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `203.0.113.${attempt}`,
        },
        body: JSON.stringify({ ...contact, email: `direct${attempt}@example.ae` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const response = await rawRequest(site.url, {
      path: '/about',
      headers: { 'X-Request-Id': 'spoofed-request-id-0001' },
    });
    expect(response.headers['x-request-id']).not.toBe('spoofed-request-id-0001');
    // Forwarded headers with no one trusted to send them: a proxy TRUST_PROXY should name.
    const warnings = lines.filter((line) => line.level === 40).map((line) => String(line.msg));
    expect(warnings.filter((line) => line.includes('TRUST_PROXY is unset'))).toHaveLength(1);
  });
});
