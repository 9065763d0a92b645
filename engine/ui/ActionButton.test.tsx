import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { ActionButton } from './ActionButton';

describe('ActionButton', () => {
  it('navigates inside the site with `to`', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ActionButton action={{ label: 'Contact', to: '/contact?service=cloud' }} />,
    );
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/contact?service=cloud',
    );
  });

  it('opens external addresses in a new tab with `href`', () => {
    renderWithProviders(
      <ActionButton action={{ label: 'WhatsApp', href: 'https://wa.me/97141234567' }} />,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('downloads the file the build made of `download`, and shows nothing for one it did not', () => {
    renderWithProviders(
      <>
        <ActionButton
          action={{ label: 'Get the Guide', download: '/media/guide-0123456789.pdf' }}
        />
        <ActionButton action={{ label: 'Not Built', download: 'media/guides/new.md' }} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Get the Guide' });
    expect(link).toHaveAttribute('href', '/media/guide-0123456789.pdf');
    expect(link).toHaveAttribute('download', '');
    expect(screen.queryByText('Not Built')).toBeNull();
  });

  it('keeps mailto and tel links in the same tab', () => {
    renderWithProviders(<ActionButton action={{ label: 'Call', href: 'tel:+97141234567' }} />);
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('target');
  });

  it('scrolls smoothly to an element with `scrollTo`, falling back to the anchor', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    renderWithProviders(
      <>
        <ActionButton action={{ label: 'Apply', scrollTo: 'apply' }} />
        <section
          id="apply"
          ref={(element) => {
            if (element) element.scrollIntoView = scrollIntoView;
          }}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '#apply');
    await user.click(screen.getByRole('link', { name: 'Apply' }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('opens a dialog of the page with `open`, by an invoker command', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ActionButton action={{ label: 'Book', open: 'booking' }} />
        <dialog id="booking" aria-label="Booking" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('commandfor', 'booking');
    expect(button).toHaveAttribute('command', 'show-modal');
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Booking' })).toHaveAttribute('open');
  });
});
