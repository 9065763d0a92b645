-- Consent on record. A form's consent box (a checkbox with `consent:` in its page document)
-- is stored like every answer, with the exact wording the visitor saw (its label), the page
-- and the time; this stamps the version of that wording on it as the lead is stored:
-- "consent": {"version": the first 12 hex digits of the SHA-256 of the label}. Staff, the
-- CSV file, the email and the webhook show it, so a changed wording is a new version.
--
-- A consent box is known by the mark the site server puts on its answer ("consent": {}), or,
-- for a lead sent through public.submit_lead on Supabase, by its declaration (`sitectl
-- push` declares "consent": true).

create function intake.consent_version(wording text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(encode(sha256(convert_to(coalesce(wording, ''), 'UTF8')), 'hex'), 12);
$$;

-- Security definer: whoever stores the lead, the declarations are read as the owner reads them.
create function intake.stamp_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Anything but a list of answers is left for the table's checks to refuse by name.
  if jsonb_typeof(new.fields) is distinct from 'array' or jsonb_array_length(new.fields) = 0 then
    return new;
  end if;
  new.fields := (
    select jsonb_agg(
             case
               when jsonb_typeof(entry.item) = 'object' and (entry.item ? 'consent' or exists (
                 select 1
                 from intake.declared_form(new.form, new.page) as declared,
                      jsonb_array_elements(declared.fields) as field
                 where field ->> 'name' = entry.item ->> 'name'
                   and coalesce((field ->> 'consent')::boolean, false)))
               then entry.item || jsonb_build_object(
                      'consent',
                      jsonb_build_object('version', intake.consent_version(entry.item ->> 'label')))
               else entry.item
             end
             order by entry.position)
    from jsonb_array_elements(new.fields) with ordinality as entry(item, position));
  return new;
end;
$$;

revoke all on function intake.consent_version(text), intake.stamp_consent()
  from public, anon, authenticated;

create trigger leads_stamp_consent
  before insert on public.leads
  for each row
  execute function intake.stamp_consent();
