import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceInput } from '../../../../tests/fixtures/service-content';
import { isoToSiteTime } from '../../../locale/site-time';
import { memoryStore, renderDashboard, storedService, toastTexts } from '../test-helpers';

// A published record with saved changes: they publish at a time staff choose in Dubai
// time, the record comes off the site at another, and either is cancelled again.
function storeWithDraft() {
  const store = memoryStore([storedService({ slug: 'cybersecurity', name: 'Cybersecurity' })]);
  store.drafts.set('cybersecurity', serviceInput({ h1: 'Security That Never Sleeps' }));
  return store;
}

const tomorrow = () => isoToSiteTime(new Date(Date.now() + 86_400_000).toISOString());

async function openSchedule(store = storeWithDraft()) {
  const rendered = renderDashboard(store);
  await rendered.user.click(await screen.findByRole('button', { name: 'Schedule Cybersecurity' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Cybersecurity' });
  return { ...rendered, store, dialog };
}

const part = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

describe('Schedule dialog', () => {
  it('schedules the saved changes for a time in Dubai, and the card says when they go live', async () => {
    const { dialog, store, user } = await openSchedule();
    const publish = part(dialog, 'Publish the saved changes');
    const when = tomorrow();
    await user.type(within(publish).getByLabelText('Date and time (Dubai)'), when);
    await user.click(within(publish).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.schedule).toHaveBeenCalledWith(
      'cybersecurity',
      'publish',
      expect.stringMatching(/Z$/),
      0,
    );
    expect(isoToSiteTime(store.schedule.mock.calls[0]![2])).toBe(when);
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.stringMatching(/^ScheduledCybersecurity is scheduled for /),
      ),
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card).getByText(/^Publishes on /)).toBeInTheDocument();
  });

  it('refuses a time left out or past, and says what to choose', async () => {
    const { dialog, store, user } = await openSchedule();
    const publish = part(dialog, 'Publish the saved changes');
    await user.click(within(publish).getByRole('button', { name: 'Schedule' }));
    expect(within(publish).getByText('Choose a date and time.')).toBeInTheDocument();
    await user.type(within(publish).getByLabelText('Date and time (Dubai)'), '2020-01-01T09:00');
    await user.click(within(publish).getByRole('button', { name: 'Schedule' }));
    expect(within(publish).getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(store.schedule).not.toHaveBeenCalled();
  });

  it('shows what is scheduled, and cancels it', async () => {
    const store = storeWithDraft();
    store.schedules.set('cybersecurity', [
      { action: 'unpublish', run_at: '2026-12-31T20:00:00Z', scheduled_by: 'Omar Haddad' },
    ]);
    const { dialog, user } = await openSchedule(store);
    const unpublish = part(dialog, 'Take off the site');
    expect(unpublish).toHaveTextContent(
      'Comes off the site on 1 Jan, 00:00, as scheduled by \u2068Omar Haddad\u2069.',
    );
    await user.click(within(unpublish).getByRole('button', { name: 'Cancel Schedule' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.cancelSchedule).toHaveBeenCalledWith('cybersecurity', 'unpublish', 0);
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Schedule CancelledThe schedule of Cybersecurity is cancelled.',
      ),
    );
  });

  it('takes a record off the site now only once confirmed, and says how to bring it back', async () => {
    const { dialog, store, user } = await openSchedule();
    const unpublish = part(dialog, 'Take off the site');
    await user.click(within(unpublish).getByRole('button', { name: 'Take Off Now' }));
    const confirm = within(unpublish).getByRole('group', { name: 'Take Off Now' });
    expect(confirm).toHaveTextContent('Take Cybersecurity off the site now?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep It on the Site' }));
    expect(within(unpublish).queryByRole('group')).not.toBeInTheDocument();
    expect(store.unpublish).not.toHaveBeenCalled();

    await user.click(within(unpublish).getByRole('button', { name: 'Take Off Now' }));
    await user.click(within(unpublish).getByRole('button', { name: 'Yes, Take It Off' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.unpublish).toHaveBeenCalledWith('cybersecurity', 0);
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Taken Off the SiteCybersecurity is off the site. Its words stay as a draft: publish them to bring it back.',
      ),
    );
    // No visitor sees it now: the card says so.
    await waitFor(() =>
      expect(within(screen.getByRole('listitem')).getByText('Draft')).toBeInTheDocument(),
    );
  });

  it('says there is nothing to publish for a record without saved changes', async () => {
    const { dialog } = await openSchedule(
      memoryStore([storedService({ slug: 'cybersecurity', name: 'Cybersecurity' })]),
    );
    expect(part(dialog, 'Publish the saved changes')).toHaveTextContent(
      'There are no saved changes to publish. Save a draft first.',
    );
    expect(
      within(part(dialog, 'Take off the site')).getByLabelText('Date and time (Dubai)'),
    ).toBeInTheDocument();
  });
});
