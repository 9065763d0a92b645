import { describe, expect, it } from 'vitest';
import { interpolate, interpolateDeep } from './interpolate';

describe('interpolate', () => {
  it('replaces known variables and leaves unknown ones visible', () => {
    expect(interpolate('Welcome to {product}! {unknown}', { product: 'TechCrew' })).toBe(
      'Welcome to TechCrew! {unknown}',
    );
  });

  it('reaches every string inside nested values', () => {
    expect(interpolateDeep({ a: ['{x}', { b: '{x}{x}' }], n: 3 }, { x: 'y' })).toEqual({
      a: ['y', { b: 'yy' }],
      n: 3,
    });
  });
});
