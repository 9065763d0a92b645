import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBlock, renderWithProviders, testSite } from '../../tests/render';
import type { ProcessStepsProps } from './ProcessSteps';

const steps = {
  type: 'process-steps',
  id: 'process',
  heading: 'How We Install',
  items: [
    { title: 'Site Survey', description: 'We walk every floor.', duration: 'Week 1' },
    { title: 'Design', description: 'Routes and rack layouts.' },
    { title: 'Installation', description: 'Certified installers pull and terminate.' },
  ],
  actions: [{ label: 'Plan Your Project', open: 'plan' }],
} as ProcessStepsProps;

describe('ProcessSteps', () => {
  it('lists the steps in order, numbered, each with its heading and description', () => {
    renderWithProviders(<PageBlock block={steps} vars={{}} />);
    const list = screen.getByRole('list', { name: 'How We Install: 3 steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Site Survey', 'Design', 'Installation']);
    expect(within(items[0]!).getByText('Step 1 · Week 1')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Step 3')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Routes and rack layouts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plan Your Project' })).toBeInTheDocument();
  });

  it('makes the step titles second-level headings when the section has no heading', () => {
    renderWithProviders(
      <PageBlock block={{ ...steps, heading: undefined, actions: undefined }} vars={{}} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('list', { name: '3 steps' })).toBeInTheDocument();
  });

  it("says its labels in the site's language", () => {
    const site = {
      ...testSite,
      ui: { ...testSite.ui, step: 'الخطوة {number}', steps: 'عدد الخطوات: {count}' },
    };
    renderWithProviders(<PageBlock block={steps} vars={{}} />, { site });
    const list = screen.getByRole('list', { name: 'How We Install: عدد الخطوات: 3' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('الخطوة 1 · Week 1')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/Step/);
  });
});
