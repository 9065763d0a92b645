import { closedObject } from './object-shapes';

/**
 * A headline figure and what it measures, such as "99.9%" / "uptime". Each block says
 * in its own words what its figures are; `more` adds properties after the two.
 */
export function figureSchema<const M extends Record<string, unknown> = Record<never, never>>(
  describe: { value: string; label: string },
  more: M = {} as M,
) {
  return closedObject({
    required: ['value', 'label'],
    properties: {
      value: { type: 'string', minLength: 1, description: describe.value },
      label: { type: 'string', minLength: 1, description: describe.label },
      ...more,
    },
  });
}
