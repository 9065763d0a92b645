import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormPort } from './form-port';

/**
 * The server's ticket for a form, asked for once the form can take answers: the time the
 * page was shown, signed, which the answers carry back so the server can tell a person from a machine
 * sending at once. A ticket is good for one submission: `renew` asks for the next after
 * one was stored. Without one (no server, no network) the form sends all the same.
 */
export function useFormTicket(ready: boolean) {
  const { handsOutTickets } = useFormPort();
  const ticket = useRef<string | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    // Only the site's own server hands out tickets; static hosting has none to ask.
    if (!ready || !handsOutTickets) return;
    let cancelled = false;
    ticket.current = undefined;
    // The visitor's time counts from when the page was shown, not from when the form woke.
    const shown = Math.round(performance.now());
    fetch(`/api/leads/ticket?shown=${shown}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { ticket?: unknown } | null) => {
        if (!cancelled && typeof body?.ticket === 'string') ticket.current = body.ticket;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ready, asked, handsOutTickets]);
  const renew = useCallback(() => setAsked((count) => count + 1), []);
  return { ticket, renew };
}
