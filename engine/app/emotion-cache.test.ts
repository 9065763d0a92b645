import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import styled from '@emotion/styled';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

function criticalCss(styles: Parameters<typeof styled.div>[0]): string {
  const cache = createEmotionCache();
  const server = createEmotionServer(cache);
  const Styled = styled.div(styles);
  const html = renderToString(
    createElement(CacheProvider, { value: cache }, createElement(Styled, null, 'Text')),
  );
  return server
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
}

// In Node, as the server renders: the critical CSS of a page.
describe('the emotion cache', () => {
  it('writes flexbox, transitions and transforms once, without old prefixes', () => {
    const css = criticalCss({
      display: 'flex',
      alignItems: 'center',
      transition: 'opacity 200ms',
      transform: 'scale(1.1)',
    });
    expect(css).toContain('display:flex;align-items:center;transition:opacity 200ms;');
    expect(css).toContain('transform:scale(1.1);');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the -webkit- prefix where Safari still needs it, also inside media queries', () => {
    const css = criticalCss({
      userSelect: 'none',
      backdropFilter: 'blur(4px)',
      '@media (min-width: 600px)': { userSelect: 'text' },
    });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toMatch(
      /@media \(min-width: ?600px\)\{[^}]*-webkit-user-select:text;user-select:text;/,
    );
  });
});
