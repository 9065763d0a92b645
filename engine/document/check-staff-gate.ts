import type { HumanError } from './humanise';

/**
 * A staff page and its gate copy go together: `access: staff` without `staffGate:` would
 * leave the gate with nothing to say, and `staffGate:` on a public page would never show.
 */
export function checkStaffGate(page: Record<string, unknown>): HumanError[] {
  const staff = page.access === 'staff';
  const hasCopy = page.staffGate !== undefined;
  if (staff && !hasCopy)
    return [
      {
        code: 'staff-gate',
        path: ['access'],
        message:
          'a page with access: staff needs staffGate:, the copy of the sign-in screen shown before its blocks',
        hint: 'Add a staffGate: section to this page (docs/blocks.md, under Staff gate, lists what it says), as pages/admin.yaml has.',
      },
    ];
  if (hasCopy && !staff)
    return [
      {
        code: 'staff-gate',
        path: [],
        key: 'staffGate',
        message: 'staffGate: is shown only on a page with access: staff, which this page is not',
        hint: 'Add access: staff to keep the blocks for staff, or remove staffGate:.',
      },
    ];
  return [];
}
