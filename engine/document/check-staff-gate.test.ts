import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePageText } from '../pages/validate-document';

const admin = readFileSync(path.resolve(import.meta.dirname, '../../pages/admin.yaml'), 'utf8');
const lineOf = (text: string, start: string) =>
  text.split('\n').findIndex((row) => row.startsWith(start)) + 1;

/** pages/admin.yaml without its staffGate: section (up to the next top-level key). */
const withoutGate = admin.replace(/^staffGate:\n(?:(?: .*)?\n)*/m, '');

describe('access: staff and its gate copy', () => {
  it('accepts pages/admin.yaml, a staff page with its gate copy', () => {
    expect(validatePageText(admin, 'pages/admin.yaml').problems).toEqual([]);
  });

  it('refuses a staff page without gate copy, pointing at access: staff', () => {
    expect(withoutGate).not.toContain('staffGate');
    const { data, problems } = validatePageText(withoutGate, 'pages/admin.yaml');
    expect(data).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'staff-gate',
        level: 'error',
        path: 'access',
        line: lineOf(withoutGate, 'access:'),
        message:
          'a page with access: staff needs staffGate:, the copy of the sign-in screen shown before its blocks',
      }),
    ]);
    expect(problems[0]?.hint).toContain('Add a staffGate: section');
  });

  it('refuses gate copy on a page that is not for staff', () => {
    const text = admin.replace('access: staff\n', '');
    const { problems } = validatePageText(text, 'pages/admin.yaml');
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'staff-gate',
        line: lineOf(text, 'staffGate:'),
        column: 1,
        endColumn: 9,
      }),
    ]);
  });

  it('refuses an access other than public or staff', () => {
    const text = admin.replace('access: staff', 'access: members');
    const problems = validatePageText(text, 'pages/admin.yaml').problems;
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'not-allowed',
        path: 'access',
        message: 'must be one of: public, staff',
      }),
    );
  });
});
