import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { DialogForm } from '../dialog-form/DialogForm';
import { EventList, type EventListProps } from './EventList';

const schedule: EventListProps = {
  type: 'event-list',
  id: 'events',
  tone: 'light',
  heading: 'Upcoming Events',
  attendeesLabel: '{count} attending',
  events: [
    {
      date: 'Jan 25',
      title: 'Network Security Deep Dive',
      type: 'Live AMA',
      attendees: 45,
      time: '3:00 PM GST',
      action: { label: 'Join', open: 'register' },
    },
    {
      date: 'Feb 1',
      title: 'Cloud Migration Strategies',
      type: 'Workshop',
      attendees: 32,
      action: { label: 'Join', open: 'register' },
    },
  ],
};

function renderSchedule(props: EventListProps = schedule) {
  return renderWithProviders(
    <>
      <EventList {...props} />
      <DialogForm
        type="dialog-form"
        id="register"
        title="Register for an Event"
        form={{
          name: 'event-registration',
          submitLabel: 'Save My Seat',
          fields: [{ name: 'email', label: 'Email', kind: 'email', required: true, half: false }],
          toast: { title: 'Seat Saved!', text: 'Your joining link is on its way.' },
        }}
      />
    </>,
  );
}

describe('EventList', () => {
  it('lists each event with its date, format, title and who is coming', () => {
    renderSchedule();
    const list = screen.getByRole('list', { name: 'Upcoming Events' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Network Security Deep Dive',
    );
    expect(within(first!).getByText('Jan')).toBeVisible();
    expect(within(first!).getByText('25')).toBeVisible();
    expect(within(first!).getByText('Live AMA')).toBeVisible();
    expect(within(first!).getByText('45 attending')).toBeVisible();
    expect(within(first!).getByText('3:00 PM GST')).toBeVisible();
    expect(within(second!).getByText('32 attending')).toBeVisible();
    expect(within(second!).queryByText(/GST/)).toBeNull();
  });

  it("says how many are coming in the page's own words and digits", () => {
    renderWithProviders(<EventList {...schedule} attendeesLabel="المسجّلون: {count}" />, {
      path: '/ar/community',
    });
    const [first] = within(screen.getByRole('list', { name: 'Upcoming Events' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText('المسجّلون: 45')).toBeVisible();
    expect(within(first!).queryByText(/attending/)).toBeNull();
  });

  it('names each button after its event and opens the dialog it points at', async () => {
    const user = userEvent.setup();
    renderSchedule();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join: Cloud Migration Strategies' }));
    expect(await screen.findByRole('dialog', { name: 'Register for an Event' })).toBeVisible();
  });

  it('uses h2 titles when the section has no heading of its own', () => {
    renderSchedule({ ...schedule, heading: undefined });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Network Security Deep Dive',
      'Cloud Migration Strategies',
    ]);
  });
});
