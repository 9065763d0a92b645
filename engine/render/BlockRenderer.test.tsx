import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockDocument } from '../pages/page-types';
import { renderWithProviders } from '../../tests/render';
import { BlockRenderer } from './BlockRenderer';

describe('BlockRenderer', () => {
  it('fills {variables} in any text of the block', () => {
    renderWithProviders(
      <BlockRenderer
        block={{ type: 'hero', title: 'Welcome to {product}' } as BlockDocument}
        vars={{ product: 'TechCrew' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to TechCrew');
  });

  it('shows a notice in place of a block that throws, and keeps the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      type: 'card-grid',
      heading: 'Broken',
      items: null,
    } as unknown as BlockDocument;
    renderWithProviders(
      <>
        <BlockRenderer block={broken} vars={{}} />
        <BlockRenderer block={{ type: 'hero', title: 'Still here' } as BlockDocument} vars={{}} />
      </>,
    );
    expect(
      screen.getByText(
        'This section could not be shown. Please reload the page or try again later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('refuses a type that is not registered without blanking the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <BlockRenderer block={{ type: 'toString' } as unknown as BlockDocument} vars={{}} />,
    );
    expect(screen.getByText(/could not be shown/)).toBeInTheDocument();
  });
});
