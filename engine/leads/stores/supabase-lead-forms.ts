import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadFormDeclaration } from '../intake/lead-form-declaration';
import { storeError } from '../../errors/store-error';

/**
 * Replaces the form declarations on Supabase with these, in one request and so one
 * transaction (public.put_lead_forms, the service role's only); resolves to their number.
 */
export async function putLeadForms(
  client: SupabaseClient,
  declarations: readonly LeadFormDeclaration[],
): Promise<number> {
  const { data, error, status } = await client.rpc('put_lead_forms', { declarations });
  if (error) {
    throw storeError('Could not push the forms', {
      code: error.code,
      message: error.message,
      details: error.details,
      status,
    });
  }
  return Number(data);
}
