import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { DataRequestError, failureOfStatus } from './data-request-error';
import { LeadNotFoundError, type Lead, type LeadInput, type LeadStore } from '../leads/lead';

function failure(action: string, error: PostgrestError, status: number): DataRequestError {
  return new DataRequestError(failureOfStatus(status), `${action}: ${error.message}`);
}

/**
 * Leads on Supabase through supabase-js. Visitors only insert (row level security lets
 * them do nothing else, so the insert asks for no row back); staff signed in with a
 * second factor read and update them.
 */
export function createSupabaseLeadStore(client: SupabaseClient): LeadStore & {
  add(input: LeadInput): Promise<void>;
} {
  return {
    async add(input) {
      const { error, status } = await client.from('leads').insert(input);
      if (error) throw failure('Could not send the form', error, status);
    },

    async list(query) {
      let rows = client
        .from('leads')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: true })
        .range(query.offset, query.offset + query.limit - 1);
      if (query.form) rows = rows.eq('form', query.form);
      // Spam only when asked for; "all" is every lead staff follow up.
      rows = query.status ? rows.eq('status', query.status) : rows.neq('status', 'spam');
      const [listed, forms] = await Promise.all([
        rows,
        client.from('lead_forms').select('form, leads').order('form'),
      ]);
      if (listed.error) throw failure('Could not load the leads', listed.error, listed.status);
      if (forms.error) throw failure('Could not load the leads', forms.error, forms.status);
      return {
        leads: listed.data as Lead[],
        total: listed.count ?? 0,
        forms: forms.data as { form: string; leads: number }[],
      };
    },

    async get(id) {
      const { data, error, status } = await client
        .from('leads')
        .select('*')
        .eq('id', id)
        .maybeSingle();
      // An id that is not a uuid is no lead, as the site server says too.
      if (error && status === 400) return null;
      if (error) throw failure('Could not load the lead', error, status);
      return (data as Lead | null) ?? null;
    },

    async update(id, changes) {
      const { data, error, status } = await client
        .from('leads')
        .update(changes)
        .eq('id', id)
        .select()
        .maybeSingle();
      if (error) throw failure('Could not update the lead', error, status);
      if (!data) throw new LeadNotFoundError(id);
      return data as Lead;
    },
  };
}
