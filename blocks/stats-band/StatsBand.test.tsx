import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { StatsBandProps } from './StatsBand';

describe('StatsBand', () => {
  it('pairs each figure with its label and scrolls to its target', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    renderWithProviders(
      <>
        <PageBlock
          block={
            {
              type: 'stats-band',
              items: [
                { value: '500+', label: 'Active Members' },
                { value: '24/7', label: 'Community Support' },
              ],
              actions: [{ label: 'Join Our Slack Community', scrollTo: 'join-form' }],
            } as StatsBandProps
          }
          vars={{}}
        />
        <div
          id="join-form"
          ref={(element) => {
            if (element) element.scrollIntoView = scrollIntoView;
          }}
        />
      </>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Active Members', 'Community Support']);
    expect(values).toEqual(['500+', '24/7']);
    const button = screen.getByRole('link', { name: 'Join Our Slack Community' });
    expect(button).toHaveAttribute('href', '#join-form');
    await user.click(button);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
