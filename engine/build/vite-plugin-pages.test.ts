import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ErrorPayload, type HotPayload } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pagesPlugin } from './vite-plugin-pages';

let root: string;

const siteYaml = `brand: { name: TechCrew, tagline: IT services, parentCompany: Al Noor Computer Systems LLC }
siteUrl: https://www.techcrew.ae
contact: { phone: '+971 4 123 4567', email: hello@techcrew.ae, address: Dubai, whatsapp: 'https://wa.me/97141234567' }
navigation: [{ label: Home, to: / }]
joinCta: { label: Join the Crew, target: join-form }
services: [{ slug: cloud, name: Cloud, category: core }]
footer: { blurb: Hi, whatsappLabel: Chat, serviceLinks: [], communityLinks: [], copyright: © 2024 }
locations: []
forms:
  sending: Sending...
  trapLabel: Leave this field empty
  messages:
    required: '{label} is required'
    choose: Choose {lowercaseLabel}
    tick: Tick this box
    email: Enter an email address
    tooLong: '{label} is too long'
    option: Choose an option
    invalid: '{label} could not be read'
    characters: '{label} holds a character we cannot keep'
    unknownField: No field "{name}"
    noAnswers: Nothing was sent.
  failed:
    title: Not sent
    network: No connection.
    rateLimited: Too many.
    invalid: Check the fields.
    server: Our side failed.
    goBack: Go back.
`;

async function makeSite(pages: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pages-plugin-'));
  await mkdir(path.join(dir, 'pages'));
  await writeFile(path.join(dir, 'pages/_site.yaml'), siteYaml);
  for (const [file, text] of Object.entries(pages))
    await writeFile(path.join(dir, 'pages', file), text);
  return dir;
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof pagesPlugin>, name: 'buildStart' | 'load' | 'resolveId') =>
  plugin[name] as unknown as Hook;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe('pagesPlugin', () => {
  beforeAll(async () => {
    root = await makeSite({
      'index.yaml': 'title: Home\nblocks:\n  - type: hero\n    title: Hello\n',
    });
  });

  it('turns pages into modules: routes, lazy loaders and page data with defaults filled in', async () => {
    const plugin = pagesPlugin({ pagesDir: path.join(root, 'pages'), root });
    await hook(plugin, 'buildStart').call(context);
    expect(hook(plugin, 'resolveId').call(context, 'virtual:pages')).toBe('\0virtual:pages');
    const pages = (await hook(plugin, 'load').call(context, '\0virtual:pages')) as string;
    expect(pages).toContain('export const routes = [{"route":"/","kind":"static"}];');
    expect(pages).toContain('"/": () => import("virtual:page/index")');
    // The file behind each static route, for the staff dashboard.
    expect(hook(plugin, 'resolveId').call(context, 'virtual:page-files')).toBe(
      '\0virtual:page-files',
    );
    expect(await hook(plugin, 'load').call(context, '\0virtual:page-files')).toBe(
      'export default {"/":"pages/index.yaml"};',
    );
    const page = (await hook(plugin, 'load').call(context, '\0virtual:page/index')) as string;
    expect(page).toContain('Hello');
    // Defaults are filled in here, so the browser needs no block schema.
    const json = /^export default JSON\.parse\((.*)\);$/.exec(page)![1]!;
    const data = JSON.parse(JSON.parse(json) as string) as {
      blocks: { typing: { typeMs: number } }[];
    };
    expect(data.blocks[0]!.typing.typeMs).toBe(120);
    const site = (await hook(plugin, 'load').call(context, '\0virtual:site')) as string;
    expect(site).toContain('"name":"TechCrew"');
  });

  it('fails the build with every problem, positioned', async () => {
    const broken = await makeSite({
      'index.yaml': 'title: Home\nblocks:\n  - type: hero\n  - type: nope\n',
    });
    const plugin = pagesPlugin({ pagesDir: path.join(broken, 'pages'), root: broken });
    await expect(hook(plugin, 'buildStart').call(context)).rejects.toThrow(
      /2 problems in page documents:\npages\/index\.yaml:3:5 missing-property blocks\[0\]: must have required property 'title'\n(.*\n)+ {4}\| +\^+\n {2}hint: .*\n\npages\/index\.yaml:4:11 unknown-block blocks\[1\]\.type: unknown block type 'nope'/,
    );
  });

  it('shows a document saved with a problem in the dev server error overlay, and reloads once it is fixed', async () => {
    const dir = await makeSite({
      'index.yaml': 'title: Home\nblocks:\n  - type: hero\n    title: Hello\n',
    });
    const pagesDir = path.join(dir, 'pages');
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [pagesPlugin({ pagesDir, root: dir })],
      // No file watching: the test saves, then tells the watcher, as it would.
      server: { middlewareMode: true, watch: null, ws: false },
    });
    try {
      const send = vi.spyOn(server.ws, 'send');
      const save = async (text: string) => {
        send.mockClear();
        await writeFile(path.join(pagesDir, 'index.yaml'), text);
        server.watcher.emit('change', path.join(pagesDir, 'index.yaml'));
      };

      await save(
        'title: Home\nblocks:\n  - type: hero\n  - type: cta-band\n    actions:\n      - { label: Go, scrollTo: nowhere }\n',
      );
      const overlay = () =>
        send.mock.calls
          .map(([payload]) => payload as unknown as HotPayload)
          .find((payload): payload is ErrorPayload => payload.type === 'error');
      await vi.waitFor(() => expect(overlay()).toBeDefined());
      expect(overlay()).toEqual({
        type: 'error',
        err: { message: expect.any(String), stack: '', plugin: 'site-pages' },
      });
      const { message } = overlay()!.err;
      expect(message).toMatch(/^3 problems in page documents:\n/);
      expect(message).toMatch(
        /pages\/index\.yaml:3:5 missing-property blocks\[0\]: must have required property 'title'\n {2}2 \| blocks:\n {2}3 \| {3}- type: hero\n {4}\| {5}\^+\n {2}hint: /,
      );
      expect(message).toMatch(
        /pages\/index\.yaml:6:32 unknown-anchor blocks\[1\]\.actions\[0\]\.scrollTo: /,
      );

      await save('title: Home\nblocks:\n  - type: hero\n    title: Hello again\n');
      await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'full-reload' }));
    } finally {
      await server.close();
    }
  });
});
