import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorKind } from './auth-error-kind';

describe('authErrorKind', () => {
  it.each([
    ['invalid_credentials', 400, 'wrongCredentials'],
    ['email_not_confirmed', 400, 'emailNotConfirmed'],
    ['over_request_rate_limit', 429, 'rateLimited'],
    ['over_email_send_rate_limit', 429, 'rateLimited'],
    ['mfa_verification_failed', 422, 'wrongCode'],
    ['mfa_challenge_expired', 422, 'codeExpired'],
    ['unexpected_failure', 500, 'unexpected'],
  ] as const)('reads the Auth server code %s', (code, status, kind) => {
    expect(authErrorKind(new AuthApiError('message', status, code))).toBe(kind);
  });

  it('takes any HTTP 429 as a rate limit', () => {
    expect(authErrorKind(new AuthApiError('Too many requests', 429, undefined))).toBe(
      'rateLimited',
    );
  });

  it('takes a failed fetch or an unavailable server as a network failure', () => {
    expect(authErrorKind(new AuthRetryableFetchError('Failed to fetch', 0))).toBe('network');
    expect(authErrorKind(new AuthRetryableFetchError('Bad gateway', 502))).toBe('network');
  });

  it('has a general message for the rest', () => {
    expect(authErrorKind(new AuthSessionMissingError())).toBe('unexpected');
  });
});
