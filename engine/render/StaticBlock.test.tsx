import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { isInteractiveBlock } from './block-registry';
import { captureStaticBlocks, StaticBlockHtml } from './StaticBlock';

const html = `<section id="offer"><h2>Our offer</h2>
  <a href="/services/cloud">Cloud services</a>
  <a href="#offer">Back to the offer</a>
  <a href="https://example.com/" target="_blank">Partner site</a>
  <button type="button" aria-haspopup="dialog" commandfor="quote" command="show-modal">Get a quote</button>
</section>`;

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('static blocks', () => {
  it('are the blocks with nothing interactive', () => {
    expect(isInteractiveBlock({ type: 'card-grid' })).toBe(false);
    expect(isInteractiveBlock({ type: 'stats-band' })).toBe(false);
    expect(isInteractiveBlock({ type: 'dialog-form' })).toBe(true);
  });

  it('include a hero with a picture, but not one with a form', () => {
    const withPicture = { type: 'hero', image: { src: 'media/photos/office.jpg', alt: 'Office' } };
    const withForm = { type: 'hero', form: { id: 'quote', form: 'contact' } };
    expect(isInteractiveBlock(withPicture)).toBe(false);
    expect(isInteractiveBlock(withForm)).toBe(true);
  });

  it('are read back from the prerendered page by their index', () => {
    const root = document.createElement('div');
    root.innerHTML = `<div data-static-block="0"><p>First</p></div><main><div data-static-block="3"><p>Fourth</p></div></main>`;
    expect(captureStaticBlocks(root)).toEqual({ 0: '<p>First</p>', 3: '<p>Fourth</p>' });
  });

  it('keep their HTML, and their links and buttons still work', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(
      <>
        <StaticBlockHtml index={2} html={html} />
        <dialog id="quote" aria-label="Quote" />
      </>,
      { path: '/start' },
    );
    expect(screen.getByRole('heading', { name: 'Our offer' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(screen.getByRole('dialog', { name: 'Quote' })).toHaveAttribute('open');

    fireEvent.click(screen.getByRole('link', { name: 'Back to the offer' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(location()).toHaveTextContent('/start');

    // A new tab, another site and modified clicks are left to the browser.
    const partner = screen.getByRole('link', { name: 'Partner site' });
    expect(fireEvent.click(partner)).toBe(true);
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'Cloud services' }), { ctrlKey: true }),
    ).toBe(true);
    expect(location()).toHaveTextContent('/start');

    expect(fireEvent.click(screen.getByRole('link', { name: 'Cloud services' }))).toBe(false);
    expect(location()).toHaveTextContent('/services/cloud');
  });
});
