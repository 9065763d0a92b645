import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from './config';

/** Where the warnings go: the server's log. */
export type Warn = (message: string) => void;

const UNTRUSTED_PROXY =
  'Requests arrive through a proxy (they carry X-Forwarded-For or X-Forwarded-Proto: https), ' +
  'but TRUST_PROXY is unset, so the server believes none of it: it takes every visitor for ' +
  'the proxy (one form limit for all of them) and, behind TLS, sends the staff session ' +
  'cookie without Secure and no HSTS. Set TRUST_PROXY to the proxy, e.g. ' +
  'TRUST_PROXY=127.0.0.1 for one on this machine (deploy/README.md).';

const proxyWithoutForwardedFor = (address: string) =>
  `TRUST_PROXY trusts ${address}, but a request from it came without X-Forwarded-For. If a ` +
  'proxy is in front, it does not say who the visitor is, and a header a visitor sends ' +
  'passes through it unchecked: anyone could pick the address the form limit counts. Make ' +
  'the proxy set it (nginx: proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;), ' +
  'as deploy/nginx does.';

/** Whether the nearest peer is one TRUST_PROXY trusts. */
function trustsPeer(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Says out loud, once, either of the two ways a proxy and TRUST_PROXY can disagree, seen in the
 * requests themselves: forwarded headers that no one is trusted to send, and a trusted
 * proxy that does not say who the visitor is. The health check and the operator's own
 * calls (sitectl) come straight to the server, not through the proxy: they say nothing.
 */
export function proxyWarnings(trustProxy: TrustProxy, warn: Warn) {
  const trusted = trustsPeer(trustProxy);
  // A setting is wrong once for all requests: saying it once is enough.
  let warned = false;
  const once = (message: string) => {
    if (warned) return;
    warned = true;
    warn(message);
  };
  return (request: FastifyRequest) => {
    if (warned) return;
    const { headers } = request;
    if (request.url === '/healthz' || headers.authorization) return;
    const peer = request.socket.remoteAddress ?? '';
    if (trustProxy === false) {
      if (headers['x-forwarded-for'] !== undefined || headers['x-forwarded-proto'] === 'https') {
        once(UNTRUSTED_PROXY);
      }
    } else if (trusted(peer) && headers['x-forwarded-for'] === undefined) {
      once(proxyWithoutForwardedFor(peer));
    }
  };
}
