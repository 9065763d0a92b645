import type { AuthError, SupabaseClient } from '@supabase/supabase-js';

export interface TotpEnrolment {
  factorId: string;
  /** The QR code as an image URL. */
  qrCode: string;
  /** The shared secret, for typing into an app that cannot scan. */
  secret: string;
}

const rawSvgPrefix = 'data:image/svg+xml;utf-8,';

/**
 * supabase-js hands over the Auth server's SVG behind a data URL prefix, unencoded; a `#`
 * in it (as in a fill colour) would end the URL early, so the SVG is encoded again.
 */
export function qrCodeImageUrl(qrCode: string): string {
  if (!qrCode.startsWith(rawSvgPrefix)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(rawSvgPrefix.length))}`;
}

/**
 * Starts enrolling an authenticator app (TOTP) for the signed-in user. Unverified factors
 * left by an enrolment that was never finished are removed first: the Auth server keeps
 * friendly names unique per user, and they can never be verified from here anyway.
 */
export async function enrolTotp(
  client: SupabaseClient,
  names: { friendlyName: string; issuer: string },
): Promise<{ enrolment: TotpEnrolment; error: null } | { enrolment: null; error: AuthError }> {
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) return { enrolment: null, error: listed.error };
  const abandoned = listed.data.all.filter(
    (factor) => factor.factor_type === 'totp' && factor.status === 'unverified',
  );
  for (const factor of abandoned) {
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (error) return { enrolment: null, error };
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', ...names });
  if (error) return { enrolment: null, error };
  return {
    enrolment: {
      factorId: data.id,
      qrCode: qrCodeImageUrl(data.totp.qr_code),
      secret: data.totp.secret,
    },
    error: null,
  };
}
