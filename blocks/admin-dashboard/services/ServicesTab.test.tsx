import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceContentStore } from '../../../engine/data/service-content';
import { memoryStore, renderDashboard, storedService } from '../test-helpers';

const records = [
  storedService({
    slug: 'cloud-backup',
    name: 'Cloud Backup',
    parent: 'cloud',
    h1: 'Cloud Backup in Dubai',
  }),
  storedService({
    slug: 'firewalls',
    name: 'Firewalls',
    parent: 'security',
    h1: 'Managed Firewalls',
  }),
  storedService({ slug: 'azure', name: 'Azure', parent: 'cloud', h1: 'Microsoft Azure' }),
  storedService({
    slug: 'managed-it',
    name: 'Managed IT Services',
    parent: 'managed-services',
    h1: 'Managed IT Services in Dubai',
    updated_at: '2024-11-18T09:30:00+00:00',
  }),
];

const panel = () => screen.getByRole('tabpanel', { name: 'Services' });

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Service Pages' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Services tab', () => {
  it('says it is loading until the store has opened and listed the services', async () => {
    let open!: (store: ServiceContentStore) => void;
    const opening = new Promise<ServiceContentStore>((resolve) => (open = resolve));
    renderDashboard(memoryStore(records), { open: () => opening });
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading services...');
    expect(screen.getByRole('button', { name: 'Add New Service' })).toBeDisabled();
    open(memoryStore(records));
    expect(await screen.findByRole('list', { name: 'Service Pages' })).toBeVisible();
    expect(screen.queryByText('Loading services...')).toBeNull();
  });

  it('shows the services in the order of the store: by category, then name', async () => {
    renderDashboard(memoryStore(records));
    await screen.findByRole('list', { name: 'Service Pages' });
    expect(cardTitles()).toEqual(['Azure', 'Cloud Backup', 'Managed IT Services', 'Firewalls']);
    expect(screen.getByText('Showing 4 of 4 services')).toBeVisible();
  });

  it('shows each service’s name, page link, category, page title and last change', async () => {
    renderDashboard(memoryStore(records));
    const heading = await screen.findByRole('heading', { name: 'Managed IT Services' });
    const card = heading.closest('li')!;
    expect(within(card).getByRole('link', { name: '/services/managed-it' })).toHaveAttribute(
      'href',
      '/services/managed-it',
    );
    expect(within(card).getByText('managed-services')).toBeVisible();
    expect(within(card).getByText('Managed IT Services in Dubai')).toBeVisible();
    expect(within(card).getByText('Updated 18 Nov 2024')).toBeVisible();
  });

  it('filters by name, slug or category as you type', async () => {
    const { user } = renderDashboard(memoryStore(records));
    await screen.findByRole('list', { name: 'Service Pages' });
    const search = screen.getByRole('searchbox', { name: 'Search services' });
    await user.type(search, 'CLOUD');
    expect(cardTitles()).toEqual(['Azure', 'Cloud Backup']);
    await user.clear(search);
    await user.type(search, 'firew');
    expect(cardTitles()).toEqual(['Firewalls']);
    await user.clear(search);
    await user.type(search, 'managed-services');
    expect(cardTitles()).toEqual(['Managed IT Services']);
    expect(screen.getByText('Showing 1 of 4 services')).toBeVisible();
  });

  it('says when a search finds nothing', async () => {
    const { user } = renderDashboard(memoryStore(records));
    await screen.findByRole('list', { name: 'Service Pages' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'quantum');
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'No services found matching your search.',
    );
    expect(screen.queryByRole('list', { name: 'Service Pages' })).toBeNull();
  });

  it('says how to start when there are no services at all', async () => {
    renderDashboard(memoryStore([]));
    expect(
      await screen.findByText(
        'No services available. Import sample data or create a new service to get started.',
      ),
    ).toBeVisible();
  });

  it('shows why the list failed, and tries again on request', async () => {
    const store = memoryStore(records);
    store.list.mockRejectedValueOnce(new Error('Could not load the services: offline'));
    const { user } = renderDashboard(store);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services could not be loaded.');
    expect(alert).toHaveTextContent('Could not load the services: offline');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Service Pages' })).toBeVisible();
  });
});
