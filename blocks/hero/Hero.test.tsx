import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi, TEST_VISIT_META } from '../../tests/fixtures/lead-api';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { HeroProps } from './Hero';
import { heroPictureSizes } from './hero-layout';
import { resolvePictures } from '../../engine/media/resolve-pictures';

const leadApi = serveLeadApi();

const joinHero = {
  type: 'hero',
  title: 'Join the Crew of',
  typedWords: ['IT Innovators', 'Cyber Warriors'],
  subtitle: 'Over 100 professionals.',
  form: {
    id: 'join-form',
    title: 'Join the Crew',
    form: {
      name: 'join',
      submitLabel: 'Join the Crew',
      fields: [
        { name: 'name', label: 'Full Name', required: true },
        { name: 'email', label: 'Work Email', kind: 'email', required: true },
        { name: 'joinCommunity', label: 'Add me to {product} community', kind: 'checkbox' },
      ],
      toast: {
        title: 'Welcome to {product}!',
        text: "We'll send you your community invite shortly.",
      },
    },
  },
} as HeroProps;

describe('Hero', () => {
  it('renders the headline as the h1, with every rotating word for screen readers', () => {
    renderWithProviders(<PageBlock block={joinHero} vars={{ product: 'TechCrew' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Join the Crew of IT Innovators, Cyber Warriors',
    );
    expect(screen.getByLabelText('Add me to TechCrew community')).toBeInTheDocument();
  });

  it('blocks the join form until the required fields are filled, then stores it and confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PageBlock block={joinHero} vars={{ product: 'TechCrew' }} />, {
      path: '/community',
    });
    await user.click(screen.getByRole('button', { name: 'Join the Crew' }));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Work Email is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Aisha Khan');
    await user.type(screen.getByRole('textbox', { name: 'Work Email' }), 'aisha@example');
    await user.click(screen.getByRole('button', { name: 'Join the Crew' }));
    expect(
      screen.getByText('Enter a valid email address, like name@company.com'),
    ).toBeInTheDocument();
    expect(leadApi.posts).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Work Email' }), '.ae');
    await user.click(screen.getByRole('checkbox', { name: 'Add me to TechCrew community' }));
    await user.click(screen.getByRole('button', { name: 'Join the Crew' }));
    expect(await screen.findByText('Welcome to TechCrew!')).toBeInTheDocument();
    expect(screen.getByText("We'll send you your community invite shortly.")).toBeInTheDocument();
    expect(leadApi.posts).toEqual([
      {
        query: { form: 'join', page: '/community' },
        contentType: 'application/json',
        body: { name: 'Aisha Khan', email: 'aisha@example.ae', joinCommunity: true },
        meta: TEST_VISIT_META,
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: 'Add me to TechCrew community' }),
    ).not.toBeChecked();
  });

  it('shows an illustration whole and lets a photo fill its frame, each with its size set', () => {
    const hero = (src: string) =>
      ({
        type: 'hero',
        title: 'Cloud IT Solutions',
        image: { src, alt: 'Cloud services', width: 640, height: 480 },
      }) as HeroProps;
    const { unmount } = renderWithProviders(
      <PageBlock block={hero('/images/core-services/cloud.svg')} vars={{}} />,
    );
    const illustration = screen.getByRole('img', { name: 'Cloud services' });
    expect(illustration).toHaveAttribute('width', '640');
    expect(illustration).toHaveAttribute('height', '480');
    expect(illustration).toHaveStyle({ objectFit: 'contain' });
    unmount();
    renderWithProviders(
      <PageBlock block={hero('https://cdn.example.com/office.webp?v=2')} vars={{}} />,
    );
    expect(screen.getByRole('img', { name: 'Cloud services' })).toHaveStyle({ objectFit: 'cover' });
  });

  it('shows a media photo as AVIF and WebP sources over JPEG, sized for its column', () => {
    const resolved = resolvePictures(
      { type: 'hero', title: 'About', image: { src: 'media/office.jpg', alt: 'Our office' } },
      { 'media/office.jpg': { width: 3000, height: 2000, hash: 'h1', widths: [360, 720] } },
    ) as HeroProps;
    const { container } = renderWithProviders(<PageBlock block={resolved} vars={{}} />);
    const photo = screen.getByRole('img', { name: 'Our office' });
    expect(photo).toHaveAttribute('src', '/media/office-h1-720.jpg');
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/office-h1-360.jpg 360w, /media/office-h1-720.jpg 720w',
    );
    expect(photo).toHaveAttribute('sizes', heroPictureSizes);
    expect(photo).toHaveAttribute('width', '3000');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/media/office-h1-360.avif 360w, /media/office-h1-720.avif 720w',
    );
    expect(sources[0]).toHaveAttribute('sizes', heroPictureSizes);
  });

  it("shows a staff upload a record names as AVIF and WebP sources at the upload's own size", () => {
    const { container } = renderWithProviders(
      <PageBlock
        block={
          {
            type: 'hero',
            title: 'Cloud IT Solutions',
            image: {
              src: '/uploads/0123456789abcdef-800x600.jpg',
              alt: 'Our rack',
              width: 640,
              height: 480,
            },
          } as HeroProps
        }
        vars={{}}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Our rack' });
    expect(photo).toHaveAttribute('src', '/uploads/0123456789abcdef-800.jpg');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '600');
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/uploads/0123456789abcdef-360.avif 360w, /uploads/0123456789abcdef-540.avif 540w, /uploads/0123456789abcdef-720.avif 720w, /uploads/0123456789abcdef-800.avif 800w',
    );
  });

  it('keeps a decorative picture from screen readers and its subject in view when cropped', () => {
    const { container } = renderWithProviders(
      <PageBlock
        block={
          {
            type: 'hero',
            title: 'About',
            image: {
              src: '/images/a.jpg',
              decorative: true,
              focus: { x: 0.25, y: 0 },
              width: 4,
              height: 3,
            },
          } as HeroProps
        }
        vars={{}}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveStyle({ objectPosition: '25% 0%' });
  });
});
