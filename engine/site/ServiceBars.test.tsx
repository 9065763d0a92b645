import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { QuickAccessBar } from './QuickAccessBar';
import { ServiceBreadcrumb } from './ServiceBreadcrumb';

describe('ServiceBreadcrumb', () => {
  it('reads Home > Services > the service name', () => {
    renderWithProviders(<ServiceBreadcrumb slug="ip-telephony" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(trail).getByText('IP Telephony')).toHaveAttribute('aria-current', 'page');
  });

  it("names a record's page as the record writes it", () => {
    renderWithProviders(
      <ServiceBreadcrumb slug="cloud-it-solutions" recordName="Cloud IT Solutions" />,
    );
    expect(screen.getByText('Cloud IT Solutions')).toHaveAttribute('aria-current', 'page');
  });

  it('points its separators the way the page reads: mirrored on a right-to-left page', () => {
    const separatorsIn = (container: HTMLElement) =>
      [...container.querySelectorAll('.MuiBreadcrumbs-separator svg')].map(
        (icon) => getComputedStyle(icon).transform,
      );
    const ltr = renderWithProviders(<ServiceBreadcrumb slug="cybersecurity" />);
    expect(separatorsIn(ltr.container)).toEqual(['none', 'none']);
    ltr.unmount();
    const rtl = renderWithProviders(
      <div dir="rtl">
        <ServiceBreadcrumb slug="cybersecurity" />
      </div>,
    );
    expect(separatorsIn(rtl.container)).toEqual(['scaleX(-1)', 'scaleX(-1)']);
  });

  it('capitalises the words of a slug outside the catalogue', () => {
    renderWithProviders(<ServiceBreadcrumb slug="hosted-microsoft-exchange" />);
    expect(screen.getByText('Hosted Microsoft Exchange')).toBeInTheDocument();
  });
});

describe('QuickAccessBar', () => {
  it('shows the category, the position and all 14 services with the current one marked', () => {
    renderWithProviders(<QuickAccessBar slug="cybersecurity" />);
    const bar = screen.getByRole('navigation', { name: 'All services' });
    expect(bar).toHaveTextContent('Specialty · 10 of 14');
    const pills = within(bar).getAllByRole('link');
    expect(pills).toHaveLength(14);
    expect(within(bar).getByRole('link', { name: 'Cybersecurity' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Managed IT' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the core position for a core service', () => {
    renderWithProviders(<QuickAccessBar slug="managed-it" />);
    expect(screen.getByRole('navigation', { name: 'All services' })).toHaveTextContent(
      'Core · 1 of 14',
    );
  });
});
