import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../leads/lead';
import {
  deliveryRecord,
  leadRecord,
  memoryLeadStore,
  memoryStore,
  openTab,
  renderDashboard,
  toastTexts,
} from '../test-helpers';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const aisha = leadRecord({
  id: 'aisha',
  name: 'Aisha Rahman',
  source: {
    landing: '/?utm_source=newsletter&utm_campaign=nov',
    referrer: 'https://mail.example.com/',
    utm_source: 'newsletter',
    utm_campaign: 'nov',
  },
});
const bot = leadRecord({
  id: 'bot',
  name: 'Cheap Pills',
  email: 'pills@spam.example',
  status: 'spam',
  spam_reason: 'The hidden field was filled in.',
  created_at: '2026-11-26T07:00:00.000Z',
});

const emailSent = deliveryRecord({ id: 'mail', lead_id: 'aisha' });
const webhookRetrying = deliveryRecord({
  id: 'hook',
  lead_id: 'aisha',
  channel: 'webhook',
  target: 'https://crm.example.com/leads',
  status: 'pending',
  attempts: 2,
  sent_at: null,
  last_error: 'HTTP 500 Internal Server Error',
  next_attempt_at: '2026-11-26T06:32:40.000Z',
});
const replySent = deliveryRecord({
  id: 'reply',
  lead_id: 'aisha',
  kind: 'auto-reply',
  target: 'aisha@example.ae',
});
const toOwner = deliveryRecord({
  id: 'owner',
  lead_id: 'aisha',
  kind: 'assigned',
  target: 'sara@techcrew.ae',
  status: 'pending',
  sent_at: null,
});
const webhookFailed = deliveryRecord({
  id: 'old-hook',
  lead_id: 'aisha',
  channel: 'webhook',
  target: 'https://old-crm.example.com/',
  status: 'failed',
  attempts: 18,
  sent_at: null,
  last_error: 'getaddrinfo ENOTFOUND old-crm.example.com',
});

async function openLeads(
  leads: Lead[],
  withNotifications: Parameters<typeof memoryLeadStore>[1] = {},
) {
  const leadStore = memoryLeadStore(leads, withNotifications);
  const rendered = renderDashboard(memoryStore(), { openLeads: async () => leadStore });
  const panel = await openTab(rendered.user, 'Leads');
  return { ...rendered, leadStore, panel };
}

async function openDialog(user: Awaited<ReturnType<typeof openLeads>>['user'], who: string) {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Open the lead from ${who},`) }),
  );
  return screen.findByRole('dialog', { name: `Lead from ${who}` });
}

const section = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe("A lead's notifications in the dashboard", () => {
  it('lists each delivery, the reply to the visitor and the email to its owner too: sent when, retrying with the error and the next try, given up and why', async () => {
    const { user } = await openLeads([aisha], {
      deliveries: [emailSent, replySent, toOwner, webhookRetrying, webhookFailed],
    });
    const dialog = await openDialog(user, 'Aisha Rahman');
    const notifications = section(dialog, 'Notifications');
    const items = await within(notifications).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Email to sales@techcrew.aeSent 26 Nov 2026, 10:31Resend',
      'Automatic reply to aisha@example.aeSent 26 Nov 2026, 10:31Resend',
      'Email to the new owner, sara@techcrew.aeWaiting to be sentResend',
      'Webhook to https://crm.example.com/leadsTry 2 failed (HTTP 500 Internal Server Error). Next try 26 Nov 2026, 10:32.Resend',
      'Webhook to https://old-crm.example.com/Gave up after 18 tries (getaddrinfo ENOTFOUND old-crm.example.com).Resend',
    ]);
  });

  it('sends a delivery again on Resend and shows it waiting', async () => {
    const { user, leadStore } = await openLeads([aisha], { deliveries: [webhookFailed] });
    const dialog = await openDialog(user, 'Aisha Rahman');
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Resend the Webhook to https://old-crm.example.com/',
      }),
    );
    expect(leadStore.notifications!.resend).toHaveBeenCalledWith('old-hook');
    expect(await within(dialog).findByText('Waiting to be sent')).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Sending Again The Webhook to https://old-crm.example.com/ goes out again in a moment.',
    );
    expect(within(dialog).getByRole('button', { name: /^Resend the Webhook/ })).toBeDisabled();
  });

  it('shows the email to its new owner as soon as the lead is given to them', async () => {
    const { user, leadStore } = await openLeads([aisha], { deliveries: [emailSent] });
    const dialog = await openDialog(user, 'Aisha Rahman');
    const notifications = section(dialog, 'Notifications');
    expect(await within(notifications).findAllByRole('listitem')).toHaveLength(1);
    // The database queues it as the owner changes.
    leadStore.notifications!.rows.push(toOwner);
    await user.type(within(dialog).getByRole('combobox', { name: 'Owner' }), 'Sara Khan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      await screen.findByRole('button', { name: /^Open the lead from Aisha Rahman,/ }),
    );
    expect(
      await within(section(screen.getByRole('dialog'), 'Notifications')).findByText(
        'Email to the new owner, sara@techcrew.ae',
      ),
    ).toBeVisible();
  });

  it('says when nobody was notified of a lead', async () => {
    const { user } = await openLeads([aisha]);
    const dialog = await openDialog(user, 'Aisha Rahman');
    expect(
      await within(section(dialog, 'Notifications')).findByText(/Nobody was notified of this lead/),
    ).toBeVisible();
  });

  it('shows where the visit came from: the other site, the first page and the campaign', async () => {
    const { user } = await openLeads([aisha, leadRecord({ id: 'direct', name: 'Omar' })]);
    const where = section(await openDialog(user, 'Aisha Rahman'), 'Where it came from');
    const terms = within(where)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(where)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Came from': 'https://mail.example.com/',
      'First page of the visit': '/?utm_source=newsletter&utm_campaign=nov',
      'Campaign source': 'newsletter',
      Campaign: 'nov',
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const direct = section(await openDialog(user, 'Omar'), 'Where it came from');
    expect(direct).toHaveTextContent(/came straight to the site/);
  });
});

describe('Spam in the dashboard', () => {
  it('keeps spam out of the list and its counts, and shows it under the Spam filter', async () => {
    const { user } = await openLeads([aisha, bot]);
    expect(
      await screen.findByRole('button', { name: /^Open the lead from Aisha Rahman,/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Open the lead from Cheap Pills,/ })).toBeNull();
    expect(screen.getByRole('option', { name: 'All forms (1)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Spam');
    expect(
      await screen.findByRole('button', { name: /^Open the lead from Cheap Pills,/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Open the lead from Aisha Rahman,/ })).toBeNull();
  });

  it('says why a lead is spam, and Not spam makes it a new lead whose notifications go out', async () => {
    const { user, leadStore } = await openLeads([aisha, bot]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Spam');
    const dialog = await openDialog(user, 'Cheap Pills');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Kept apart as spam\s*The hidden field was filled in\. It is stored but nobody was notified\.Not spam$/,
    );
    expect(within(dialog).queryByRole('region', { name: 'Notifications' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Not spam' }));
    expect(leadStore.notifications!.markNotSpam).toHaveBeenCalledWith('bot');
    const notifications = await within(dialog).findByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Waiting to be sent')).toBeVisible();
    expect(within(dialog).queryByText('Kept apart as spam')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Moved to LeadsThe lead from Cheap Pills is a new lead now; its notifications are on their way.',
      ),
    );
  });
});

describe('Notifications not configured', () => {
  it('tells staff that new leads notify nobody, and how to change it', async () => {
    const { panel } = await openLeads([aisha], { settings: { email: null, webhook: null } });
    const note = await within(panel).findByRole('note');
    expect(note).toHaveTextContent('Notifications are off');
    expect(note).toHaveTextContent(/SMTP_URL and LEAD_EMAIL_TO/);
  });

  it('says nothing when email or a webhook is set up', async () => {
    const { panel, leadStore } = await openLeads([aisha]);
    await waitFor(() => expect(leadStore.notifications!.settings).toHaveBeenCalled());
    await screen.findByRole('button', { name: /^Open the lead from Aisha Rahman,/ });
    expect(within(panel).queryByRole('note')).toBeNull();
  });
});

describe('A paused destination', () => {
  const pausedHook = {
    channel: 'webhook' as const,
    destination: 'https://crm.example.com/leads',
    failures: 4,
    last_error: 'No answer within 10 s.',
    last_failed_at: '2026-11-26T06:31:10.000Z',
    paused_since: '2026-11-26T06:31:10.000Z',
    paused_until: '2099-11-26T06:41:10.000Z',
    waiting: 12,
  };

  it('shows which receiver, since and until when, its last error, what waits and what happens next', async () => {
    const { panel } = await openLeads([aisha], { destinations: [pausedHook] });
    const paused = await within(panel).findByRole('status', {
      name: 'Webhooks to https://crm.example.com/leads: paused',
    });
    expect(paused).toHaveTextContent(
      /Paused since 26 Nov 2026, 10:31 after 4 failed tries in a row/,
    );
    expect(paused).toHaveTextContent('(last error: No answer within 10 s.)');
    expect(paused).toHaveTextContent(/Nothing is sent there until 10:41:10;/);
    expect(paused).toHaveTextContent('its 12 waiting notifications keep their place');
    expect(paused).toHaveTextContent(/if not, the pause doubles/);
  });

  it('says the next try decides once the pause is over, and shows the mail server as one destination', async () => {
    const { panel } = await openLeads([aisha], {
      destinations: [
        {
          ...pausedHook,
          channel: 'email',
          destination: 'smtp://mail.techcrew.ae:587',
          paused_until: '2026-11-26T06:41:10.000Z',
        },
      ],
    });
    const resuming = await within(panel).findByRole('status', {
      name: 'Emails through the mail server smtp://mail.techcrew.ae:587: trying again',
    });
    expect(resuming).toHaveTextContent(/The pause ended at 10:41:10, and the next try decides/);
  });

  it("says in a lead's dialog that its notification waits for the pause to end, and lets Resend end it", async () => {
    const waitingHook = deliveryRecord({
      id: 'waiting-hook',
      lead_id: 'aisha',
      channel: 'webhook',
      target: 'https://crm.example.com/leads',
      status: 'pending',
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    const { user, leadStore } = await openLeads([aisha], {
      deliveries: [emailSent, waitingHook],
      destinations: [pausedHook],
    });
    const dialog = await openDialog(user, 'Aisha Rahman');
    const notifications = section(dialog, 'Notifications');
    expect(
      await within(notifications).findByText(
        'Waiting: where it goes is paused until 10:41:10 after failing again and again. It keeps its place and goes once the pause ends.',
      ),
    ).toBeInTheDocument();
    const resend = within(notifications).getByRole('button', {
      name: 'Resend the Webhook to https://crm.example.com/leads',
    });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() =>
      expect(leadStore.notifications!.resend).toHaveBeenCalledWith('waiting-hook'),
    );
  });

  it('shows nothing for a destination that failed but is not paused', async () => {
    const { panel, leadStore } = await openLeads([aisha], {
      destinations: [{ ...pausedHook, failures: 1, paused_since: null, paused_until: null }],
    });
    await waitFor(() => expect(leadStore.notifications!.destinations).toHaveBeenCalled());
    await screen.findByRole('button', { name: /^Open the lead from Aisha Rahman,/ });
    expect(within(panel).queryByText(/paused/)).toBeNull();
  });
});

describe('A link to one lead', () => {
  it('opens the dashboard on that lead, and forgets the link once the dialog closes', async () => {
    window.history.replaceState(null, '', '/admin?lead=aisha');
    const leadStore = memoryLeadStore([aisha], {});
    const { user } = renderDashboard(memoryStore(), { openLeads: async () => leadStore });
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Aisha Rahman' });
    expect(leadStore.get).toHaveBeenCalledWith('aisha');
    // The open dialog hides the rest of the page from the accessibility tree.
    expect(screen.getByRole('tab', { name: 'Leads', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(window.location.search).toBe('');
  });

  it('says so when the lead is gone', async () => {
    window.history.replaceState(null, '', '/admin?lead=deleted');
    renderDashboard(memoryStore(), { openLeads: async () => memoryLeadStore([aisha]) });
    await waitFor(() =>
      expect(toastTexts()).toContain('Lead Not FoundThat link is to a lead that no longer exists.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
