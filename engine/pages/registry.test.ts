import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes } from './block-schemas';
import { isBlockType, registry } from './registry';

describe('block registry', () => {
  it('has a component and a closed schema named after it for every block type', async () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) {
      expect(blockSchemas[type].properties.type).toMatchObject({ const: type });
      expect(blockSchemas[type].additionalProperties).toBe(false);
      expect(typeof (await registry[type].load())).toBe('function');
    }
  });

  it('looks types up without reaching Object.prototype', () => {
    expect(isBlockType('hero')).toBe(true);
    expect(isBlockType('constructor')).toBe(false);
    expect(isBlockType('__proto__')).toBe(false);
    expect(isBlockType(42)).toBe(false);
  });
});
