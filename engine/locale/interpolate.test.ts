import { describe, expect, it } from 'vitest';
import { interpolate, interpolateDeep } from './interpolate';

describe('interpolate', () => {
  it('replaces known variables and leaves unknown ones visible', () => {
    expect(interpolate('Welcome to {product}! {unknown}', { product: 'TechCrew' })).toBe(
      'Welcome to TechCrew! {unknown}',
    );
  });

  it('reads a list in running text as its items joined by commas', () => {
    expect(interpolate('Brands: {record.brands}', { 'record.brands': ['Cisco', 'Dell'] })).toBe(
      'Brands: Cisco, Dell',
    );
  });
});

describe('interpolateDeep', () => {
  it('reaches every string inside nested values', () => {
    expect(interpolateDeep({ a: ['{x}', { b: '{x}{x}' }], n: 3 }, { x: 'y' })).toEqual({
      value: { a: ['y', { b: 'yy' }], n: 3 },
      emptied: false,
    });
  });

  it('repeats a list item once per element of the list it names', () => {
    const { value, emptied } = interpolateDeep(
      {
        items: [{ icon: 'warning', title: '{record.pains}', note: 'for {name}' }],
        brands: ['{record.brands}'],
      },
      {
        'record.pains': ['Outdated systems', 'High costs'],
        'record.brands': ['Cisco'],
        name: 'Cloud',
      },
    );
    expect(value).toEqual({
      items: [
        { icon: 'warning', title: 'Outdated systems', note: 'for Cloud' },
        { icon: 'warning', title: 'High costs', note: 'for Cloud' },
      ],
      brands: ['Cisco'],
    });
    expect(emptied).toBe(false);
  });

  it('reports a list that came out empty, so the block can hide', () => {
    expect(
      interpolateDeep({ items: [{ title: '{record.pains}' }] }, { 'record.pains': [] }),
    ).toEqual({ value: { items: [] }, emptied: true });
  });
});
