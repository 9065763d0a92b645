-- Scheduled publishing: a draft published at a time, a published record withdrawn at a time.
--
-- content.record_schedules holds what is still to happen, at most one publish and one
-- unpublish per record. Nothing runs a schedule but public.run_due_schedule, which takes one
-- that is due, removes it and does it in the same transaction: a schedule runs exactly once,
-- whenever the caller comes (the site server's worker every few seconds, from its start, so
-- one whose time passed while the server was down runs as it comes back; on Supabase a
-- pg_cron job, see docs/service-content.md). A schedule that fails is removed and the
-- failure noted in the activity log, so it never blocks the ones behind it.
--
-- Unpublishing takes a record off the site (its page answers 410 and it leaves the
-- sitemap) and keeps its words as the record's draft, to publish again.

create table content.record_schedules (
  collection text not null,
  slug text not null,
  action text not null,
  run_at timestamptz not null,
  scheduled_by text not null default '',
  scheduled_at timestamptz not null default now(),

  primary key (collection, slug, action),
  constraint record_schedules_action check (action in ('publish', 'unpublish')),
  constraint record_schedules_scheduled_by_length check (char_length(scheduled_by) <= 200)
);

comment on table content.record_schedules is
  'Publishing and unpublishing staff scheduled, until the worker runs them (exactly once).';

create index record_schedules_run_at_idx on content.record_schedules (run_at);

revoke all on content.record_schedules from public, anon, authenticated;
grant select, insert, update, delete on content.record_schedules to authenticated;
grant all on content.record_schedules to service_role;

alter table content.record_schedules enable row level security;

create policy "Staff read and write schedules"
  on content.record_schedules
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Schedules need a second factor"
  on content.record_schedules
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- A record as staff see it now also carries its schedules, soonest first.
create or replace function content.service_entry(slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'slug', service_entry.slug,
    'published', (select to_jsonb(feed) from public.service_content_feed feed
                  where feed.slug = service_entry.slug),
    'draft', edit.draft,
    'revision', coalesce(edit.revision, 0),
    'draft_saved_by', edit.draft_saved_by,
    'draft_saved_at', edit.draft_saved_at,
    'changed_by', edit.changed_by,
    'changed_at', edit.changed_at,
    'versions', (select count(*) from content.record_versions version
                 where version.collection = 'services' and version.slug = service_entry.slug),
    'schedules', (select coalesce(jsonb_agg(jsonb_build_object('action', schedule.action,
                                                               'run_at', schedule.run_at,
                                                               'scheduled_by', schedule.scheduled_by)
                                            order by schedule.run_at), '[]'::jsonb)
                  from content.record_schedules schedule
                  where schedule.collection = 'services' and schedule.slug = service_entry.slug)
  )
  from (select 1) as one
  left join content.record_edits edit
    on edit.collection = 'services' and edit.slug = service_entry.slug;
$$;

-- Moves the record's revision after a change of its schedules or its state, by `person`.
create function content.move_revision(collection text, slug text, person text)
returns void
language sql
set search_path = ''
as $$
  update content.record_edits edit
  set revision = edit.revision + 1, changed_by = person, changed_at = now()
  where edit.collection = move_revision.collection and edit.slug = move_revision.slug;
$$;

-- Removes a published service from the feed. No API user may delete from it directly (the
-- service role only); staff do it only through unpublish_service, whose claim_edit (row
-- level security on content.record_edits) has let them through first. Outside the API's
-- reach, as the content schema is.
create function content.withdraw_service(slug text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Checked here too, whoever reaches it: staff with a second factor, or no API user at all
  -- (the site server, the service role).
  if not coalesce(coalesce(auth.jwt() ->> 'role', 'service_role') = 'service_role'
                  or ((auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin')
                      and auth.jwt() ->> 'aal' = 'aal2'), false) then
    raise exception 'Only staff may take a service off the site.'
      using errcode = 'insufficient_privilege';
  end if;
  delete from content.service_content_feed feed where feed.slug = withdraw_service.slug;
end;
$$;

-- Takes a published service off the site: its words stay as the record's draft (the draft
-- already saved, when there is one), its versions stay in history. base_revision as for a
-- draft; no_data_found (P0002) when the service is not published.
create function public.unpublish_service(slug text, base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  published jsonb := content.published_service(unpublish_service.slug);
begin
  perform content.claim_edit('services', unpublish_service.slug, base_revision);
  if published is null then
    raise exception 'The service "%" is not published.', unpublish_service.slug
      using errcode = 'no_data_found';
  end if;

  update content.record_edits edit
  set draft = coalesce(edit.draft, published),
      draft_saved_by = coalesce(edit.draft_saved_by, person),
      draft_saved_at = coalesce(edit.draft_saved_at, now())
  where edit.collection = 'services' and edit.slug = unpublish_service.slug;
  perform content.withdraw_service(unpublish_service.slug);
  perform content.move_revision('services', unpublish_service.slug, person);
  perform audit.note('unpublished', 'services', unpublish_service.slug, '{}'::jsonb, actor);
  return content.service_entry(unpublish_service.slug);
end;
$$;

-- Schedules the record's draft to publish, or the published record to come off the site,
-- at run_at (replacing a schedule of the same action). base_revision as for a draft;
-- no_data_found (P0002) when there is no draft to publish or nothing published to withdraw.
create function public.schedule_service(slug text, action text, run_at timestamptz,
                                        base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  edit content.record_edits;
begin
  if action not in ('publish', 'unpublish') then
    raise exception 'A schedule publishes or unpublishes, not "%".', action
      using errcode = 'invalid_parameter_value';
  end if;
  edit := content.claim_edit('services', schedule_service.slug, base_revision);
  if action = 'publish' and edit.draft is null then
    raise exception 'The service "%" has no changes to publish.', schedule_service.slug
      using errcode = 'no_data_found';
  end if;
  if action = 'unpublish' and content.published_service(schedule_service.slug) is null then
    raise exception 'The service "%" is not published.', schedule_service.slug
      using errcode = 'no_data_found';
  end if;

  insert into content.record_schedules as schedule (collection, slug, action, run_at, scheduled_by)
  values ('services', schedule_service.slug, action, run_at, person)
  on conflict on constraint record_schedules_pkey do update
    set run_at = excluded.run_at, scheduled_by = excluded.scheduled_by, scheduled_at = now();
  perform content.move_revision('services', schedule_service.slug, person);
  perform audit.note('scheduled', 'services', schedule_service.slug,
                     jsonb_build_object('action', action, 'run_at', run_at), actor);
  return content.service_entry(schedule_service.slug);
end;
$$;

-- Cancels the record's schedule of that action; no_data_found (P0002) when there is none.
create function public.cancel_service_schedule(slug text, action text, base_revision integer,
                                               actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
begin
  perform content.claim_edit('services', cancel_service_schedule.slug, base_revision);
  delete from content.record_schedules schedule
  where schedule.collection = 'services' and schedule.slug = cancel_service_schedule.slug
    and schedule.action = cancel_service_schedule.action;
  if not found then
    raise exception 'The service "%" has no % scheduled.', cancel_service_schedule.slug, action
      using errcode = 'no_data_found';
  end if;
  perform content.move_revision('services', cancel_service_schedule.slug, person);
  perform audit.note('schedule-cancelled', 'services', cancel_service_schedule.slug,
                     jsonb_build_object('action', action), actor);
  return content.service_entry(cancel_service_schedule.slug);
end;
$$;

-- Runs one schedule that is due, if any, and says which ({ collection, slug, action,
-- run_at, outcome }), or null when none is due. Its work is done by the person who
-- scheduled it, and the activity log marks it as scheduled.
create function public.run_due_schedule()
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  due content.record_schedules;
  current_revision integer;
  outcome text := 'done';
begin
  select * into due from content.record_schedules schedule
  where schedule.run_at <= now()
  order by schedule.run_at, schedule.slug, schedule.action
  limit 1
  for update skip locked;
  if not found then
    return null;
  end if;

  delete from content.record_schedules schedule
  where schedule.collection = due.collection and schedule.slug = due.slug
    and schedule.action = due.action;
  perform set_config('audit.scheduled', 'true', true);
  select coalesce((select edit.revision from content.record_edits edit
                   where edit.collection = due.collection and edit.slug = due.slug), 0)
    into current_revision;

  begin
    if due.action = 'publish' then
      perform public.publish_service(due.slug, current_revision, due.scheduled_by);
    else
      perform public.unpublish_service(due.slug, current_revision, due.scheduled_by);
    end if;
  exception when others then
    -- Nothing to publish or withdraw any more, or a write that fails: noted, not retried.
    outcome := sqlerrm;
    perform audit.note('schedule-failed', due.collection, due.slug,
                       jsonb_build_object('action', due.action, 'reason', sqlerrm),
                       due.scheduled_by);
  end;
  perform set_config('audit.scheduled', '', true);

  return jsonb_build_object('collection', due.collection, 'slug', due.slug,
                            'action', due.action, 'run_at', due.run_at, 'outcome', outcome);
end;
$$;

-- Every schedule that is due, for a pg_cron job on Supabase: how many ran.
create function public.run_due_schedules()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ran integer := 0;
begin
  while public.run_due_schedule() is not null loop
    ran := ran + 1;
  end loop;
  return ran;
end;
$$;

-- The activity log marks what a schedule did as scheduled.
create or replace function audit.note(action text, collection text, subject text, detail jsonb,
                                      actor text default null)
returns void
language sql
set search_path = ''
as $$
  insert into audit.events (person, action, collection, subject, detail)
  values (content.acting_person(coalesce(actor, current_setting('audit.person', true))),
          note.action, note.collection, note.subject,
          coalesce(note.detail, '{}'::jsonb)
            || case when current_setting('audit.scheduled', true) = 'true'
                    then '{"scheduled": true}'::jsonb else '{}'::jsonb end);
$$;

-- A service taken off the site: its page answers 410 Gone rather than the general one.
-- Anyone may ask (the page does), and learns only that the address once had a page.
create function public.service_withdrawn(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from content.record_versions version
                 where version.collection = 'services' and version.slug = service_withdrawn.slug)
     and not exists (select 1 from content.service_content_feed feed
                     where feed.slug = service_withdrawn.slug);
$$;

revoke all on function content.withdraw_service(text) from public, anon;
revoke all on function content.move_revision(text, text, text) from public, anon;
revoke all on function public.unpublish_service(text, integer, text) from public, anon;
revoke all on function public.schedule_service(text, text, timestamptz, integer, text)
  from public, anon;
revoke all on function public.cancel_service_schedule(text, text, integer, text)
  from public, anon;
revoke all on function public.run_due_schedule() from public, anon, authenticated;
revoke all on function public.run_due_schedules() from public, anon, authenticated;
grant execute on function content.withdraw_service(text) to authenticated, service_role;
grant execute on function content.move_revision(text, text, text) to authenticated, service_role;
grant execute on function public.unpublish_service(text, integer, text)
  to authenticated, service_role;
grant execute on function public.schedule_service(text, text, timestamptz, integer, text)
  to authenticated, service_role;
grant execute on function public.cancel_service_schedule(text, text, integer, text)
  to authenticated, service_role;
grant execute on function public.run_due_schedule() to service_role;
grant execute on function public.run_due_schedules() to service_role;
grant execute on function public.service_withdrawn(text) to anon, authenticated, service_role;
