import { describe, expect, it } from 'vitest';
import { downloadName } from './download-path';
import { downloadsIn } from './downloads-in';
import { resolveDownloads, type DownloadManifest } from './download-manifest';

const checklist = 'media/guides/cloud-migration-checklist.md';
const practices = 'media/guides/network-security-best-practices.md';

const page = {
  blocks: [
    { type: 'hero', actions: [{ label: 'Get it', download: practices }] },
    {
      type: 'dialog-form',
      form: {
        name: 'download',
        download: 'resource',
        fields: [
          { name: 'email', kind: 'email' },
          { name: 'resource', kind: 'select', options: [{ value: checklist, label: 'Checklist' }] },
        ],
      },
    },
  ],
};

describe('downloads the pages offer', () => {
  it('finds the files buttons give at once and those forms give for an email', () => {
    expect(downloadsIn([page])).toEqual([
      { file: checklist, gated: true },
      { file: practices, gated: false },
    ]);
  });

  it('refuses a file given both ways, which would give the form away', () => {
    const both = {
      blocks: [...page.blocks, { actions: [{ label: 'Free', download: checklist }] }],
    };
    expect(() => downloadsIn([both])).toThrow(
      `${checklist} is given by a form (for an email) and downloaded at once by a button`,
    );
  });

  it('names a file by its stem and a hash of its bytes, its language kept', () => {
    expect(downloadName(checklist, 'ab'.repeat(32))).toBe(
      'cloud-migration-checklist-ababababab.pdf',
    );
    expect(downloadName('media/guides/checklist.ar.md', '0123456789abcdef')).toBe(
      'checklist-ar-0123456789.pdf',
    );
  });

  it("makes a button's file its public address, in the page's language where it has one", () => {
    const manifest: DownloadManifest = {
      [practices]: { name: 'practices-1111111111.pdf', bytes: 1, gated: false },
      'media/guides/network-security-best-practices.ar.md': {
        name: 'practices-ar-2222222222.pdf',
        bytes: 1,
        gated: false,
      },
      [checklist]: { name: 'checklist-3333333333.pdf', bytes: 1, gated: true },
    };
    const english = resolveDownloads(page, manifest, 'en');
    expect(english.blocks[0]).toEqual({
      type: 'hero',
      actions: [{ label: 'Get it', download: '/media/practices-1111111111.pdf' }],
    });
    // A form's files are never given an address.
    expect(english.blocks[1]).toBe(page.blocks[1]);
    const arabic = resolveDownloads(page, manifest, 'ar');
    expect(arabic.blocks[0]!.actions![0]!.download).toBe('/media/practices-ar-2222222222.pdf');
    // On a static host, whose files are all public, the form is given their addresses.
    const staticHost = { ...manifest, [checklist]: { ...manifest[checklist]!, gated: false } };
    expect(resolveDownloads(page, staticHost, 'en').blocks[1]!.form).toEqual({
      ...page.blocks[1]!.form,
      files: { [checklist]: '/media/checklist-3333333333.pdf' },
    });
    // A file the build did not make keeps its path, and draws no button.
    expect(resolveDownloads(page, {}, 'en')).toBe(page);
  });
});
