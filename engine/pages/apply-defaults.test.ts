import { describe, expect, it } from 'vitest';
import type { HeroProps } from '../../blocks/hero/Hero';
import { heroSchema } from '../../blocks/hero/hero.schema';
import { applyDefaults } from './apply-defaults';

describe('applyDefaults', () => {
  it('fills defaults at every depth, including inside list items', () => {
    const hero: HeroProps = applyDefaults(heroSchema, {
      type: 'hero',
      title: 'Hi',
      form: {
        id: 'f',
        title: 'Join',
        form: {
          name: 'join',
          submitLabel: 'Go',
          toast: { title: 'T', text: 'X' },
          fields: [{ name: 'name', label: 'Name' }],
        },
      },
    } as HeroProps);
    expect(hero.typing).toEqual({ typeMs: 120, deleteMs: 80, pauseMs: 2500 });
    expect(hero.form?.form.fields[0]).toEqual({
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: false,
      half: false,
    });
  });

  it('keeps values that are given and does not change its input', () => {
    const input = { type: 'hero', title: 'Hi', typing: { typeMs: 50 } };
    const hero = applyDefaults(heroSchema, input);
    expect(hero.typing).toEqual({ typeMs: 50, deleteMs: 80, pauseMs: 2500 });
    expect(input.typing).toEqual({ typeMs: 50 });
  });

  it('leaves optional properties without a default absent', () => {
    expect('subtitle' in applyDefaults(heroSchema, { type: 'hero', title: 'Hi' })).toBe(false);
  });
});
