import { describe, expect, it } from 'vitest';
import { formatProblem } from '../document/problem';
import type { FileSize } from './check-downloads';
import { validatePageText } from './validate-document';

const sizes: Record<string, number> = {
  'media/guides/checklist.md': 4_000,
  'media/reports/annual.pdf': 64 * 1024 * 1024,
};
const fileSize: FileSize = (mediaPath) => sizes[mediaPath] ?? null;

const check = (...lines: string[]) =>
  validatePageText(['title: Test', 'blocks:', ...lines, ''].join('\n'), 'pages/test.yaml', {
    fileSize,
  }).problems.map(formatProblem);

/** A dialog whose form gives the file its `resource` select names. */
const giving = ({
  options = '[{ value: media/guides/checklist.md, label: Checklist }]',
  email = true,
  reply = true,
} = {}) => [
  '  - type: dialog-form',
  '    id: guide',
  '    title: Get the guide',
  '    form:',
  '      name: download',
  '      download: resource',
  '      fields:',
  ...(email ? ['        - { name: email, label: Work Email, kind: email, required: true }'] : []),
  `        - { name: resource, label: Guide, kind: select, options: ${options} }`,
  '      submitLabel: Send',
  '      toast: { title: Sent, text: The download starts now. }',
  ...(reply ? ["      autoReply: { subject: Your guide, body: 'Here it is: {download}' }"] : []),
];

describe('a page checks the files it gives', () => {
  it('accepts a button that downloads a guide, and a form that gives one for an email', () => {
    expect(
      check(
        '  - type: hero',
        '    title: Guides',
        '    actions: [{ label: Get it, download: media/guides/checklist.md }]',
      ),
    ).toEqual([]);
    expect(check(...giving())).toEqual([]);
  });

  it('refuses a missing file and a PDF over 20 MB, where they are named', () => {
    expect(
      check(
        '  - type: hero',
        '    title: Guides',
        '    actions:',
        '      - { label: Get it, download: media/guides/gone.md }',
        '      - { label: The report, download: media/reports/annual.pdf }',
      ),
    ).toEqual([
      "pages/test.yaml:6:36 download-file-missing blocks[0].actions[0].download: there is no file 'media/guides/gone.md'",
      "pages/test.yaml:7:40 download-too-large blocks[0].actions[1].download: 'media/reports/annual.pdf' is 64 MB; a download is at most 20 MB",
    ]);
  });

  it('refuses a form that gives files without a select of them, an email, or a link in its reply', () => {
    expect(check(...giving({ options: '[{ value: checklist, label: Checklist }]' }))[0]).toContain(
      "download-field-not-select blocks[0].form.fields[1].options[0].value: the option 'checklist' of 'resource' is not a file of media/",
    );
    expect(check(...giving({ email: false })).join('\n')).toContain(
      'download-without-email blocks[0].form.fields: the form gives a file but asks for no email',
    );
    expect(check(...giving({ reply: false }))).toEqual([
      expect.stringContaining(
        'download-without-link blocks[0].form.download: the form gives a file but its autoReply sends no {download} link',
      ),
    ]);
  });
});
