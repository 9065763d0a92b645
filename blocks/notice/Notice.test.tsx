import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders } from '../../tests/render';
import type { NoticeProps } from './Notice';

const notice = (given: Partial<NoticeProps> = {}) =>
  ({
    type: 'notice',
    heading: '{receipt.title}',
    text: '{receipt.text}',
    actions: [{ label: 'Back to the home page', to: '/' }],
    ...given,
  }) as NoticeProps;

describe('Notice', () => {
  it('shows the heading as the page heading, the text and the way on, with variables filled in', () => {
    renderWithProviders(
      <PageBlock
        block={notice()}
        vars={{ 'receipt.title': 'Message Sent!', 'receipt.text': 'We reply within 24 hours.' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Message Sent!');
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('needs no text or buttons', () => {
    renderWithProviders(
      <PageBlock block={notice({ text: undefined, actions: undefined })} vars={{}} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('{receipt.title}');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
