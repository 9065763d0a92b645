import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactLine, IsolatedFillIn, KeepRangesTogether, PhoneLink, telHref } from './bidi-runs';

describe('runs that keep their direction', () => {
  it('dials a phone number and reads it left to right, in one piece, on any page', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
    render(
      <p dir="rtl">
        اتصل بنا: <PhoneLink phone="+971 4 123 4567" />
      </p>,
    );
    const link = screen.getByRole('link', { name: '+971 4 123 4567' });
    expect(link).toHaveAttribute('href', 'tel:+97141234567');
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(link).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('isolates each fact, so a size keeps its unit inside Arabic text', () => {
    const { container } = render(
      <p dir="rtl">
        <FactLine facts={['1,842 تنزيل', '4.8 MB', null, '20 نوفمبر 2024']} />
      </p>,
    );
    expect(container).toHaveTextContent('1,842 تنزيل · 4.8 MB · 20 نوفمبر 2024');
    const runs = [...container.querySelectorAll('bdi')].map((run) => run.textContent);
    expect(runs).toEqual(['1,842 تنزيل', '4.8 MB', '20 نوفمبر 2024']);
  });

  it('fills a sentence in with isolated values, and leaves a placeholder it has no value for', () => {
    const { container } = render(
      <p dir="rtl">
        <IsolatedFillIn
          template="{person} نقله من {from} إلى {to} {unknown}"
          values={{ person: 'Omar Haddad', from: 'جديد', to: '/ar/contact' }}
        />
      </p>,
    );
    expect(container).toHaveTextContent('Omar Haddad نقله من جديد إلى /ar/contact {unknown}');
    const runs = [...container.querySelectorAll('bdi')].map((run) => run.textContent);
    expect(runs).toEqual(['Omar Haddad', 'جديد', '/ar/contact']);
  });

  it('keeps a time range on one line and the words around it free to wrap', () => {
    const { container } = render(
      <p>
        <KeepRangesTogether text="الخميس 3:00-5:00 مساءً بتوقيت الخليج" />
      </p>,
    );
    expect(container).toHaveTextContent('الخميس 3:00-5:00 مساءً بتوقيت الخليج');
    const kept = screen.getByText('3:00-5:00');
    expect(kept).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(kept.parentElement).toBe(container.querySelector('p'));
  });
});
