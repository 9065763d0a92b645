import type { Factor } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { staffStep } from './staff-step';

const totp = (status: Factor['status'], id = 'factor-1'): Factor => ({
  id,
  friendly_name: 'Phone',
  factor_type: 'totp',
  status,
  created_at: '2024-11-20T08:00:00Z',
  updated_at: '2024-11-20T08:00:00Z',
});

const user = (appMetadata: Record<string, unknown>, factors: Factor[] = []) => ({
  email: 'someone@techcrew.test',
  app_metadata: appMetadata,
  factors,
});

const aal1 = { currentLevel: 'aal1', nextLevel: 'aal1' } as const;
const aal1Next2 = { currentLevel: 'aal1', nextLevel: 'aal2' } as const;
const aal2 = { currentLevel: 'aal2', nextLevel: 'aal2' } as const;

describe('staffStep', () => {
  it.each([
    ['no role', {}],
    ['another role', { role: 'viewer' }],
    ['a role that is not a string', { role: ['admin'] }],
  ])('gives a user with %s no access, whatever the assurance level', (_, metadata) => {
    expect(staffStep(user(metadata), aal2)).toEqual({
      step: 'no-access',
      email: 'someone@techcrew.test',
    });
  });

  it.each(['editor', 'admin'])('lets an %s with an aal2 session in', (role) => {
    expect(staffStep(user({ role }, [totp('verified')]), aal2)).toEqual({
      step: 'staff',
      email: 'someone@techcrew.test',
      role,
    });
  });

  it('asks staff with a verified authenticator app for a code', () => {
    const factors = [totp('verified'), totp('unverified', 'factor-2')];
    expect(staffStep(user({ role: 'editor' }, factors), aal1Next2)).toEqual({
      step: 'challenge',
      email: 'someone@techcrew.test',
      role: 'editor',
      factors: [factors[0]],
    });
  });

  it.each([
    ['no factor', []],
    ['only an unfinished enrolment', [totp('unverified')]],
  ])('has staff with %s set up an authenticator app', (_, factors) => {
    expect(staffStep(user({ role: 'admin' }, factors), aal1).step).toBe('enrol');
  });
});
