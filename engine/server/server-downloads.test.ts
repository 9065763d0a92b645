import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/fixtures/raw-http';
import { useSiteServer } from '../../tests/fixtures/site-server';
import { testDatabases } from '../../tests/fixtures/test-databases';

// A guide given for an email: the form stores a lead naming it, the answer carries a link
// the browser follows at once, and the visitor's email carries the same kind of link; only
// a link the site signed, within its days, gives the file.
const [pglite] = testDatabases;
const publicUrl = 'https://www.techcrew.ae';

describe('guides given for an email', () => {
  const site = useSiteServer(pglite!, {
    leadMinMs: 0,
    notify: {
      publicUrl,
      email: {
        smtpUrl: 'smtp://127.0.0.1:9',
        to: ['sales@techcrew.ae'],
        from: 'leads@techcrew.ae',
      },
    },
  });

  const ask = (page: string, email: string) =>
    rawRequest(site.url, {
      method: 'POST',
      path: `/api/leads?form=download&page=${encodeURIComponent(page)}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Maryam Aziz',
        email,
        resource: 'media/guides/cloud-migration-checklist.md',
        consent: true,
      }),
    });
  const get = (path: string) => rawRequest(site.url, { path });

  it('stores a lead naming the guide, answers with a link to its PDF, and emails the link', async () => {
    const answer = await ask('/resources', 'maryam@example.ae');
    expect(answer.status, answer.body).toBe(201);
    const { download } = JSON.parse(answer.body) as { download: string };
    expect(download).toMatch(
      /^\/downloads\/cloud-migration-checklist-[0-9a-f]{10}\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );
    const file = await get(download);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="cloud-migration/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body.startsWith('%PDF-')).toBe(true);

    const [lead] = await site.db.query<{
      id: string;
      form: string;
      fields: { name: string; value: unknown }[];
    }>(`select id, form, fields from public.leads where email = 'maryam@example.ae'`);
    expect(lead!.form).toBe('download');
    expect(lead!.fields).toContainEqual(
      expect.objectContaining({ name: 'resource', value: 'Cloud Migration Checklist' }),
    );
    const [reply] = await site.db.query<{
      payload: { text: string; html: string; subject: string };
    }>(`select payload from outbox.deliveries where lead_id = $1 and kind = 'auto-reply'`, [
      lead!.id,
    ]);
    expect(reply!.payload.subject).toBe('Your copy of Cloud Migration Checklist');
    const emailed = /https:\/\/www\.techcrew\.ae(\/downloads\/\S+)/.exec(reply!.payload.text)![1]!;
    expect(reply!.payload.html).toContain(
      `<a href="${publicUrl}${emailed.replaceAll('&', '&amp;')}">`,
    );
    expect((await get(emailed)).status).toBe(200);
  });

  it('gives an Arabic page the Arabic guide', async () => {
    const { download } = JSON.parse((await ask('/ar/resources', 'huda@example.ae')).body) as {
      download: string;
    };
    expect(download).toMatch(/^\/downloads\/cloud-migration-checklist-ar-[0-9a-f]{10}\.pdf\?/);
    expect((await get(download)).status).toBe(200);
  });

  it('answers a forged or altered link with the not-found page, and gives nothing', async () => {
    const { download } = JSON.parse((await ask('/resources', 'omar@example.ae')).body) as {
      download: string;
    };
    const url = new URL(download, site.url);
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const other = `/downloads/network-security-best-practices.pdf${url.search}`;
    for (const path of [
      forged.pathname + forged.search,
      later.pathname + later.search,
      other,
      url.pathname,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body.startsWith('%PDF')).toBe(false);
    }
  });

  it('gives a guide without a gate at a public address, cached for a year', async () => {
    const html = (await get('/resources')).body;
    const address =
      /href="(\/media\/network-security-best-practices-[0-9a-f]{10}\.pdf)" download=""/.exec(
        html,
      )?.[1];
    expect(address, 'the plain Download & Learn link').toBeDefined();
    const file = await get(address!);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });
});
