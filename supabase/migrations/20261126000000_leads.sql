-- Leads: every form a visitor submits on the public site, for staff to follow up.
--
-- Visitors (anon, and any signed-in user) may add a lead and nothing else: they cannot
-- read, change or delete one, not even the row they just added. Staff (app_metadata.role
-- editor or admin) with a session verified by a second factor (aal2) read leads, move
-- them through new -> contacted -> closed, keep a note, and may delete them.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  -- The form's name in its page document, e.g. "contact", and the path it was sent from.
  form text not null,
  page text not null,
  -- What the visitor saw and sent, in the form's order: [{ name, label, value }].
  fields jsonb not null,
  status text not null default 'new',
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Who to answer, read from the fields so staff can sort and search by them.
  name text generated always as (
    left(jsonb_path_query_first(fields, '$[*] ? (@.name == "name").value') #>> '{}', 200)
  ) stored,
  email text generated always as (
    left(jsonb_path_query_first(fields, '$[*] ? (@.name == "email").value') #>> '{}', 254)
  ) stored,

  constraint leads_form_format check (form ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(form) <= 100),
  -- A path of this site: '//host/x' would name another host if it were ever made a link.
  constraint leads_page_format
    check (page ~ '^/([a-z0-9_-][a-z0-9/_-]*)?$' and char_length(page) <= 200),
  constraint leads_fields_shape check (
    jsonb_typeof(fields) = 'array' and jsonb_array_length(fields) between 1 and 50
  ),
  constraint leads_fields_size check (octet_length(fields::text) <= 65536),
  constraint leads_status check (status in ('new', 'contacted', 'closed')),
  constraint leads_note_length check (char_length(note) <= 5000)
);

comment on table public.leads is
  'Form submissions from the public site. Visitors insert; staff with a second factor read and follow up.';

create index leads_created_at_idx on public.leads (created_at desc);
create index leads_form_idx on public.leads (form, created_at desc);
create index leads_status_idx on public.leads (status, created_at desc);

-- updated_at moves whenever staff change a lead; created_at never does. The generated
-- columns (name, email) are not computed yet in NEW, so the row is compared without them
-- and the timestamps: a whole-row comparison would always differ for a lead with a name.
create function public.touch_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := case
    when (new.id, new.form, new.page, new.fields, new.status, new.note)
      is distinct from (old.id, old.form, old.page, old.fields, old.status, old.note)
    then now()
    else old.updated_at
  end;
  return new;
end;
$$;

revoke all on function public.touch_lead() from public, anon, authenticated;

create trigger leads_touch
  before update on public.leads
  for each row
  execute function public.touch_lead();

-- The forms leads came from, with counts, for the staff filter.
create view public.lead_forms
  with (security_invoker = true)
as
  select form, count(*)::int as leads
  from public.leads
  group by form;

comment on view public.lead_forms is 'Each form that has leads, with their number (staff only, through the leads policies).';

-- Privileges: Supabase grants the API roles everything on new objects in public, so start
-- from nothing. Visitors name only the content columns; status, note, id and the
-- timestamps belong to staff and the database.
revoke all on public.leads from public, anon, authenticated;
revoke all on public.lead_forms from public, anon, authenticated;

grant insert (form, page, fields) on public.leads to anon, authenticated;
grant select, delete on public.leads to authenticated;
grant update (status, note) on public.leads to authenticated;
grant select on public.lead_forms to authenticated;
grant all on public.leads to service_role;
grant select on public.lead_forms to service_role;

alter table public.leads enable row level security;

create policy "Anyone can send a lead"
  on public.leads
  for insert
  to anon, authenticated
  with check (status = 'new' and note = '');

create policy "Staff can read leads"
  on public.leads
  for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff can follow up leads"
  on public.leads
  for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff can delete leads"
  on public.leads
  for delete
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

-- Restrictive: reading or changing leads also needs a session verified by a second factor.
create policy "Reading leads needs a second factor"
  on public.leads
  as restrictive
  for select
  to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Changing leads needs a second factor"
  on public.leads
  as restrictive
  for update
  to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Deleting leads needs a second factor"
  on public.leads
  as restrictive
  for delete
  to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');
