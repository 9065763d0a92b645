import { describe, expect, it } from 'vitest';
import {
  islandScriptsForPage,
  scriptPreloadsFromManifest,
  scriptsForPage,
  type ViteManifest,
} from './script-preloads';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    dynamicImports: ['engine/app/start-client.tsx', 'engine/islands/island-runtime.tsx'],
  },
  'engine/islands/island-runtime.tsx': {
    file: 'assets/island-runtime-g.js',
    imports: ['_react.js'],
    dynamicImports: ['blocks/hero/Hero.tsx', 'blocks/card-grid/CardGrid.tsx'],
  },
  'engine/app/start-client.tsx': {
    file: 'assets/start-client-b.js',
    imports: ['_react.js'],
    dynamicImports: ['blocks/hero/Hero.tsx', 'blocks/card-grid/CardGrid.tsx'],
  },
  '_react.js': { file: 'assets/react-c.js' },
  '_button.js': { file: 'assets/button-d.js', imports: ['_react.js'] },
  'blocks/hero/Hero.tsx': { file: 'assets/Hero-e.js', imports: ['_button.js', '_react.js'] },
  'blocks/card-grid/CardGrid.tsx': { file: 'assets/CardGrid-f.js', imports: ['_button.js'] },
};

describe('script preloads', () => {
  it('lists the app chunks, and for each block type only what the app does not load', () => {
    expect(scriptPreloadsFromManifest(manifest)).toEqual({
      app: ['/assets/start-client-b.js', '/assets/react-c.js'],
      blocks: {
        hero: ['/assets/Hero-e.js', '/assets/button-d.js'],
        'card-grid': ['/assets/CardGrid-f.js', '/assets/button-d.js'],
      },
      islands: {
        shared: ['/assets/island-runtime-g.js', '/assets/react-c.js'],
        blocks: {
          hero: ['/assets/Hero-e.js', '/assets/button-d.js'],
          'card-grid': ['/assets/CardGrid-f.js', '/assets/button-d.js'],
        },
      },
    });
  });

  it("lists an island page's shared files and each of its block types' own", () => {
    expect(islandScriptsForPage(scriptPreloadsFromManifest(manifest), ['hero'])).toEqual({
      shared: ['/assets/island-runtime-g.js', '/assets/react-c.js'],
      blocks: { hero: ['/assets/Hero-e.js', '/assets/button-d.js'] },
    });
  });

  it('lists each file a page needs once', () => {
    expect(scriptsForPage(scriptPreloadsFromManifest(manifest), ['hero', 'card-grid'])).toEqual([
      '/assets/start-client-b.js',
      '/assets/react-c.js',
      '/assets/Hero-e.js',
      '/assets/button-d.js',
      '/assets/CardGrid-f.js',
    ]);
  });

  it('refuses a manifest without the app module', () => {
    expect(() => scriptPreloadsFromManifest({ 'index.html': manifest['index.html']! })).toThrow(
      /start-client/,
    );
  });
});
