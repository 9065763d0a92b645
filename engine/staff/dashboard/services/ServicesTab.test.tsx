import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceContentStore } from '../../../services/service-store';
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
    // Its family by the site's name for it (familyNames in _site.yaml), not by its key.
    expect(within(card).getByText('Managed IT')).toBeVisible();
    const cloud = (await screen.findByRole('heading', { name: 'Azure' })).closest('li')!;
    expect(within(cloud).getByText('Cloud')).toBeVisible();
    expect(within(card).getByText('Managed IT Services in Dubai')).toBeVisible();
    expect(within(card).getByText('Updated 18 Nov 2024')).toBeVisible();
  });

  it('filters by name, slug or category (its key or its name) as you type', async () => {
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
    await user.clear(search);
    await user.type(search, 'security');
    expect(cardTitles()).toEqual(['Firewalls']);
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
    store.entries.mockRejectedValueOnce(new Error('Could not load the services: offline'));
    const { user } = renderDashboard(store);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services could not be loaded.');
    expect(alert).toHaveTextContent('Could not load the services: offline');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Service Pages' })).toBeVisible();
  });
});

describe('Services tab on a phone', () => {
  const many = Array.from({ length: 23 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return storedService({
      slug: `service-${number}`,
      name: `Service ${number}`,
      parent: index < 12 ? 'cloud' : 'security',
      h1: `Heading of service ${number}`,
    });
  });

  const onAPhone = () => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  };
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia; put it back as it was.
    delete window.matchMedia;
  });

  it('shows compact rows ten at a time, with pages to move through', async () => {
    onAPhone();
    const { user } = renderDashboard(memoryStore(many));
    await screen.findByRole('list', { name: 'Service Pages' });
    expect(cardTitles()).toEqual(many.slice(0, 10).map((service) => service.name));
    expect(screen.getByText('Showing 23 of 23 services')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.queryByText('Heading of service 01')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(cardTitles()).toEqual(many.slice(10, 20).map((service) => service.name));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(cardTitles()).toEqual(['Service 21', 'Service 22', 'Service 23']);
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
  });

  it('offers each compact row an Edit button named for its service', async () => {
    onAPhone();
    const { user } = renderDashboard(memoryStore(many));
    await screen.findByRole('list', { name: 'Service Pages' });
    expect(screen.getAllByRole('button', { name: /^Edit Service \d\d$/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Edit Service 03' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Service 03' })).toBeVisible();
  });

  it('searches every service, from the first page of what it finds', async () => {
    onAPhone();
    const { user } = renderDashboard(memoryStore(many));
    await screen.findByRole('list', { name: 'Service Pages' });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'security');
    expect(cardTitles()).toEqual(many.slice(12, 22).map((service) => service.name));
    expect(screen.getByText('Showing 11 of 23 services')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'service-07');
    expect(cardTitles()).toEqual(['Service 07']);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
