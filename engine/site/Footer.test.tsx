import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the blurb, WhatsApp, links, locations and contacts', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('TechCrew keeps businesses');
    expect(within(footer).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/97141234567',
    );
    const services = within(footer).getByRole('navigation', { name: 'Footer services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Network Infrastructure', 'Cybersecurity', 'Physical Security', 'IP Telephony']);
    const community = within(footer).getByRole('navigation', { name: 'Footer community' });
    expect(within(community).getByRole('link', { name: 'Join the Crew' })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(within(footer).getAllByText('Coming Soon')).toHaveLength(2);
    expect(within(footer).getByText(/Riyadh \(KSA\)/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute(
      'href',
      'tel:+97141234567',
    );
    expect(within(footer).getByText(/Business Bay, Dubai/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2024 TechCrew');
  });
});
