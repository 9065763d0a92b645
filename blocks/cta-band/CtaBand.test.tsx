import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tones } from '../../engine/theme/theme';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { CtaBandProps } from './CtaBand';

const band = {
  type: 'cta-band',
  id: 'office-hours',
  icon: 'schedule',
  eyebrow: 'Every week',
  heading: 'Office Hours with {product}',
  text: 'Bring a question; an engineer answers it live.',
  details: ['Thursday 3:00-5:00 PM GST', 'Free'],
  actions: [
    { label: 'Book a Slot', to: '/contact?service=office-hours' },
    { label: 'Email Us', href: 'mailto:hello@example.com', variant: 'outlined' },
  ],
} as CtaBandProps;

function renderBand(block: CtaBandProps = band) {
  renderWithProviders(<PageBlock block={block} vars={{ product: 'TechCrew' }} />);
  return screen.getByRole('heading', { level: 2 }).closest('section')!;
}

describe('CtaBand', () => {
  it('shows its heading with variables filled in, the text and each detail', () => {
    const section = renderBand();
    expect(section).toHaveAttribute('id', 'office-hours');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Office Hours with TechCrew',
    );
    expect(within(section).getByText('Every week')).toBeInTheDocument();
    expect(
      within(section).getByText('Bring a question; an engineer answers it live.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Thursday 3:00-5:00 PM GST')).toBeInTheDocument();
    expect(within(section).getByText('Free')).toBeInTheDocument();
  });

  it('leads its buttons where they say, in the order given', async () => {
    const user = userEvent.setup();
    const section = renderBand();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Book a Slot', 'Email Us']);
    expect(links[1]).toHaveAttribute('href', 'mailto:hello@example.com');
    await user.click(links[0]!);
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/contact?service=office-hours',
    );
  });

  it('sits on the dark band unless it names another tone', () => {
    expect(renderBand()).toHaveStyle({ backgroundColor: hexToRgb(tones.dark.bg) });
  });

  it('takes the tone it names and leaves out what it is not given', () => {
    const section = renderBand({
      type: 'cta-band',
      tone: 'light',
      heading: 'Ready to Get Started?',
      actions: [{ label: 'Contact Us', to: '/contact' }],
    } as CtaBandProps);
    expect(section).toHaveStyle({ backgroundColor: hexToRgb(tones.light.bg) });
    expect(within(section).queryByRole('paragraph')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
