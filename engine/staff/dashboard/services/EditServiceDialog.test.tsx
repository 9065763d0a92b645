import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceNotFoundError, type ServiceContent } from '../../../services/service-content';
import { englishAndArabic } from '../../../../tests/fixtures/locales';
import {
  memoryStore,
  renderDashboard,
  storedService,
  textFieldsOf,
  toastTexts,
} from '../test-helpers';

const arabic = {
  name: 'الحوسبة السحابية',
  h1: 'حلول الحوسبة السحابية في دبي',
  hero: 'خوادم آمنة في الإمارات.',
  pains: ['تكاليف مرتفعة', 'نسخ احتياطي بطيء'],
  solutions: [],
};

const cloud = storedService({
  slug: 'cloud-it',
  name: 'Cloud IT',
  parent: 'cloud',
  h1: 'Cloud IT Solutions',
  hero: 'Servers you never have to visit.',
  meta_title: null,
  pains: ['Backups, slow and manual', 'High costs'],
  video_id: 'dQw4w9WgXcQ',
  translations: { ar: arabic },
});

const firewalls = storedService({ slug: 'firewalls', name: 'Firewalls', parent: 'security' });

async function openEdit(name: string, store = memoryStore([cloud, firewalls])) {
  const rendered = renderDashboard(store);
  await rendered.user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
  const field = textFieldsOf(dialog);
  const retype = async (label: string, text: string) => {
    await rendered.user.clear(field(label));
    if (text) {
      await rendered.user.click(field(label));
      await rendered.user.paste(text);
    }
  };
  const save = () =>
    rendered.user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
  return { ...rendered, store, dialog, field, retype, save };
}

/** The Arabic fields, by their labels in pages/admin.yaml. */
const arabicLabels = [
  'Name in Arabic',
  'Heading in Arabic (H1)',
  'Text under the heading, in Arabic',
  'Opening paragraph in Arabic',
  'Search result title in Arabic',
  'Search result text in Arabic',
  'Button words in Arabic',
  'Challenges in Arabic',
  'Solutions in Arabic',
  'Picture described in Arabic',
];

describe('Edit service dialog', () => {
  it("is filled in with the record's English and Arabic, the slug shown but fixed", async () => {
    const { user, field } = await openEdit('Cloud IT');
    expect(field('Service Name')).toHaveValue('Cloud IT');
    expect(field('Page Title (H1)')).toHaveValue('Cloud IT Solutions');
    expect(field('Category')).toHaveValue('cloud');
    expect(field('Hero Text')).toHaveValue('Servers you never have to visit.');
    expect(field('Current Challenges')).toHaveValue('Backups, slow and manual, High costs');
    expect(field('Meta Title')).toHaveValue('');
    expect(field('YouTube Video')).toHaveValue('dQw4w9WgXcQ');
    expect(field('Name in Arabic')).toHaveValue(arabic.name);
    expect(field('Heading in Arabic (H1)')).toHaveValue(arabic.h1);
    expect(field('Challenges in Arabic')).toHaveValue('تكاليف مرتفعة, نسخ احتياطي بطيء');
    expect(field('Solutions in Arabic')).toHaveValue('');

    const slug = field('URL Slug');
    expect(slug).toHaveValue('cloud-it');
    expect(slug).toHaveAttribute('readonly');
    expect(slug).toHaveAccessibleDescription("The page's address; it stays as it is.");
    await user.type(slug, '-moved');
    expect(slug).toHaveValue('cloud-it');
  });

  it('has an empty Arabic part for a record in English only', async () => {
    const { field } = await openEdit('Firewalls');
    expect(field('Service Name')).toHaveValue('Firewalls');
    for (const label of arabicLabels) expect(field(label)).toHaveValue('');
  });

  it('refuses what Add New Service refuses, with the same messages, and saves nothing', async () => {
    const { dialog, field, retype, save, store } = await openEdit('Cloud IT');
    await retype('Service Name', '');
    await retype('Image URL', 'javascript:alert(1)');
    await retype('Name in Arabic', '');
    await save();
    expect(await within(dialog).findByText('Service Name is required')).toBeVisible();
    expect(field('Image URL')).toHaveAccessibleDescription(/https:\/\/ address or a path/);
    expect(field('Name in Arabic')).toHaveAccessibleDescription(
      'Give the name in Arabic too, or leave every Arabic field empty.',
    );
    await waitFor(() => expect(field('Service Name')).toHaveFocus());
    expect(store.saveDraft).not.toHaveBeenCalled();
  });

  it('saves the English and the Arabic together as a draft, which Publish puts live', async () => {
    const { dialog, retype, save, store, user } = await openEdit('Cloud IT');
    await retype('Service Name', 'Cloud Hosting');
    await retype('Our Solutions', 'Managed backup, Private cloud');
    await retype('Heading in Arabic (H1)', 'استضافة سحابية في دبي');
    await retype('Solutions in Arabic', 'نسخ احتياطي مُدار');
    await save();

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.saveDraft).toHaveBeenCalledTimes(1);
    expect(store.saveDraft).toHaveBeenCalledWith(
      {
        slug: 'cloud-it',
        parent: 'cloud',
        name: 'Cloud Hosting',
        // Fields left as they were keep what was stored: no meta title is made up, and a
        // challenge with a comma in it stays one item.
        meta_title: null,
        meta_description: cloud.meta_description,
        h1: 'Cloud IT Solutions',
        hero: 'Servers you never have to visit.',
        intro: cloud.intro,
        pains: ['Backups, slow and manual', 'High costs'],
        solutions: ['Managed backup', 'Private cloud'],
        cta_label: cloud.cta_label,
        video_id: 'dQw4w9WgXcQ',
        image_alt: cloud.image_alt,
        image_url: cloud.image_url,
        brands: cloud.brands,
        translations: {
          ar: { ...arabic, h1: 'استضافة سحابية في دبي', solutions: ['نسخ احتياطي مُدار'] },
        },
      },
      0,
    );
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Draft SavedCloud Hosting is saved. Visitors see the changes at /services/cloud-it once you publish them.',
      ),
    );
    // Listed as saved, while visitors still get the published record.
    const card = (await screen.findByRole('heading', { name: 'Cloud Hosting' })).closest('li')!;
    expect(within(card).getByText('Changes not published')).toBeVisible();
    // The name is isolated, to read in its own direction on an Arabic page.
    expect(card).toHaveTextContent('Saved by \u2068Sara Khan\u2069 on');
    expect(store.rows.get('cloud-it')?.name).toBe('Cloud IT');

    await user.click(within(card).getByRole('button', { name: 'Publish Cloud Hosting' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('PublishedCloud Hosting is live at /services/cloud-it.'),
    );
    expect(store.publish).toHaveBeenCalledWith('cloud-it', 1);
    expect(store.rows.get('cloud-it')?.translations?.ar?.h1).toBe('استضافة سحابية في دبي');
    await waitFor(() => expect(within(card).getByText('Published')).toBeVisible());
    expect(within(card).queryByRole('button', { name: /^Publish/ })).toBeNull();
  });

  it('refuses to save over a change someone made after it opened, naming them, and keeps the typing', async () => {
    const { dialog, field, retype, save, store } = await openEdit('Cloud IT');
    store.edits.set('cloud-it', {
      revision: 4,
      by: 'Omar Haddad',
      at: '2026-11-29T08:15:00.000Z',
    });
    await retype('Service Name', 'Cloud Hosting');
    await save();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Someone Else Changed This Service \u2068Omar Haddad\u2069 changed Cloud IT at /,
    );
    expect(alert).toHaveTextContent('Nothing was saved');
    expect(field('Service Name')).toHaveValue('Cloud Hosting');
    expect(store.drafts.has('cloud-it')).toBe(false);
  });

  it('adds an Arabic translation to a record in English only', async () => {
    const { dialog, retype, save, store } = await openEdit('Firewalls');
    await retype('Name in Arabic', 'جدران الحماية');
    await save();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.saveDraft.mock.calls[0]?.[0].translations).toEqual({
      ar: { name: 'جدران الحماية', h1: 'جدران الحماية' },
    });
  });

  it('leaves the record English only when every Arabic field is emptied, keeping other languages', async () => {
    const withFrench: ServiceContent = {
      ...cloud,
      translations: { ...cloud.translations, fr: { name: 'Cloud IT', h1: 'Le cloud' } },
    };
    const { dialog, retype, save, store } = await openEdit('Cloud IT', memoryStore([withFrench]));
    for (const label of arabicLabels) await retype(label, '');
    await save();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.saveDraft.mock.calls[0]?.[0].translations).toEqual({
      fr: { name: 'Cloud IT', h1: 'Le cloud' },
    });
    expect(store.drafts.get('cloud-it')?.translations).not.toHaveProperty('ar');
  });

  it('never stores half a translation: emptying only the Arabic name is refused', async () => {
    const { dialog, field, retype, save, store } = await openEdit('Cloud IT');
    await retype('Name in Arabic', '');
    await retype('Heading in Arabic (H1)', '');
    await save();
    expect(field('Name in Arabic')).toHaveAccessibleDescription(
      'Give the name in Arabic too, or leave every Arabic field empty.',
    );
    expect(dialog).toBeInTheDocument();
    expect(store.saveDraft).not.toHaveBeenCalled();
  });

  it('says so in the dialog when saving fails, and keeps what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore([cloud]);
    store.saveDraft.mockRejectedValueOnce(new Error('Could not save the draft: offline'));
    const { dialog, field, retype, save } = await openEdit('Cloud IT', store);
    await retype('Service Name', 'Cloud Hosting');
    await retype('Text under the heading, in Arabic', 'نص جديد');
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not Saved The changes could not be saved. What you typed is still here; please try again.',
    );
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Not SavedThe changes could not be saved. What you typed is still here; please try again.',
      ),
    );
    expect(field('Service Name')).toHaveValue('Cloud Hosting');
    expect(field('Text under the heading, in Arabic')).toHaveValue('نص جديد');
    expect(store.rows.get('cloud-it')?.name).toBe('Cloud IT');
    expect(error).toHaveBeenCalled();
    error.mockRestore();

    await save();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(store.drafts.get('cloud-it')?.name).toBe('Cloud Hosting');
  });

  it('does not make again a record someone deleted meanwhile, and says so', async () => {
    const store = memoryStore([cloud, firewalls]);
    const { dialog, field, retype, save } = await openEdit('Cloud IT', store);
    store.rows.delete('cloud-it');
    await retype('Service Name', 'Cloud Hosting');
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Service Not Found The service "cloud-it" is no longer there',
    );
    await expect(store.saveDraft.mock.results[0]?.value).rejects.toBeInstanceOf(
      ServiceNotFoundError,
    );
    expect(store.rows.has('cloud-it')).toBe(false);
    expect(field('Service Name')).toHaveValue('Cloud Hosting');
    // The list behind the dialog no longer has it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Cloud IT', hidden: true })).toBeNull(),
    );
  });

  it('starts again from the record when opened again after Cancel', async () => {
    const { user, dialog, retype } = await openEdit('Cloud IT');
    await retype('Service Name', 'Something Else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit Cloud IT' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit Cloud IT' });
    expect(within(reopened).getByRole('textbox', { name: 'Service Name' })).toHaveValue('Cloud IT');
  });

  describe('with saved changes', () => {
    function storeWithDraft() {
      const store = memoryStore([cloud, firewalls]);
      store.drafts.set('cloud-it', { ...cloud, h1: 'Words to think over' });
      return store;
    }

    it('offers no discard for a record without saved changes', async () => {
      const { dialog } = await openEdit('Firewalls');
      expect(
        within(dialog).queryByRole('button', { name: 'Discard Saved Changes' }),
      ).not.toBeInTheDocument();
    });

    it('discards them once confirmed, and the card shows the record as published', async () => {
      const { user, dialog, store } = await openEdit('Cloud IT', storeWithDraft());
      await user.click(within(dialog).getByRole('button', { name: 'Discard Saved Changes' }));
      const confirm = within(dialog).getByRole('group', { name: 'Discard Saved Changes' });
      expect(confirm).toHaveTextContent('Throw away the changes saved to Cloud IT?');
      await user.click(within(confirm).getByRole('button', { name: 'Keep Them' }));
      expect(store.discardDraft).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Discard Saved Changes' }));
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Discard' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(store.discardDraft).toHaveBeenCalledWith('cloud-it', 0);
      await waitFor(() =>
        expect(toastTexts()).toContain(
          'Changes DiscardedThe saved changes to Cloud IT are gone; visitors and the dashboard show it as published.',
        ),
      );
      const card = (await screen.findByRole('heading', { name: 'Cloud IT' })).closest('li')!;
      await waitFor(() => expect(within(card).getByText('Published')).toBeInTheDocument());
    });

    it('says a record never published goes with its draft', async () => {
      const store = memoryStore([firewalls]);
      store.drafts.set('cloud-it', cloud);
      const { user, dialog } = await openEdit('Cloud IT', store);
      await user.click(within(dialog).getByRole('button', { name: 'Discard Saved Changes' }));
      expect(
        within(dialog).getByRole('group', { name: 'Discard Saved Changes' }),
      ).toHaveTextContent(
        'Cloud IT was never published: discarding its draft removes it for good.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Discard' }));
      await waitFor(() =>
        expect(toastTexts()).toContain(
          'Draft RemovedCloud IT was never published, and is gone now; /services/cloud-it is free again.',
        ),
      );
      expect(screen.queryByRole('heading', { name: 'Cloud IT' })).not.toBeInTheDocument();
    });

    it('says in the dialog, naming them, when someone changed the record since it opened', async () => {
      const store = storeWithDraft();
      const { user, dialog } = await openEdit('Cloud IT', store);
      store.edits.set('cloud-it', {
        revision: 4,
        by: 'Omar Haddad',
        at: '2024-11-28T08:00:00.000Z',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Discard Saved Changes' }));
      await user.click(within(dialog).getByRole('button', { name: 'Yes, Discard' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        /Omar Haddad\u2069 changed Cloud IT at .*Nothing was discarded/,
      );
      expect(store.drafts.has('cloud-it')).toBe(true);
    });
  });

  describe('of a record whose page a page document writes', () => {
    const firewallsFile = { '/services/firewalls': 'pages/services/firewalls.yaml' };

    async function openFirewalls(pageFiles: Record<string, string>) {
      const rendered = renderDashboard(memoryStore([cloud, firewalls]), {
        site: { locales: englishAndArabic, pageFiles },
      });
      const card = (await screen.findByRole('heading', { name: 'Firewalls' })).closest('li')!;
      await rendered.user.click(within(card).getByRole('button', { name: 'Edit Firewalls' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Firewalls' });
      return { ...rendered, card, dialog };
    }

    it('says on its card which file writes its page', async () => {
      renderDashboard(memoryStore([cloud, firewalls]), {
        site: { locales: englishAndArabic, pageFiles: firewallsFile },
      });
      const card = (await screen.findByRole('heading', { name: 'Firewalls' })).closest('li')!;
      expect(card).toHaveTextContent('Page written in pages/services/firewalls.yaml');
      const cloudCard = screen.getByRole('heading', { name: 'Cloud IT' }).closest('li')!;
      expect(cloudCard).not.toHaveTextContent('Page written in');
    });

    it('says before saving that the page will not change, what still shows the record, and what to do', async () => {
      const { dialog, user } = await openFirewalls(firewallsFile);
      const notice = within(dialog).getByRole('alert');
      expect(notice).toHaveTextContent('Saving here does not change this page');
      expect(notice).toHaveTextContent(
        '/services/firewalls is written in pages/services/firewalls.yaml',
      );
      // The Arabic page has no file of its own: the record's Arabic words make it.
      expect(notice).toHaveTextContent('The record’s words still show on /ar/services/firewalls.');
      expect(notice).toHaveTextContent('answers the record API at /api/services/firewalls');

      await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(toastTexts().join(' ')).toContain(
        'Saved to the RecordFirewalls is saved; /services/firewalls still shows its page file.',
      );
    });

    it('lists every language whose page a file writes, and nothing the record still shows', async () => {
      const { dialog } = await openFirewalls({
        ...firewallsFile,
        '/ar/services/firewalls': 'pages/ar/services/firewalls.yaml',
      });
      const items = within(within(dialog).getByRole('alert')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '/services/firewalls is written in pages/services/firewalls.yaml',
        '/ar/services/firewalls is written in pages/ar/services/firewalls.yaml',
      ]);
      expect(within(dialog).getByRole('alert')).not.toHaveTextContent('still show on');
    });

    it('says nothing of the kind for a record whose words make its pages', async () => {
      const { user } = renderDashboard(memoryStore([cloud, firewalls]), {
        site: { locales: englishAndArabic, pageFiles: firewallsFile },
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Cloud IT' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Cloud IT' });
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
