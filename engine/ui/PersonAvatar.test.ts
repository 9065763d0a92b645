import { describe, expect, it } from 'vitest';
import { initialsOf } from './PersonAvatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Khalid Al Mansoori')).toBe('KM');
    expect(initialsOf('priya nair')).toBe('PN');
  });

  it('copes with one name and stray spaces', () => {
    expect(initialsOf('  Omar ')).toBe('O');
  });
});
