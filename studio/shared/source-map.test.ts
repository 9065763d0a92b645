import { describe, expect, it } from 'vitest';
import { findClickedScalar } from './clicked-scalar';
import { insertBlock } from './insert-block';
import { blockAtOffset, sourceMapOf } from './source-map';

const page = `# A page
title: Contact
blocks:
  - type: hero
    title: Talk to {product}
    subtitle: >-
      Planning a network refresh? Tell us
      what you are working on.

  - type: notice
    heading: Send Us a Message
    text: '{record.name} in {record.city}'
variables:
  x: y
`;

const offsetOf = (text: string, from = 0) => page.indexOf(text, from);

describe('the cursor and its block', () => {
  const map = sourceMapOf(page);

  it('finds the block a cursor is in, from its dash to its last value', () => {
    expect(blockAtOffset(map, offsetOf('  - type: hero'))).toBe(0);
    expect(blockAtOffset(map, offsetOf('Planning'))).toBe(0);
    expect(blockAtOffset(map, offsetOf('heading: Send'))).toBe(1);
    expect(blockAtOffset(map, offsetOf("'{record.name}"))).toBe(1);
  });

  it('gives a blank line between blocks to the block above', () => {
    expect(blockAtOffset(map, offsetOf('\n\n  - type: notice') + 1)).toBe(0);
  });

  it('finds no block outside the list', () => {
    expect(blockAtOffset(map, offsetOf('title: Contact'))).toBeNull();
    expect(blockAtOffset(map, offsetOf('variables:'))).toBeNull();
  });
});

describe('a clicked text and its value', () => {
  const map = sourceMapOf(page);
  const [hero, notice] = map.blocks;

  it('is the value whose text, with its variables, is the clicked text', () => {
    const found = findClickedScalar(hero!.scalars, 'Talk to TechCrew', { product: 'TechCrew' });
    expect(found?.scalar.path).toEqual(['blocks', 0, 'title']);
    expect(page.slice(found!.scalar.start, found!.scalar.end)).toBe('Talk to {product}');
  });

  it('is the value holding a part clicked, across the lines of a folded scalar', () => {
    const found = findClickedScalar(hero!.scalars, 'what you are working on.', {});
    expect(found?.scalar.path).toEqual(['blocks', 0, 'subtitle']);
    expect(page.slice(found!.scalar.start, found!.scalar.end)).toContain('Planning a network');
  });

  it('names the record field a {record.*} value shows', () => {
    const found = findClickedScalar(notice!.scalars, '{record.name} in {record.city}', {});
    expect(found?.recordField).toBe('name');
  });

  it('is nothing when no value shows the text', () => {
    expect(findClickedScalar(hero!.scalars, 'Nowhere on this page', {})).toBeUndefined();
  });
});

describe('adding a block at the cursor', () => {
  const example = { type: 'cta-band', heading: 'Ready?' };

  it('puts it after the block the cursor is in, indented as the list is', () => {
    const map = sourceMapOf(page);
    const change = insertBlock(map, offsetOf('Planning'), example)!;
    const text = page.slice(0, change.from) + change.insert + page.slice(change.to);
    expect(text).toContain(
      '      what you are working on.\n\n  - type: cta-band\n    heading: Ready?\n\n  - type: notice',
    );
    expect(text.slice(change.cursor)).toMatch(/^cta-band/);
    expect(sourceMapOf(text).blocks.map((block) => block.type)).toEqual([
      'hero',
      'cta-band',
      'notice',
    ]);
  });

  it('puts it at the end of the list when the cursor is outside it, keeping what follows', () => {
    const map = sourceMapOf(page);
    const change = insertBlock(map, 0, example)!;
    const text = page.slice(0, change.from) + change.insert + page.slice(change.to);
    expect(sourceMapOf(text).blocks.map((block) => block.type)).toEqual([
      'hero',
      'notice',
      'cta-band',
    ]);
    expect(text).toContain('# A page\n');
    expect(text).toMatch(/variables:\n {2}x: y\n$/);
  });

  it('follows a list indented otherwise', () => {
    const flush = 'title: T\nblocks:\n- type: hero\n  title: A\n';
    const change = insertBlock(sourceMapOf(flush), 0, example)!;
    const text = flush.slice(0, change.from) + change.insert + flush.slice(change.to);
    expect(text).toBe(
      'title: T\nblocks:\n- type: hero\n  title: A\n\n- type: cta-band\n  heading: Ready?\n',
    );
  });

  it('is refused where there is no block list', () => {
    expect(insertBlock(sourceMapOf('title: T\n'), 0, example)).toBeNull();
  });
});
