import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { NotFoundProps } from './NotFound';

describe('NotFound', () => {
  it('shows the code, the message and the way home, and logs the path tried', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PageBlock
        block={
          {
            type: 'not-found',
            code: '404',
            heading: 'Oops! Page not found',
            action: { label: 'Return to Home', to: '/' },
          } as NotFoundProps
        }
        vars={{}}
      />,
      { path: '/no/such/page' },
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});
