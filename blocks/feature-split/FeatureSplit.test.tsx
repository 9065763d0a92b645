import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../engine/ui/toasts';
import { browserFormPort } from '../../engine/data/form-port';
import { FormPortProvider } from '../../engine/forms/form-port';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../engine/ui/site-context';
import { testSite } from '../../tests/render';
import { theme } from '../../engine/theme/theme';
import { DialogForm } from '../dialog-form/DialogForm';
import { FeatureSplit, type FeatureSplitProps } from './FeatureSplit';

const recoveryPlan: FeatureSplitProps = {
  type: 'feature-split',
  id: 'disaster-recovery',
  tone: 'muted',
  reverse: false,
  eyebrow: 'Disaster recovery',
  heading: 'Back Online in Minutes',
  text: 'Replicas in a second region, tested every quarter.',
  bullets: ['Quarterly failover tests', 'Immutable backups'],
  figures: [
    { value: '3 min', label: 'recovery time' },
    { value: '$5,600', label: 'cost of a minute of downtime' },
  ],
  actions: [{ label: 'Watch the Demo', open: 'demo' }],
};

function renderWithDialog(props: FeatureSplitProps) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <SiteProvider site={testSite}>
          <ToastProvider>
            <FormPortProvider port={browserFormPort}>
              <FeatureSplit {...props} />
              <DialogForm
                type="dialog-form"
                id="demo"
                title="Watch the Demo"
                form={{
                  name: 'demo',
                  submitLabel: 'Send Me the Demo',
                  fields: [
                    {
                      name: 'email',
                      label: 'Email',
                      kind: 'email',
                      required: true,
                      half: false,
                    },
                  ],
                  toast: { title: 'Demo Link on Its Way!', text: 'Check your inbox.' },
                }}
              />
            </FormPortProvider>
          </ToastProvider>
        </SiteProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('FeatureSplit', () => {
  it('is a region named by its heading, with the text and key points', () => {
    renderWithDialog(recoveryPlan);
    const region = screen.getByRole('region', { name: 'Back Online in Minutes' });
    expect(
      within(region).getByText('Replicas in a second region, tested every quarter.'),
    ).toBeVisible();
    const points = within(region).getByRole('list', { name: 'Back Online in Minutes: key points' });
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quarterly failover tests', 'Immutable backups']);
  });

  it('pairs each figure with its label', () => {
    renderWithDialog(recoveryPlan);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['recovery time', 'cost of a minute of downtime']);
    expect(values).toEqual(['3 min', '$5,600']);
  });

  it('shows an image with its size set, so nothing shifts as it loads', () => {
    renderWithDialog({
      ...recoveryPlan,
      figures: undefined,
      image: { src: '/images/wifi-heatmap.svg', alt: 'Signal heat map', width: 560, height: 420 },
    });
    const image = screen.getByRole('img', { name: 'Signal heat map' });
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('opens the dialog its button names', async () => {
    renderWithDialog(recoveryPlan);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Watch the Demo' }));
    expect(await screen.findByRole('dialog', { name: 'Watch the Demo' })).toBeVisible();
  });
});
