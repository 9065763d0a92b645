import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLookup } from './media-facts';

const root = mkdtempSync(path.join(tmpdir(), 'media-facts-'));
const lookup = mediaLookup(root);

beforeAll(async () => {
  mkdirSync(path.join(root, 'media'));
  const photo = sharp({ create: { width: 64, height: 40, channels: 3, background: 'teal' } });
  writeFileSync(path.join(root, 'media/wide.jpg'), await photo.clone().jpeg().toBuffer());
  // Taken with the camera on its side: stored 64×40, shown 40×64.
  writeFileSync(
    path.join(root, 'media/turned.jpg'),
    await photo.clone().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  );
  writeFileSync(path.join(root, 'media/wide.png'), await photo.clone().png().toBuffer());
  writeFileSync(path.join(root, 'media/page.jpg'), '<!doctype html><title>Not a photo</title>');
  writeFileSync(path.join(root, 'media/drawing.png'), '<svg width="10" height="10"></svg>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('mediaLookup', () => {
  it('reads the size of a picture as it is shown, and its bytes', () => {
    expect(lookup('media/wide.jpg')).toMatchObject({ found: true, width: 64, height: 40 });
    expect(lookup('media/wide.png')).toMatchObject({ found: true, width: 64, height: 40 });
    expect(lookup('media/turned.jpg')).toMatchObject({ found: true, width: 40, height: 64 });
    const facts = lookup('media/wide.jpg');
    expect(facts.found && facts.bytes).toBeGreaterThan(100);
  });

  it('tells a missing file from one that holds no picture it reads, by its content', () => {
    expect(lookup('media/none.jpg')).toEqual({ found: false, reason: 'missing' });
    expect(lookup('media')).toEqual({ found: false, reason: 'missing' });
    expect(lookup('media/page.jpg')).toEqual({ found: false, reason: 'unreadable' });
    expect(lookup('media/drawing.png')).toEqual({ found: false, reason: 'unreadable' });
  });
});
