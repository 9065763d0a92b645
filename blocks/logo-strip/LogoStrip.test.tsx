import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { LogoStripProps } from './LogoStrip';

const vendors = ['Cisco', 'Juniper Networks', 'Fortinet'];

describe('LogoStrip', () => {
  it('shows each brand once as its logo image in a list named by the heading', () => {
    renderWithProviders(
      <PageBlock
        block={
          { type: 'logo-strip', heading: 'Vendors We Deploy', items: vendors } as LogoStripProps
        }
        vars={{}}
      />,
    );
    const list = screen.getByRole('list', { name: 'Vendors We Deploy' });
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(vendors);
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/logos/cisco.svg',
      '/logos/juniper-networks.svg',
      '/logos/fortinet.svg',
    ]);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '240');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo).toHaveAttribute('loading', 'lazy');
    }
    // No monogram letters beside the logos.
    expect(list).toHaveTextContent(/^$/);
    expect(screen.queryByRole('button', { name: /scrolling/ })).not.toBeInTheDocument();
  });

  it('sets short codes such as standards as chips without monograms', () => {
    renderWithProviders(
      <PageBlock
        block={
          {
            type: 'logo-strip',
            label: 'Standards',
            look: 'chips',
            items: ['TIA/EIA-568', 'ISO/IEC 11801'],
          } as LogoStripProps
        }
        vars={{}}
      />,
    );
    const names = within(screen.getByRole('list', { name: 'Standards' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['TIA/EIA-568', 'ISO/IEC 11801']);
  });

  it('loops a hidden second copy and lets visitors pause the motion', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PageBlock
        block={
          {
            type: 'logo-strip',
            heading: 'Technology partners we work with',
            items: vendors,
            loop: true,
          } as LogoStripProps
        }
        vars={{}}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Fortinet' })).toHaveLength(1);
    expect(screen.getAllByAltText('Fortinet')).toHaveLength(2);
    const track = screen.getByTestId('logo-strip-track');
    expect(track).toHaveStyle({ animationPlayState: 'running' });

    const pause = screen.getByRole('button', { name: 'Pause scrolling' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play scrolling' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
  });

  it('sets a brand whose logo file fails to load as a wordmark in the same place', () => {
    renderWithProviders(
      <PageBlock
        block={
          { type: 'logo-strip', heading: 'Partners', items: ['Newco Systems'] } as LogoStripProps
        }
        vars={{}}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Newco Systems' }));
    const wordmark = screen.getByRole('img', { name: 'Newco Systems' });
    expect(wordmark.tagName).not.toBe('IMG');
    expect(wordmark).toHaveTextContent('Newco Systems');
  });
});
