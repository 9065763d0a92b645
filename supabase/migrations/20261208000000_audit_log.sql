-- Who did what: every staff action on content and leads, and staff signing in and out.
--
-- An entry is written in the same transaction as the action it records, by the database
-- itself (the functions staff write through, and a trigger on leads), so there is an entry
-- exactly when the action happened, whichever client did it: the dashboard, the API,
-- sitectl or a script on Supabase. Entries are never changed; staff read them, anon never.
--
-- The person: on Supabase the signed-in user's email (from the JWT); on the site server the
-- name its staff session carries, passed as `actor`, or (for leads, changed by plain
-- UPDATEs) the transaction's `audit.person` setting.

create schema if not exists audit;
revoke all on schema audit from public;
grant usage on schema audit to authenticated, service_role;

create table audit.events (
  id uuid primary key default gen_random_uuid(),
  -- The clock, not the transaction's start: an import's entries keep their order.
  at timestamptz not null default clock_timestamp(),
  person text not null default '',
  -- What was done, such as 'published' or 'lead-status' (engine/activity/activity.ts).
  action text not null,
  -- What it was done to: a record ('services' and its slug), a lead ('leads' and its id),
  -- or nothing (signing in and out).
  collection text,
  subject text,
  -- The action's particulars, such as the version published or a lead's old and new status.
  detail jsonb not null default '{}',

  constraint events_action_format check (action ~ '^[a-z]+(-[a-z]+)*$' and char_length(action) <= 40),
  constraint events_collection_format check (collection ~ '^[a-z]+$'),
  constraint events_subject_length check (char_length(subject) <= 200),
  constraint events_person_length check (char_length(person) <= 200),
  constraint events_detail_is_object check (jsonb_typeof(detail) = 'object'),
  constraint events_detail_size check (octet_length(detail::text) <= 10000)
);

comment on table audit.events is
  'Every staff action on content and leads, with who and when. Written with the action, never changed.';

create index events_at_idx on audit.events (at desc, id desc);
create index events_subject_idx on audit.events (collection, subject, at desc);

revoke all on audit.events from public, anon, authenticated;
grant select, insert on audit.events to authenticated;
grant all on audit.events to service_role;

alter table audit.events enable row level security;

create policy "Staff read and add activity"
  on audit.events
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Activity needs a second factor"
  on audit.events
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- Records one action, by the person acting (see content.acting_person).
create function audit.note(action text, collection text, subject text, detail jsonb,
                           actor text default null)
returns void
language sql
set search_path = ''
as $$
  insert into audit.events (person, action, collection, subject, detail)
  values (content.acting_person(coalesce(actor, current_setting('audit.person', true))),
          note.action, note.collection, note.subject, coalesce(note.detail, '{}'::jsonb));
$$;

revoke all on function audit.note(text, text, text, jsonb, text) from public, anon;
grant execute on function audit.note(text, text, text, jsonb, text)
  to authenticated, service_role;

-- The writers of service records keep their names and arguments, and now record what they
-- did: each earlier function moves, under its own name, to the content schema (out of the
-- API's reach), and the public one of the same name calls it, then notes the action. The
-- earlier functions call one another by their public names, so a publish is noted once,
-- by the writer that made the version.
alter function public.update_service(text, jsonb, jsonb, text) set schema content;
alter function public.create_service(jsonb, jsonb, text) set schema content;
alter function public.save_service_draft(text, jsonb, integer, text) set schema content;
alter function public.restore_service_version(text, integer, integer, text) set schema content;
alter function public.save_services(jsonb) set schema content;

-- The newest version of a service, as the detail of the action that made it.
create function content.newest_service_version(slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('version', max(version.version))
  from content.record_versions version
  where version.collection = 'services' and version.slug = newest_service_version.slug;
$$;

create function public.update_service(slug text, fields jsonb, translations jsonb default null,
                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result jsonb := content.update_service(slug, fields, translations, actor);
begin
  perform audit.note('published', 'services', update_service.slug,
                     content.newest_service_version(update_service.slug), actor);
  return result;
end;
$$;

create function public.create_service(fields jsonb, translations jsonb default null,
                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result jsonb := content.create_service(fields, translations, actor);
begin
  perform audit.note('published', 'services', fields ->> 'slug',
                     content.newest_service_version(fields ->> 'slug'), actor);
  return result;
end;
$$;

create function public.save_service_draft(slug text, record jsonb, base_revision integer,
                                          actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result jsonb := content.save_service_draft(slug, record, base_revision, actor);
begin
  perform audit.note('draft-saved', 'services', save_service_draft.slug,
                     jsonb_build_object('new', base_revision is null), actor);
  return result;
end;
$$;

create function public.restore_service_version(slug text, version integer,
                                               base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result jsonb := content.restore_service_version(slug, version, base_revision, actor);
begin
  perform audit.note('restored', 'services', restore_service_version.slug,
                     jsonb_build_object('version', restore_service_version.version), actor);
  return result;
end;
$$;

-- An import notes each record it changed (its revision moved), with the version it made.
create function public.save_services(records jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revisions_before jsonb := (
    select coalesce(jsonb_object_agg(edit.slug, edit.revision), '{}'::jsonb)
    from content.record_edits edit
    where edit.collection = 'services'
      and edit.slug in (select given.slug from jsonb_to_recordset(records) as given(slug text)));
  written integer := content.save_services(records);
  changed_slug text;
begin
  for changed_slug in
    select edit.slug from content.record_edits edit
    where edit.collection = 'services'
      and edit.slug in (select given.slug from jsonb_to_recordset(records) as given(slug text))
      and edit.revision is distinct from (revisions_before ->> edit.slug)::integer
    order by edit.slug
  loop
    perform audit.note('imported', 'services', changed_slug,
                       content.newest_service_version(changed_slug), 'import');
  end loop;
  return written;
end;
$$;

revoke all on function content.newest_service_version(text) from public, anon;
revoke all on function public.update_service(text, jsonb, jsonb, text) from public, anon;
revoke all on function public.create_service(jsonb, jsonb, text) from public, anon;
revoke all on function public.save_service_draft(text, jsonb, integer, text) from public, anon;
revoke all on function public.restore_service_version(text, integer, integer, text)
  from public, anon;
revoke all on function public.save_services(jsonb) from public, anon;
grant execute on function content.newest_service_version(text) to authenticated, service_role;
grant execute on function public.update_service(text, jsonb, jsonb, text)
  to authenticated, service_role;
grant execute on function public.create_service(jsonb, jsonb, text)
  to authenticated, service_role;
grant execute on function public.save_service_draft(text, jsonb, integer, text)
  to authenticated, service_role;
grant execute on function public.restore_service_version(text, integer, integer, text)
  to authenticated, service_role;
grant execute on function public.save_services(jsonb) to authenticated, service_role;

-- Leads: staff change them with plain UPDATEs (status, note), and "not spam" makes a spam
-- lead new again. A trigger notes each of those, whoever made it.
create function audit.note_lead_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'spam' and new.status <> 'spam' then
    perform audit.note('lead-not-spam', 'leads', new.id::text, '{}'::jsonb);
  elsif new.status is distinct from old.status then
    perform audit.note('lead-status', 'leads', new.id::text,
                       jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  if new.note is distinct from old.note then
    perform audit.note('lead-note', 'leads', new.id::text, '{}'::jsonb);
  end if;
  return null;
end;
$$;

create trigger leads_audit
  after update of status, note on public.leads
  for each row
  execute function audit.note_lead_change();

-- Signing in and out on Supabase, which signs staff in itself: the dashboard notes it for
-- the signed-in user (the site server notes its own sessions as it starts and ends them).
create function public.note_staff_session(event text)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if event not in ('signed-in', 'signed-out') then
    raise exception 'A staff session event is signed-in or signed-out, not "%".', event
      using errcode = 'invalid_parameter_value';
  end if;
  perform audit.note(event, null, null, '{}'::jsonb);
end;
$$;

revoke all on function public.note_staff_session(text) from public, anon;
grant execute on function public.note_staff_session(text) to authenticated, service_role;

-- Staff read the activity newest first, at most max_rows (up to 1,000), optionally only one
-- person's, one record's or lead's, or since a time.
create function public.audit_events(person text default null, collection text default null,
                                    subject text default null, since timestamptz default null,
                                    max_rows integer default 200)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(chosen) order by chosen.at desc, chosen.id desc),
                  '[]'::jsonb)
  from (
    select event.id, event.at, event.person, event.action, event.collection, event.subject,
           event.detail
    from audit.events event
    where (audit_events.person is null or event.person = audit_events.person)
      and (audit_events.collection is null or event.collection = audit_events.collection)
      and (audit_events.subject is null or event.subject = audit_events.subject)
      and (audit_events.since is null or event.at >= audit_events.since)
    order by event.at desc, event.id desc
    limit least(greatest(coalesce(max_rows, 200), 1), 1000)
  ) as chosen;
$$;

revoke all on function public.audit_events(text, text, text, timestamptz, integer)
  from public, anon;
grant execute on function public.audit_events(text, text, text, timestamptz, integer)
  to authenticated, service_role;
