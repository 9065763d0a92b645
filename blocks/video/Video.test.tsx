import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { VideoProps } from './Video';

const video = (videoId: string) =>
  ({
    type: 'video',
    heading: 'See it in action',
    videoId,
    title: 'Managed IT in 90 seconds',
  }) as VideoProps;

describe('Video', () => {
  it('loads no frame until the visitor presses play, then embeds the privacy-friendly player', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PageBlock block={video('dQw4w9WgXcQ')} vars={{}} />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Managed IT in 90 seconds' }));
    const frame = screen.getByTitle('Managed IT in 90 seconds');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('accepts a YouTube link and plays its id', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PageBlock block={video('https://youtu.be/dQw4w9WgXcQ')} vars={{}} />);
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByTitle('Managed IT in 90 seconds').getAttribute('src')).toContain(
      '/embed/dQw4w9WgXcQ?',
    );
  });

  it.each(['', '"><script>', 'javascript:alert(1)', 'short'])(
    'shows nothing for the id %j',
    (videoId) => {
      const { container } = renderWithProviders(<PageBlock block={video(videoId)} vars={{}} />);
      expect(screen.queryByRole('heading', { name: 'See it in action' })).toBeNull();
      expect(container.querySelector('iframe, button')).toBeNull();
    },
  );
});
