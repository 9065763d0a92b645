import type { EmotionCache } from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { splitClosedPartStyles, withoutClosedParts } from './closed-part-styles';

const page = `<header><button popovertarget="menu" class="css-a">Menu</button>
<div popover="auto" id="menu" class="css-b"><div><a class="css-a">Home</a></div></div></header>
<main><p class="css-c">Text</p><dialog id="ask" class="css-d"><form class="css-e"></form></dialog></main>`;

describe('the styles of closed dialogs and menus', () => {
  it('are found by leaving out each dialog and popover, nested elements and all', () => {
    expect(withoutClosedParts(page)).toBe(
      `<header><button popovertarget="menu" class="css-a">Menu</button>\n</header>\n<main><p class="css-c">Text</p></main>`,
    );
  });

  it('go apart from those the page shows first; global rules stay first', () => {
    const inserted = { a: '.css-a{}', b: '.css-b{}', c: '.css-c{}', d: '.css-d{}', e: '.css-e{}' };
    const cache = { key: 'css', inserted } as unknown as EmotionCache;
    const global = { key: 'css-global', ids: ['g'], css: 'body{}' };
    const regular = { key: 'css', ids: ['a', 'b', 'c', 'd', 'e'], css: '' };
    expect(splitClosedPartStyles(page, [global, regular], cache)).toEqual({
      shown: [global, { key: 'css', ids: ['a', 'c'], css: '.css-a{}.css-c{}' }],
      closed: [{ key: 'css', ids: ['b', 'd', 'e'], css: '.css-b{}.css-d{}.css-e{}' }],
    });
  });
});
