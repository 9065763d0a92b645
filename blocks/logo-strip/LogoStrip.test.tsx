import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../engine/render/BlockRenderer';
import { renderWithProviders } from '../../tests/render';
import type { LogoStripProps } from './LogoStrip';

const vendors = ['Cisco', 'Juniper Networks', 'Fortinet'];

describe('LogoStrip', () => {
  it('shows each name once in a list named by the heading', () => {
    renderWithProviders(
      <BlockRenderer
        block={
          { type: 'logo-strip', heading: 'Vendors We Deploy', items: vendors } as LogoStripProps
        }
        vars={{}}
      />,
    );
    const list = screen.getByRole('list', { name: 'Vendors We Deploy' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CCisco', 'JJuniper Networks', 'FFortinet']);
    expect(screen.queryByRole('button', { name: /scrolling/ })).not.toBeInTheDocument();
  });

  it('sets short codes such as standards as chips without monograms', () => {
    renderWithProviders(
      <BlockRenderer
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
      <BlockRenderer
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
    expect(screen.getAllByText('Fortinet', { ignore: '[aria-hidden] *' })).toHaveLength(1);
    expect(screen.getAllByText('Fortinet')).toHaveLength(2);
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
});
