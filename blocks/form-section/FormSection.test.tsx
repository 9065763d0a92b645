import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLeadApi, TEST_VISIT_META } from '../../tests/fixtures/lead-api';
import { PageBlock, renderWithProviders, testSite } from '../../tests/render';
import type { FormSectionProps } from './form-section.schema';

const leadApi = serveLeadApi();

const block = {
  type: 'form-section',
  id: 'franchise-form',
  heading: 'Apply for a {product} Franchise',
  subheading: 'No commitment at this stage.',
  form: {
    name: 'franchise',
    submitLabel: 'Submit Application',
    fields: [
      { name: 'name', label: 'Full Name', required: true },
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'message', label: 'Tell Us About Your Plans', kind: 'textarea' },
    ],
    toast: {
      title: 'Application Submitted!',
      text: 'Our franchise team will contact you within 24 hours.',
    },
  },
  aside: {
    heading: 'What Happens Next',
    details: [
      { icon: 'phone', label: 'Call us', value: '+971 4 123 4567', href: 'tel:+97141234567' },
      { icon: 'schedule', label: 'Office hours', value: 'Thursday 3:00-5:00 PM GST' },
    ],
    notes: ['A franchise manager calls you within 24 hours.'],
    actions: [{ label: 'Chat on WhatsApp', href: 'https://wa.me/97141234567' }],
  },
} as FormSectionProps;

describe('FormSection', { timeout: 20_000 }, () => {
  it('is an anchored section with the form and an aside of details and notes', () => {
    renderWithProviders(<PageBlock block={block} vars={{ product: 'TechCrew' }} />);
    const section = screen.getByRole('region', { name: 'Apply for a TechCrew Franchise' });
    expect(section).toHaveAttribute('id', 'franchise-form');
    expect(screen.getByText('No commitment at this stage.')).toBeInTheDocument();
    expect(within(section).getByRole('form', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tell Us About Your Plans' })).toHaveAttribute(
      'rows',
      '3',
    );

    const aside = screen.getByRole('complementary', { name: 'What Happens Next' });
    expect(within(aside).getByRole('heading', { level: 3 })).toHaveTextContent('What Happens Next');
    expect(within(aside).getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute(
      'href',
      'tel:+97141234567',
    );
    // The hours read as one line of text, their range never broken across lines.
    expect(within(aside).getByText('3:00-5:00').closest('dd')).toHaveTextContent(
      /^Thursday 3:00-5:00 PM GST$/,
    );
    expect(within(aside).getByText('3:00-5:00')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(
      within(within(aside).getByRole('list', { name: 'What Happens Next' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
    expect(within(aside).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/97141234567',
    );
  });

  it('blocks an incomplete submission, then stores, confirms and resets a valid one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PageBlock block={block} vars={{ product: 'TechCrew' }} />, {
      path: '/franchise',
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Application Submitted!')).not.toBeInTheDocument();
    expect(leadApi.posts).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.paste('Khalid Al Suwaidi');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('khalid@example.com');
    await user.click(screen.getByRole('textbox', { name: 'Tell Us About Your Plans' }));
    await user.paste('Two branches in Sharjah.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText('Our franchise team will contact you within 24 hours.'),
    ).toBeInTheDocument();
    expect(leadApi.posts).toEqual([
      {
        query: { form: 'franchise', page: '/franchise' },
        contentType: 'application/json',
        body: {
          name: 'Khalid Al Suwaidi',
          email: 'khalid@example.com',
          message: 'Two branches in Sharjah.',
        },
        meta: TEST_VISIT_META,
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Tell Us About Your Plans' })).toHaveValue('');
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
  });

  it('keeps every answer and says why when the server fails to store it', async () => {
    leadApi.fail();
    const user = userEvent.setup();
    renderWithProviders(<PageBlock block={block} vars={{ product: 'TechCrew' }} />, {
      path: '/franchise',
    });
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Khalid');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'khalid@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(testSite.forms.failed.server)).toBeInTheDocument();
    expect(screen.getByText(testSite.forms.failed.title)).toBeInTheDocument();
    expect(screen.queryByText('Application Submitted!')).not.toBeInTheDocument();
    expect(leadApi.posts).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Khalid');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('khalid@example.com');
  });
});
