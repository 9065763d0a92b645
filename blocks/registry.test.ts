import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes, isBlockType } from './block-schemas';
import { registry } from './registry';

describe('block registry', () => {
  it('has a component and the matching schema for every block type', async () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) {
      expect(registry[type].schema).toBe(blockSchemas[type]);
      expect(registry[type].schema.properties.type).toMatchObject({ const: type });
      expect(registry[type].schema.additionalProperties).toBe(false);
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
