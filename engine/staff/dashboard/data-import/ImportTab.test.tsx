import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, openTab, renderDashboard, storedService, toastTexts } from '../test-helpers';

afterEach(() => vi.restoreAllMocks());

const yamlFile = (text: string, name = 'services.yaml') =>
  new File([text], name, { type: 'application/yaml' });

const multiDocument = `- slug: managed-firewall
  name: Managed Firewall
  h1: Managed Firewall Services
  pains: Old rules, No alerts
---
services:
  - slug: sd-wan
    name: SD-WAN
    h1: SD-WAN in Dubai
    colour: blue
  - name: Missing Slug
    h1: No slug here
`;

async function importPanel(store = memoryStore()) {
  const rendered = renderDashboard(store);
  const panel = await openTab(rendered.user, 'Data Import');
  const input = panel.querySelector<HTMLInputElement>('input[type="file"]')!;
  const upload = (file: File) => rendered.user.upload(input, file);
  return { ...rendered, store, panel, input, upload };
}

// Loading the seed files and the existing rows takes a moment on a busy machine.
const LOADED = { timeout: 5_000 };

describe('Data Import tab: sample data', () => {
  it('upserts every seeded service, toasts, and turns the button into "Sample Data Imported"', async () => {
    const { user, panel, store } = await importPanel();
    await user.click(within(panel).getByRole('button', { name: 'Load Sample Data' }));
    const done = await within(panel).findByRole('button', { name: 'Sample Data Imported' }, LOADED);
    expect(done).toBeDisabled();
    expect(store.upsertMany).toHaveBeenCalledTimes(1);
    const slugs = store.upsertMany.mock.calls[0]![0].map((service) => service.slug);
    expect(slugs.slice(0, 3)).toEqual(['managed-it', 'cybersecurity', 'cloud-infrastructure']);
    expect(slugs).toContain('cloud-it-solutions');
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThan(50);
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Data Seeded Successfully!Sample service data has been imported to the database.',
      ),
    );
  });

  it('asks before replacing existing services, naming how many, and keeps them on Cancel', async () => {
    const store = memoryStore([
      storedService({ slug: 'managed-it', name: 'Our own Managed IT' }),
      storedService({ slug: 'cybersecurity', name: 'Our own Security' }),
      storedService({ slug: 'not-a-sample', name: 'Ours alone' }),
    ]);
    const { user, panel } = await importPanel(store);
    await user.click(within(panel).getByRole('button', { name: 'Load Sample Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace 2 services?' }, LOADED);
    expect(dialog).toHaveTextContent(
      '2 services in the database have the slug of a sample service (managed-it, cybersecurity).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.upsertMany).not.toHaveBeenCalled();
    expect(within(panel).getByRole('button', { name: 'Load Sample Data' })).toBeEnabled();

    await user.click(within(panel).getByRole('button', { name: 'Load Sample Data' }));
    const again = await screen.findByRole('dialog', { name: 'Replace 2 services?' }, LOADED);
    await user.click(within(again).getByRole('button', { name: 'Replace and Load' }));
    await within(panel).findByRole('button', { name: 'Sample Data Imported' }, LOADED);
    expect(store.upsertMany).toHaveBeenCalledTimes(1);
  });

  it('names a single service it would replace in the singular', async () => {
    const store = memoryStore([storedService({ slug: 'cybersecurity', name: 'Ours' })]);
    const { user, panel } = await importPanel(store);
    await user.click(within(panel).getByRole('button', { name: 'Load Sample Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace 1 service?' }, LOADED);
    expect(dialog).toHaveTextContent(
      '1 service in the database has the slug of a sample service (cybersecurity).',
    );
  });

  it('toasts the failure, logs it, and leaves the button to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    store.upsertMany.mockRejectedValueOnce(new Error('Could not save the services: offline'));
    const { user, panel } = await importPanel(store);
    await user.click(within(panel).getByRole('button', { name: 'Load Sample Data' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Seeding FailedThere was an error seeding the data. Check console for details.',
      ),
    );
    expect(error).toHaveBeenCalledWith('Seeding the sample services failed.', expect.any(Error));
    expect(within(panel).getByRole('button', { name: 'Load Sample Data' })).toBeEnabled();
  });
});

describe('Data Import tab: YAML upload', () => {
  it('accepts .yaml and .yml files from a visible button', async () => {
    const { panel, input } = await importPanel();
    expect(within(panel).getByRole('button', { name: 'Upload YAML File' })).toBeVisible();
    expect(input).toHaveAttribute('accept', '.yaml,.yml');
    expect(within(panel).getByRole('status')).toHaveTextContent('No file imported yet.');
  });

  it('refuses a file that is not YAML before reading it', async () => {
    const { panel, store, input } = await importPanel();
    // Past the accept filter, as choosing "All files" in the file picker allows.
    fireEvent.change(input, { target: { files: [yamlFile('slug: a', 'services.json')] } });
    await waitFor(() =>
      expect(toastTexts()).toContain('Invalid FilePlease select a YAML file (.yaml or .yml).'),
    );
    expect(store.upsertMany).not.toHaveBeenCalled();
    expect(within(panel).getByRole('status')).toHaveTextContent('No file imported yet.');
  });

  it('shows the parser’s message when the file cannot be read as services', async () => {
    const { panel, store, upload } = await importPanel();
    await upload(yamlFile('services:\n  - slug: a\n    name: [unclosed\n'));
    const unexpectedEnd =
      'YAML formatting error. Please check your file format. Each service should be properly indented and separated. The bracket opened at line 3, column 11 is never closed.';
    await waitFor(() => expect(toastTexts()).toContain(`YAML Import Failed${unexpectedEnd}`));
    expect(within(panel).getByRole('status')).toHaveTextContent(unexpectedEnd);

    await upload(yamlFile('slug: a\nname: A\nslug: b\n'));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'YAML Import FailedMap keys must be unique at line 3, column 1',
      ),
    );
    expect(store.upsertMany).not.toHaveBeenCalled();
  });

  it('says when no document holds a service', async () => {
    const { upload } = await importPanel();
    await upload(yamlFile('- name: No slug\n'));
    await waitFor(() =>
      expect(toastTexts()).toContain('YAML Import FailedNo valid services found in the YAML file.'),
    );
  });

  it('goes from idle to importing to done, saving the valid services in one upsert', async () => {
    const store = memoryStore();
    let finish!: () => void;
    store.upsertMany.mockImplementationOnce(
      (inputs) => new Promise((resolve) => (finish = () => resolve(inputs.length))),
    );
    const { panel, upload } = await importPanel(store);
    const status = within(panel).getByRole('status');
    await upload(yamlFile(multiDocument, 'batch.yml'));
    await waitFor(() => expect(status).toHaveTextContent('Importing batch.yml…'));
    expect(within(panel).getByRole('button', { name: 'Upload YAML File' })).toBeDisabled();
    finish();

    await waitFor(() => expect(status).toHaveTextContent('Last import: batch.yml'));
    expect(status).toHaveTextContent('YAML Import Completed! Imported 2 services, 1 error.');
    await waitFor(() =>
      expect(toastTexts()).toContain('YAML Import Completed!Imported 2 services, 1 error.'),
    );
    expect(store.upsertMany).toHaveBeenCalledTimes(1);
    expect(store.upsertMany.mock.calls[0]![0]).toMatchObject([
      { slug: 'managed-firewall', parent: 'general', pains: ['Old rules', 'No alerts'] },
      { slug: 'sd-wan', solutions: [] },
    ]);
    expect(within(panel).getByRole('heading', { name: 'Skipped (1)' })).toBeVisible();
    expect(panel).toHaveTextContent(
      'Line 11 · document 2, item 2: Service is missing required field(s): slug',
    );
    expect(within(panel).getByRole('heading', { name: 'Warnings (1)' })).toBeVisible();
    expect(panel).toHaveTextContent(
      'Line 7 · document 2, item 1 · sd-wan: Unknown key "colour" ignored.',
    );
  });

  it('refreshes the service list after an import', async () => {
    const { user, upload } = await importPanel();
    await upload(yamlFile(multiDocument));
    await waitFor(() =>
      expect(toastTexts().some((text) => text.startsWith('YAML Import Completed!'))).toBe(true),
    );
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByRole('heading', { name: 'SD-WAN' })).toBeVisible();
  });

  it('reports a failed save with the store’s reason, and saves nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    store.upsertMany.mockRejectedValueOnce(
      new Error('Could not save the services: the service database could not be reached'),
    );
    const { panel, upload } = await importPanel(store);
    await upload(yamlFile(multiDocument));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'YAML Import FailedCould not save the services: the service database could not be reached',
      ),
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('YAML Import Failed');
    expect(store.rows.size).toBe(0);
    expect(error).toHaveBeenCalled();
  });
});
