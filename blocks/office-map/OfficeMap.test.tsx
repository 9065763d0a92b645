import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { OfficeMapProps } from './OfficeMap';

const block = {
  type: 'office-map',
  id: 'visit',
  heading: 'Visit Our Dubai Office',
  place: {
    name: '{product} Dubai HQ',
    address: 'Office 1204, Bay Square Building 3, Business Bay, Dubai, UAE',
    phone: '+971 4 123 4567',
  },
} as OfficeMapProps;

const address = 'Office 1204, Bay Square Building 3, Business Bay, Dubai, UAE';

describe('OfficeMap', () => {
  it('shows a static preview and the address, with no third-party frame', () => {
    const { container } = renderWithProviders(
      <PageBlock block={block} vars={{ product: 'TechCrew' }} />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'TechCrew Dubai HQ' }),
    ).toBeInTheDocument();
    expect(screen.getByText(address)).toBeInTheDocument();
    // The number dials, and reads "+971 …" first on an Arabic page too.
    const phone = screen.getByRole('link', { name: '+971 4 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:+97141234567');
    expect(phone).toHaveAttribute('dir', 'ltr');

    const preview = screen.getByRole('img', { name: /Illustrated street map/ });
    expect(preview).toHaveAttribute('src', '/images/office-map-dubai.svg');
    expect(preview).toHaveAttribute('width', '960');
    expect(preview).toHaveAttribute('height', '600');

    const open = screen.getByRole('link', { name: 'Open in Maps' });
    expect(open).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    );
    expect(open).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the embedded map only when asked, and moves focus to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PageBlock
        block={{ ...block, place: { ...block.place, query: 'Bay Square, Dubai' } }}
        vars={{ product: 'TechCrew' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Load interactive map' }));

    const frame = screen.getByTitle(`Map of TechCrew Dubai HQ: ${address}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Bay%20Square%2C%20Dubai&output=embed',
    );
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load interactive map' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Bay%20Square%2C%20Dubai',
    );
  });
});
