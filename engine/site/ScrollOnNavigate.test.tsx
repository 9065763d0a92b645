import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { ScrollOnNavigate } from './ScrollOnNavigate';

afterEach(() => vi.restoreAllMocks());

describe('where a page starts', () => {
  it('leaves the page the visitor arrived on where they had scrolled it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(<ScrollOnNavigate />, { path: '/about' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts every page the visitor goes on to at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ScrollOnNavigate />
        <Link to="/contact">Contact</Link>
      </>,
      { path: '/about' },
    );
    await act(() => user.click(screen.getByRole('link', { name: 'Contact' })));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
