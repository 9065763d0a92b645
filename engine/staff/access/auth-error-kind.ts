import { isAuthApiError, isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';

/** The kinds of failure the staff screens explain, each with a message in the page document. */
export type AuthErrorKind =
  | 'wrongCredentials'
  | 'emailNotConfirmed'
  | 'rateLimited'
  | 'network'
  | 'wrongCode'
  | 'codeExpired'
  | 'unexpected';

const byCode: Record<string, AuthErrorKind> = {
  invalid_credentials: 'wrongCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  over_sms_send_rate_limit: 'rateLimited',
  mfa_verification_failed: 'wrongCode',
  mfa_challenge_expired: 'codeExpired',
};

/**
 * What went wrong, from the error supabase-js returns: the Auth server's error code when
 * it sent one, HTTP 429 for any rate limit, and a retryable fetch error for a network
 * failure or an unavailable server.
 */
export function authErrorKind(error: AuthError): AuthErrorKind {
  if (isAuthRetryableFetchError(error)) return 'network';
  const known = error.code ? byCode[error.code] : undefined;
  if (known) return known;
  if (isAuthApiError(error) && error.status === 429) return 'rateLimited';
  return 'unexpected';
}
