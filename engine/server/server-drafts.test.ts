import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { staffRequests } from '../../tests/fixtures/staff-requests';
import { testDatabases } from '../../tests/fixtures/test-databases';
import type { ServiceEntry } from '../services/service-drafts';

// Staff save drafts that visitors do not see until published; an edit begun before
// someone else's change is refused with their name, from the admin link they signed in with.
const [pglite] = testDatabases;

describe('service drafts through the staff API', () => {
  // Scheduled publishing looks for what is due four times a second here, not every ten.
  const site = useSiteServer(pglite!, { scheduleCheckMs: 250 });

  const { signIn, api } = staffRequests(site);

  const publicHeadingOf = async (slug: string) =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(
      (await rawRequest(site.url, { path: `/services/${slug}` })).body.toString(),
    )?.[1];
  const publicHeading = () => publicHeadingOf('cloud-it-solutions');

  it('keeps a draft from visitors until it is published, and refuses a stale edit by name', async () => {
    const sara = await signIn('Sara Khan');
    const omar = await signIn('Omar Haddad');
    const listed = JSON.parse(
      (await api(sara, 'GET', '/service-drafts')).body.toString(),
    ) as ServiceEntry[];
    const entry = listed.find((one) => one.slug === 'cloud-it-solutions')!;
    const before = await publicHeading();
    expect(before).toBeTruthy();

    const saved = await api(sara, 'PUT', '/service-drafts/cloud-it-solutions', {
      revision: entry.revision,
      record: { ...entry.published, h1: 'Clouds Run by Sara' },
    });
    expect(saved.status).toBe(200);
    const draft = JSON.parse(saved.body.toString()) as ServiceEntry;
    expect(draft).toMatchObject({
      draft_saved_by: 'Sara Khan',
      draft: { h1: 'Clouds Run by Sara' },
    });
    expect(await publicHeading()).toBe(before);

    // Omar opened the record before Sara saved: his save is refused, naming her.
    const stale = await api(omar, 'PUT', '/service-drafts/cloud-it-solutions', {
      revision: entry.revision,
      record: { ...entry.published, h1: 'Clouds Run by Omar' },
    });
    expect(stale.status).toBe(409);
    const refusal = JSON.parse(stale.body.toString()) as {
      error: { code: string; message: string; change: { changed_by: string } };
    };
    expect(refusal.error.code).toBe('edit-conflict');
    expect(refusal.error.message).toMatch(/^Sara Khan changed "cloud-it-solutions" at /);
    expect(refusal.error.change.changed_by).toBe('Sara Khan');

    const published = await api(omar, 'POST', '/service-drafts/cloud-it-solutions/publish', {
      revision: draft.revision,
    });
    expect(published.status).toBe(200);
    expect(await publicHeading()).toBe('Clouds Run by Sara');
    const [version] = await site.db.query<{ published_by: string }>(
      `select published_by from content.record_versions
       where slug = 'cloud-it-solutions' order by version desc limit 1`,
    );
    expect(version?.published_by).toBe('Omar Haddad');

    const nothing = await api(omar, 'POST', '/service-drafts/cloud-it-solutions/publish', {
      revision: (JSON.parse(published.body.toString()) as ServiceEntry).revision,
    });
    expect(nothing.status).toBe(404);
    expect(nothing.body.toString()).toContain('has no changes to publish');
  });

  it('keeps every publish as a version, and restores an older one as the draft to publish', async () => {
    const sara = await signIn('Sara Khan');
    const entries = async () =>
      JSON.parse((await api(sara, 'GET', '/service-drafts')).body.toString()) as ServiceEntry[];
    const current = async () =>
      (await entries()).find((one) => one.slug === 'amazon-web-services')!;
    const original = await publicHeadingOf('amazon-web-services');
    const opened = await current();
    const saved = JSON.parse(
      (
        await api(sara, 'PUT', '/service-drafts/amazon-web-services', {
          revision: opened.revision,
          record: { ...opened.published, h1: 'IT That Manages Itself' },
        })
      ).body.toString(),
    ) as ServiceEntry;
    await api(sara, 'POST', '/service-drafts/amazon-web-services/publish', {
      revision: saved.revision,
    });

    const versions = JSON.parse(
      (await api(sara, 'GET', '/service-drafts/amazon-web-services/versions')).body.toString(),
    ) as { version: number; published_by: string; record: { h1: string } }[];
    expect(
      versions.map(({ version, published_by, record }) => [version, published_by, record.h1]),
    ).toEqual([
      [2, 'Sara Khan', 'IT That Manages Itself'],
      [1, '', original],
    ]);

    const restored = await api(
      sara,
      'POST',
      '/service-drafts/amazon-web-services/versions/1/restore',
      {
        revision: (await current()).revision,
      },
    );
    expect(restored.status).toBe(200);
    expect(await publicHeadingOf('amazon-web-services')).toBe('IT That Manages Itself');
    await api(sara, 'POST', '/service-drafts/amazon-web-services/publish', {
      revision: (await current()).revision,
    });
    expect(await publicHeadingOf('amazon-web-services')).toBe(original);
    expect((await current()).versions).toBe(3);
    const missing = await api(
      sara,
      'POST',
      '/service-drafts/amazon-web-services/versions/9/restore',
      {
        revision: (await current()).revision,
      },
    );
    expect(missing.status).toBe(404);
  });

  it('makes a new record a draft that no public address or API shows', async () => {
    const sara = await signIn('Sara Khan');
    const record = {
      slug: 'dhow-cctv',
      parent: 'security',
      name: 'Dhow CCTV',
      h1: 'Cameras on Every Dhow',
    };
    const created = await api(sara, 'PUT', '/service-drafts/dhow-cctv', { revision: null, record });
    expect(created.status).toBe(200);
    // Its address shows the site's general service page, never the draft's words.
    const page = await rawRequest(site.url, { path: '/services/dhow-cctv' });
    expect(page.body.toString()).not.toContain('Cameras on Every Dhow');
    expect((await rawRequest(site.url, { path: '/api/services/dhow-cctv' })).status).toBe(404);
    expect((await rawRequest(site.url, { path: '/sitemap.xml' })).body.toString()).not.toContain(
      'dhow-cctv',
    );
    const again = await api(sara, 'PUT', '/service-drafts/dhow-cctv', { revision: null, record });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body.toString()).error.code).toBe('slug-taken');
  });

  it('records who did what, for staff and sitectl through /api/admin/activity', async () => {
    const sara = await signIn('Sara Khan');
    const opened = (
      JSON.parse((await api(sara, 'GET', '/service-drafts')).body.toString()) as ServiceEntry[]
    ).find((one) => one.slug === 'microsoft-365-optimization')!;
    await api(sara, 'PUT', '/service-drafts/microsoft-365-optimization', {
      revision: opened.revision,
      record: { ...opened.published, h1: 'Teams, Mail and Files' },
    });
    expect((await api(sara, 'POST', '/sign-out')).status).toBe(204);

    const operator = await rawRequest(site.url, {
      path: '/api/admin/activity?person=Sara%20Khan&limit=3',
      headers: site.operator,
    });
    expect(operator.status).toBe(200);
    const entries = JSON.parse(operator.body.toString()) as {
      action: string;
      person: string;
      subject: string | null;
    }[];
    expect(entries.map(({ action, subject }) => [action, subject])).toEqual([
      ['signed-out', null],
      ['draft-saved', 'microsoft-365-optimization'],
      ['signed-in', null],
    ]);
    expect(new Set(entries.map((entry) => entry.person))).toEqual(new Set(['Sara Khan']));

    // Signed out, the log is closed to the browser; a bad filter is refused.
    expect((await api(sara, 'GET', '/activity')).status).toBe(401);
    const wrong = await rawRequest(site.url, {
      path: '/api/admin/activity?since=yesterday',
      headers: site.operator,
    });
    expect(wrong.status).toBe(400);
  });

  it('publishes at the scheduled time, and takes a record off the site: 410 and out of the sitemap', async () => {
    const sara = await signIn('Sara Khan');
    const entryOf = async (slug: string) =>
      (
        JSON.parse((await api(sara, 'GET', '/service-drafts')).body.toString()) as ServiceEntry[]
      ).find((one) => one.slug === slug)!;
    const opened = await entryOf('hosted-desktop');
    const saved = JSON.parse(
      (
        await api(sara, 'PUT', '/service-drafts/hosted-desktop', {
          revision: opened.revision,
          record: { ...opened.published, h1: 'Workspace at Nine' },
        })
      ).body.toString(),
    ) as ServiceEntry;
    const soon = new Date(Date.now() + 500).toISOString();
    const scheduled = await api(sara, 'PUT', '/service-drafts/hosted-desktop/schedules/publish', {
      revision: saved.revision,
      run_at: soon,
    });
    expect(scheduled.status).toBe(200);
    await expect.poll(() => publicHeadingOf('hosted-desktop')).toBe('Workspace at Nine');
    const published = await entryOf('hosted-desktop');
    expect(published.schedules).toEqual([]);
    // The record as seeded, then the scheduled publish: once.
    expect(published.versions).toBe(2);

    const unpublished = await api(
      sara,
      'PUT',
      '/service-drafts/hosted-desktop/schedules/unpublish',
      {
        revision: published.revision,
        run_at: new Date(Date.now() - 1000).toISOString(),
      },
    );
    expect(unpublished.status).toBe(200);
    await expect
      .poll(async () => (await rawRequest(site.url, { path: '/services/hosted-desktop' })).status)
      .toBe(410);
    expect((await rawRequest(site.url, { path: '/sitemap.xml' })).body.toString()).not.toContain(
      '/services/hosted-desktop<',
    );
    expect((await rawRequest(site.url, { path: '/api/services/hosted-desktop' })).status).toBe(404);
    // An address that never had a record still shows the general service page.
    expect((await rawRequest(site.url, { path: '/services/never-had-one' })).status).toBe(200);

    // Nothing left to take off: refused, and said so.
    const again = await api(sara, 'POST', '/service-drafts/hosted-desktop/unpublish', {
      revision: (await entryOf('hosted-desktop')).revision,
    });
    expect(again.status).toBe(404);
    expect(JSON.parse(again.body.toString()).error.message).toBe(
      'The service "hosted-desktop" is not published.',
    );
  });

  it('discards saved changes, by name in the activity log, and says when there are none', async () => {
    const sara = await signIn('Sara Khan');
    const listed = JSON.parse(
      (await api(sara, 'GET', '/service-drafts')).body.toString(),
    ) as ServiceEntry[];
    const entry = listed.find((one) => one.slug === 'hosted-server')!;
    const saved = JSON.parse(
      (
        await api(sara, 'PUT', '/service-drafts/hosted-server', {
          revision: entry.revision,
          record: { ...entry.published, h1: 'Second Thoughts' },
        })
      ).body.toString(),
    ) as ServiceEntry;

    // A discard begun before the save is refused; one from the saved revision goes through.
    const stale = await api(sara, 'POST', '/service-drafts/hosted-server/discard', {
      revision: entry.revision,
    });
    expect(stale.status).toBe(409);
    const discarded = await api(sara, 'POST', '/service-drafts/hosted-server/discard', {
      revision: saved.revision,
    });
    expect(discarded.status).toBe(200);
    const after = JSON.parse(discarded.body.toString()) as ServiceEntry;
    expect(after.draft).toBeNull();
    expect(after.published?.h1).toBe(entry.published?.h1);
    const [newest] = JSON.parse(
      (await api(sara, 'GET', '/activity?subject=hosted-server')).body.toString(),
    ) as { action: string; person: string; subject: string }[];
    expect(newest).toMatchObject({
      action: 'draft-discarded',
      person: 'Sara Khan',
      subject: 'hosted-server',
    });

    const again = await api(sara, 'POST', '/service-drafts/hosted-server/discard', {
      revision: after.revision,
    });
    expect(again.status).toBe(404);
    expect(JSON.parse(again.body.toString()).error.message).toMatch(
      /^The service "hosted-server" has no saved changes to discard/,
    );
  });
});
