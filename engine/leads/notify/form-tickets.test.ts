import { describe, expect, it } from 'vitest';
import { formTickets, LONGEST_SHOWN_MS } from './form-tickets';

describe('form tickets', () => {
  it('say how long ago they were issued, once', () => {
    let time = 1_800_000_000_000;
    const tickets = formTickets(() => time);
    const ticket = tickets.issue();
    time += 5_000;
    expect(tickets.take(ticket)).toEqual({ elapsedMs: 5_000, reused: false });
    expect(tickets.take(ticket)).toEqual({ elapsedMs: 5_000, reused: true });
  });

  it('count from when the page was shown, as the browser says, up to half an hour back', () => {
    let time = 1_800_000_000_000;
    const tickets = formTickets(() => time);
    // A visitor read the page for 20 s before the form woke; 1.9 s later the form was sent.
    const read = tickets.issue(20_000);
    const idle = tickets.issue(5 * 60 * 60 * 1000);
    const nonsense = tickets.issue(Number.NaN);
    time += 1_900;
    expect(tickets.take(read).elapsedMs).toBe(21_900);
    expect(tickets.take(idle).elapsedMs).toBe(LONGEST_SHOWN_MS + 1_900);
    expect(tickets.take(nonsense).elapsedMs).toBe(1_900);
  });

  it('may be sent again when the submission that took one was not stored', () => {
    const tickets = formTickets();
    const ticket = tickets.issue();
    tickets.giveBack(ticket, tickets.take(ticket));
    expect(tickets.take(ticket).reused).toBe(false);
    // Giving back a reused ticket does not make it new.
    tickets.giveBack(ticket, tickets.take(ticket));
    expect(tickets.take(ticket).reused).toBe(true);
  });

  it('say nothing when forged, from another server, or older than a day', () => {
    let time = 1_800_000_000_000;
    const tickets = formTickets(() => time);
    const [stamp] = tickets.issue().split('.');
    expect(tickets.take(`${stamp}.forged`)).toEqual({ elapsedMs: null, reused: false });
    expect(tickets.take(formTickets().issue())).toEqual({ elapsedMs: null, reused: false });
    expect(tickets.take(undefined)).toEqual({ elapsedMs: null, reused: false });
    const old = tickets.issue();
    time += 24 * 60 * 60 * 1000;
    expect(tickets.take(old)).toEqual({ elapsedMs: null, reused: false });
  });
});
