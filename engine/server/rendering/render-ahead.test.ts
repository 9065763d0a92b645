import { describe, expect, it } from 'vitest';
import { RenderAhead } from './render-ahead';

/** A RenderAhead over `paths`, recording what it renders and what it logs. */
function renderAheadOf(
  paths: () => Promise<readonly string[]>,
  options: { maxPages?: number } = {},
) {
  const rendered: string[] = [];
  const errors: string[] = [];
  const said: string[] = [];
  let onRender: (path: string) => Promise<void> = async () => {};
  const ahead = new RenderAhead({
    paths,
    render: async (path) => {
      await onRender(path);
      rendered.push(path);
    },
    log: { info: (message) => said.push(message), error: (message) => errors.push(message) },
    delayMs: 5,
    ...options,
  });
  return {
    ahead,
    rendered,
    errors,
    said,
    whileRendering: (hook: (path: string) => Promise<void>) => {
      onRender = hook;
    },
  };
}

const records = ['/services/a', '/services/b', '/ar/services/a'];

describe('RenderAhead', () => {
  it('renders every record page once, in order, after a change, and says so', async () => {
    const { ahead, rendered, said } = renderAheadOf(async () => records);
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual(records);
    expect(said).toEqual([
      expect.stringMatching(/^Rendered 3 record pages ahead of their visitors in \d+ ms\.$/),
    ]);
  });

  it('renders once for a burst of changes, such as an import', async () => {
    let listed = 0;
    const { ahead, rendered } = renderAheadOf(async () => {
      listed += 1;
      return records;
    });
    for (let change = 0; change < 20; change += 1) ahead.schedule();
    await ahead.settled();
    expect(listed).toBe(1);
    expect(rendered).toEqual(records);
  });

  it('starts over when a change comes while it renders, leaving the rest of the old run', async () => {
    const { ahead, rendered, whileRendering } = renderAheadOf(async () => records);
    whileRendering(async (path) => {
      if (path === '/services/a' && rendered.length === 0) ahead.schedule();
    });
    ahead.schedule();
    await ahead.settled();
    // The first run ends after its first page; the second renders them all.
    expect(rendered).toEqual(['/services/a', ...records]);
  });

  it('renders only the pages it is given after a change, each once', async () => {
    let listed = 0;
    const { ahead, rendered } = renderAheadOf(async () => {
      listed += 1;
      return records;
    });
    ahead.schedule(['/services/b']);
    ahead.schedule(['/services/b', '/ar/services/a']);
    await ahead.settled();
    expect(listed).toBe(0);
    expect(rendered).toEqual(['/services/b', '/ar/services/a']);
  });

  it('keeps what was left to render when a change comes, the page it was rendering included', async () => {
    const { ahead, rendered, whileRendering } = renderAheadOf(async () => records);
    whileRendering(async (path) => {
      if (path === '/services/b' && !rendered.includes(path)) ahead.schedule(['/services/c']);
    });
    ahead.schedule();
    await ahead.settled();
    // The change came as /services/b rendered: what was left, the change's page, then it again.
    expect(rendered).toEqual([
      '/services/a',
      '/services/b',
      '/ar/services/a',
      '/services/c',
      '/services/b',
    ]);
  });

  it('renders at most maxPages pages', async () => {
    const { ahead, rendered } = renderAheadOf(async () => records, { maxPages: 2 });
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual(records.slice(0, 2));
  });

  it('says when the pages cannot be listed, and goes on with the next change', async () => {
    let fail = true;
    const { ahead, rendered, errors } = renderAheadOf(async () => {
      if (fail) throw new Error('database away');
      return records;
    });
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual([]);
    expect(errors).toEqual(['Could not list the record pages to render ahead.']);
    fail = false;
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual(records);
  });

  it('goes on past a page that fails, naming it', async () => {
    const { ahead, rendered, errors, whileRendering } = renderAheadOf(async () => records);
    whileRendering(async (path) => {
      if (path === '/services/b') throw new Error('render failed');
    });
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual(['/services/a', '/ar/services/a']);
    expect(errors).toEqual(['Rendering /services/b ahead of its visitors failed.']);
  });

  it('renders nothing once stopped', async () => {
    const { ahead, rendered } = renderAheadOf(async () => records);
    ahead.schedule();
    await ahead.stop();
    ahead.schedule();
    await ahead.settled();
    expect(rendered).toEqual([]);
  });
});
