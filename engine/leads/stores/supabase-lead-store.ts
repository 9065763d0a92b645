import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { FormSubmission } from '../../forms/form-types';
import { DataRequestError, failureOfStatus } from '../../errors/data-request-error';
import { LeadNotFoundError, type Lead, type LeadEvent } from '../lead';
import type { Erasure, LeadStoreWithRights, PersonData } from '../privacy/person-data';
import { isSubmitLeadError, refusalProblems, SUBMIT_LEAD_ERRORS } from '../submit-lead-errors';

function failure(action: string, error: PostgrestError, status: number): DataRequestError {
  return new DataRequestError(failureOfStatus(status), `${action}: ${error.message}`);
}

/**
 * Leads on Supabase through supabase-js. Visitors submit through public.submit_lead, which
 * checks the answers against the form's declaration as the site server does and returns
 * nothing (they may not read leads); staff signed in with a second factor read and update.
 */
export function createSupabaseLeadStore(client: SupabaseClient): LeadStoreWithRights & {
  submit(submission: FormSubmission): Promise<void>;
} {
  return {
    person: {
      async data(email) {
        const { data, error, status } = await client.rpc('person_data', { email });
        if (error)
          throw failure('Could not read the data stored about that address', error, status);
        return data as PersonData;
      },
      async erase(email) {
        const { data, error, status } = await client.rpc('erase_person', { email });
        if (error)
          throw failure('Could not erase the data stored about that address', error, status);
        return data as Erasure;
      },
    },

    async submit({ form, values, page, source, messages }) {
      const { error, status } = await client.rpc('submit_lead', {
        form: form.name,
        page,
        fields: values,
        source: source ?? {},
      });
      if (!error) return;
      if (!isSubmitLeadError(error.code)) throw failure('Could not send the form', error, status);
      // A refusal reads as the site server's answer would: the failure, and the field's problem.
      throw new DataRequestError(
        SUBMIT_LEAD_ERRORS[error.code].failure,
        `Could not send the form: ${error.message}`,
        refusalProblems(error, form, messages),
      );
    },

    async list(query) {
      let rows = client
        .from('leads')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: true })
        .range(query.offset, query.offset + query.limit - 1);
      if (query.form) rows = rows.eq('form', query.form);
      if (query.owner !== undefined) rows = rows.eq('owner', query.owner);
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
        .update(changes.owner === undefined ? changes : { ...changes, owner: changes.owner.trim() })
        .eq('id', id)
        .select()
        .maybeSingle();
      if (error) throw failure('Could not update the lead', error, status);
      if (!data) throw new LeadNotFoundError(id);
      return data as Lead;
    },

    async timeline(id) {
      const { data, error, status } = await client
        .from('lead_events')
        .select('id, at, person, kind, detail')
        .eq('lead_id', id)
        .order('at', { ascending: true })
        .order('seq', { ascending: true });
      if (error && status === 400) return [];
      if (error) throw failure('Could not load the timeline of the lead', error, status);
      return data as LeadEvent[];
    },

    async owners() {
      const { data, error, status } = await client.rpc('lead_owner_choices');
      if (error) throw failure('Could not load the staff names', error, status);
      return (data as string[] | null) ?? [];
    },
  };
}
