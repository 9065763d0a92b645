import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { OfficeListProps } from './OfficeList';

const block = {
  type: 'office-list',
  id: 'offices',
  heading: 'Our Offices',
  offices: [
    {
      city: 'Dubai',
      country: 'United Arab Emirates',
      address: 'Bay Square, Business Bay',
      phone: '+971 4 123 4567',
      email: 'hello@techcrew.ae',
      primary: true,
    },
    { city: 'Mumbai', country: 'India', address: 'Lower Parel', phone: '+91 22 1234 5678' },
  ],
  upcoming: {
    heading: 'Opening Soon',
    locations: [
      { city: 'Riyadh', country: 'KSA' },
      { city: 'Nairobi', country: 'Kenya' },
    ],
  },
} as OfficeListProps;

describe('OfficeList', () => {
  it('lists each office with its details and marks only the headquarters', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    const offices = within(screen.getByRole('list', { name: 'Our Offices' })).getAllByRole(
      'listitem',
    );
    expect(offices).toHaveLength(2);

    const dubai = within(offices[0]!);
    expect(dubai.getByRole('heading', { level: 3, name: 'Dubai' })).toBeInTheDocument();
    expect(dubai.getByText('United Arab Emirates')).toBeInTheDocument();
    expect(dubai.getByText('Headquarters')).toBeInTheDocument();
    expect(dubai.getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute(
      'href',
      'tel:+97141234567',
    );
    expect(dubai.getByRole('link', { name: 'hello@techcrew.ae' })).toHaveAttribute(
      'href',
      'mailto:hello@techcrew.ae',
    );

    const mumbai = within(offices[1]!);
    expect(mumbai.getByRole('heading', { name: 'Mumbai' })).toBeInTheDocument();
    expect(mumbai.queryByText('Headquarters')).not.toBeInTheDocument();
    expect(mumbai.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Headquarters')).toHaveLength(1);
  });

  it('announces the offices opening soon', () => {
    renderWithProviders(<PageBlock block={block} vars={{}} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Opening Soon' })).toBeInTheDocument();
    const soon = within(screen.getByRole('list', { name: 'Opening Soon' })).getAllByRole(
      'listitem',
    );
    expect(soon.map((item) => item.textContent)).toEqual([
      'Riyadh, KSAComing Soon',
      'Nairobi, KenyaComing Soon',
    ]);
  });
});
