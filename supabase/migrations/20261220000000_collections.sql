-- Collections: kinds of record staff edit with one workflow (drafts, publishing, versions,
-- schedules, discards, preview links, the activity log). Services were the first; posts
-- (the blog) the second. Every step of the workflow is now one function taking the
-- collection, and the services' functions keep their names and arguments as calls of it.
--
-- Where a published record lives is the one thing that differs. Services keep their typed
-- table (content.service_content_feed and its translations), which the public service
-- pages, menus and search read. Every other collection keeps each published record whole
-- in content.published_records ({ fields..., translations }), readable by everyone; a draft
-- never leaves content.record_edits, which anon cannot read.

create table content.published_records (
  collection text not null,
  slug text not null,
  record jsonb not null,
  first_published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  primary key (collection, slug),
  constraint published_records_collection_format
    check (collection ~ '^[a-z]+$' and collection not in ('services', 'pages')),
  constraint published_records_slug_format
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  constraint published_records_record_is_object check (jsonb_typeof(record) = 'object'),
  constraint published_records_record_size check (octet_length(record::text) <= 1000000)
);

comment on table content.published_records is
  'Published records of every collection but services, whole, as visitors read them.';

revoke all on content.published_records from public, anon, authenticated;
grant select on content.published_records to anon, authenticated;
grant insert, update on content.published_records to authenticated;
grant all on content.published_records to service_role;

alter table content.published_records enable row level security;

-- Every row is published, so anyone may read. Only staff with a second factor write, and
-- nobody deletes but content.withdraw_record (taking a record off the site).
create policy "Published records are readable by everyone"
  on content.published_records
  for select
  to anon, authenticated
  using (true);

create policy "Staff publish records"
  on content.published_records
  for insert
  to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff change published records"
  on content.published_records
  for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Publishing needs a second factor"
  on content.published_records
  as restrictive
  for insert
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Republishing needs a second factor"
  on content.published_records
  as restrictive
  for update
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- The collections there are, and what one record of each is called in messages ('The post
-- "x" is not published.'). A collection no migration declares here is refused
-- (invalid_parameter_value, 22023) by every step of the workflow, which all claim the record
-- first (content.claim_edit). A third collection adds its line.
create function content.record_noun(collection text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case collection
    when 'services' then return 'service';
    when 'posts' then return 'post';
    else raise exception 'There is no collection "%".', collection
           using errcode = 'invalid_parameter_value';
  end case;
end;
$$;

-- Claims a record for an edit as before, in a collection there is.
create or replace function content.claim_edit(collection text, slug text, base_revision integer)
returns content.record_edits
language plpgsql
set search_path = ''
as $$
declare
  current_edit content.record_edits;
begin
  perform content.record_noun(collection);
  insert into content.record_edits as edit (collection, slug)
  values (claim_edit.collection, claim_edit.slug)
  on conflict on constraint record_edits_pkey do nothing;

  select * into strict current_edit from content.record_edits edit
  where edit.collection = claim_edit.collection and edit.slug = claim_edit.slug
  for update;

  if base_revision is distinct from current_edit.revision then
    raise exception 'Someone else changed "%" since this edit began.', claim_edit.slug
      using errcode = 'SE409',
            detail = jsonb_build_object('changed_by', current_edit.changed_by,
                                        'changed_at', current_edit.changed_at,
                                        'revision', current_edit.revision)::text;
  end if;
  return current_edit;
end;
$$;

-- A published record as a version keeps it: its fields and translations, nothing the
-- database adds. Null when the record is not published.
create function content.published_record(collection text, slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when published_record.collection = 'services'
              then content.published_service(published_record.slug)
              else (select kept.record from content.published_records kept
                    where kept.collection = published_record.collection
                      and kept.slug = published_record.slug)
         end;
$$;

-- A published record as staff see it beside its draft: for a service, its row of the feed;
-- else the record with when it was first published and last changed.
create function content.published_entry(collection text, slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when published_entry.collection = 'services'
              then (select to_jsonb(feed) from public.service_content_feed feed
                    where feed.slug = published_entry.slug)
              else (select kept.record
                           || jsonb_build_object('first_published_at', kept.first_published_at,
                                                 'updated_at', kept.updated_at)
                    from content.published_records kept
                    where kept.collection = published_entry.collection
                      and kept.slug = published_entry.slug)
         end;
$$;

-- Keeps `record`, what visitors read of a record published before versions were kept (a
-- seeded one, say), as its version 1, when history holds nothing of it yet. Answers the
-- newest version there is.
create function content.keep_first_version(collection text, slug text, record jsonb)
returns content.record_versions
language plpgsql
set search_path = ''
as $$
declare
  newest content.record_versions;
begin
  select * into newest from content.record_versions version
  where version.collection = keep_first_version.collection
    and version.slug = keep_first_version.slug
  order by version.version desc limit 1;

  if newest is null and record is not null then
    insert into content.record_versions (collection, slug, version, record, published_by,
                                         published_at)
    values (keep_first_version.collection, keep_first_version.slug, 1, record, '',
            coalesce((select feed.updated_at from content.service_content_feed feed
                      where keep_first_version.collection = 'services'
                        and feed.slug = keep_first_version.slug),
                     (select kept.updated_at from content.published_records kept
                      where kept.collection = keep_first_version.collection
                        and kept.slug = keep_first_version.slug),
                     now()))
    returning * into newest;
  end if;
  return newest;
end;
$$;

-- Notes that a record was just published, by any writer: a new version when it differs from
-- the newest one (what was published before, `previous`, read ahead of the write, is kept
-- first when history holds nothing of it), and its revision moves, so an edit begun before
-- this write is refused rather than undoing it.
create function content.note_published(collection text, slug text, previous jsonb, person text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  newest content.record_versions;
  now_published jsonb := content.published_record(note_published.collection,
                                                  note_published.slug);
begin
  if now_published is not distinct from previous then
    return;
  end if;

  newest := content.keep_first_version(collection, slug, previous);
  if now_published is distinct from newest.record then
    insert into content.record_versions (collection, slug, version, record, published_by)
    values (note_published.collection, note_published.slug, coalesce(newest.version, 0) + 1,
            now_published, person);
  end if;

  insert into content.record_edits as edit (collection, slug, revision, changed_by)
  values (note_published.collection, note_published.slug, 1, person)
  on conflict on constraint record_edits_pkey do update
    set revision = edit.revision + 1, changed_by = excluded.changed_by, changed_at = now();
end;
$$;

create or replace function content.note_service_published(slug text, previous jsonb,
                                                          person text)
returns void
language sql
set search_path = ''
as $$
  select content.note_published('services', slug, previous, person);
$$;

-- The newest version of a record, as the detail of the action that made it.
create function content.newest_version(collection text, slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('version', max(version.version))
  from content.record_versions version
  where version.collection = newest_version.collection and version.slug = newest_version.slug;
$$;

-- Makes `record` what visitors read of it: a service through the service writers (which
-- note their own version and activity), any other record in content.published_records.
create function content.put_published(collection text, slug text, record jsonb, actor text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  previous jsonb := content.published_record(put_published.collection, put_published.slug);
  person text := content.acting_person(actor);
begin
  if collection = 'services' then
    if previous is null then
      perform public.create_service(record - 'translations', record -> 'translations', person);
    else
      perform public.update_service(put_published.slug, record - 'translations',
                                    coalesce(record -> 'translations', '{}'::jsonb), person);
    end if;
    return;
  end if;

  insert into content.published_records as kept (collection, slug, record)
  values (put_published.collection, put_published.slug,
          (put_published.record - 'first_published_at' - 'updated_at')
            || jsonb_build_object('slug', put_published.slug))
  on conflict on constraint published_records_pkey do update
    set record = excluded.record, updated_at = now();
  perform content.note_published(collection, slug, previous, person);
  perform audit.note('published', collection, slug,
                     content.newest_version(collection, slug), actor);
end;
$$;

-- Takes a published record off the site. No API user may delete published rows directly;
-- staff do it only through unpublish_record, whose claim_edit (row level security on
-- content.record_edits) has let them through first.
create function content.withdraw_record(collection text, slug text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if collection = 'services' then
    perform content.withdraw_service(slug);
    return;
  end if;
  -- Checked here too, whoever reaches it: staff with a second factor, or no API user at all
  -- (the site server, the service role).
  if not coalesce(coalesce(auth.jwt() ->> 'role', 'service_role') = 'service_role'
                  or ((auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin')
                      and auth.jwt() ->> 'aal' = 'aal2'), false) then
    raise exception 'Only staff may take a % off the site.', content.record_noun(collection)
      using errcode = 'insufficient_privilege';
  end if;
  delete from content.published_records kept
  where kept.collection = withdraw_record.collection and kept.slug = withdraw_record.slug;
end;
$$;

-- One record as staff see it: published and draft side by side, its revision, versions and
-- schedules.
create function content.record_entry(collection text, slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'slug', record_entry.slug,
    'published', content.published_entry(record_entry.collection, record_entry.slug),
    'draft', edit.draft,
    'revision', coalesce(edit.revision, 0),
    'draft_saved_by', edit.draft_saved_by,
    'draft_saved_at', edit.draft_saved_at,
    'changed_by', edit.changed_by,
    'changed_at', edit.changed_at,
    'versions', (select count(*) from content.record_versions version
                 where version.collection = record_entry.collection
                   and version.slug = record_entry.slug),
    'schedules', (select coalesce(jsonb_agg(jsonb_build_object('action', schedule.action,
                                                               'run_at', schedule.run_at,
                                                               'scheduled_by', schedule.scheduled_by)
                                            order by schedule.run_at), '[]'::jsonb)
                  from content.record_schedules schedule
                  where schedule.collection = record_entry.collection
                    and schedule.slug = record_entry.slug)
  )
  from (select 1) as one
  left join content.record_edits edit
    on edit.collection = record_entry.collection and edit.slug = record_entry.slug;
$$;

create or replace function content.service_entry(slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select content.record_entry('services', slug);
$$;

-- Every record of a collection staff may edit: each published record and each draft of a
-- new one. Services in the order of their public list (public.service_entries); any other
-- collection newest first by its `date` field as last saved, then by slug.
create function public.record_entries(collection text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select case when record_entries.collection = 'services' then public.service_entries()
    else (
      select coalesce(jsonb_agg(content.record_entry(record_entries.collection, saved.slug)
                                order by saved.date desc nulls last, saved.slug), '[]'::jsonb)
      from (
        select coalesce(edit.slug, kept.slug) as slug,
               coalesce(edit.draft ->> 'date', kept.record ->> 'date') as date
        from (select * from content.published_records
              where published_records.collection = record_entries.collection) as kept
        full join (select * from content.record_edits
                   where record_edits.collection = record_entries.collection
                     and draft is not null) as edit
          on edit.slug = kept.slug
      ) as saved)
  end;
$$;

-- Whether a record has a draft, and whether it is published.
create function content.has_draft(collection text, slug text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from content.record_edits edit
                 where edit.collection = has_draft.collection and edit.slug = has_draft.slug
                   and edit.draft is not null);
$$;

-- Saves a draft: `record` is the whole record ({ fields..., translations }); base_revision
-- the revision the edit started from, or null for a new record, whose slug must be free
-- (unique_violation, 23505, when a record or a draft has it).
create function public.save_record_draft(collection text, slug text, record jsonb,
                                         base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  noun text := content.record_noun(collection);
  is_new boolean := base_revision is null;
  exists_now boolean := content.published_record(collection, slug) is not null
                        or content.has_draft(collection, slug);
begin
  if is_new and exists_now then
    raise exception 'A % with the slug "%" already exists.', noun, slug
      using errcode = 'unique_violation';
  end if;
  if not is_new and not exists_now then
    raise exception 'There is no % "%": it may have been deleted.', noun, slug
      using errcode = 'no_data_found';
  end if;

  perform content.claim_edit(collection, slug,
                             coalesce(base_revision, (select edit.revision
                                                      from content.record_edits edit
                                                      where edit.collection
                                                              = save_record_draft.collection
                                                        and edit.slug = save_record_draft.slug),
                                      0));

  update content.record_edits edit
  set draft = (save_record_draft.record - 'id' - 'created_at' - 'updated_at'
               - 'first_published_at')
                || jsonb_build_object('slug', save_record_draft.slug),
      draft_saved_by = person,
      draft_saved_at = now(),
      revision = edit.revision + 1,
      changed_by = person,
      changed_at = now()
  where edit.collection = save_record_draft.collection and edit.slug = save_record_draft.slug;

  perform audit.note('draft-saved', collection, slug, jsonb_build_object('new', is_new), actor);
  return content.record_entry(collection, slug);
end;
$$;

-- Publishes the draft of a record: it becomes what visitors read, as a new version.
-- base_revision as for a draft; no_data_found (P0002) when there is no draft to publish.
create function public.publish_record(collection text, slug text, base_revision integer,
                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  edit content.record_edits := content.claim_edit(collection, slug, base_revision);
begin
  if edit.draft is null then
    raise exception 'The % "%" has no changes to publish.', content.record_noun(collection),
                    slug
      using errcode = 'no_data_found';
  end if;

  perform content.put_published(collection, slug, edit.draft, actor);

  -- The write above moved the revision; the draft is now what visitors read.
  update content.record_edits as done
  set draft = null, draft_saved_by = null, draft_saved_at = null
  where done.collection = publish_record.collection and done.slug = publish_record.slug;

  return content.record_entry(collection, slug);
end;
$$;

-- History: every version of a record, newest first.
create function public.record_history(collection text, slug text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('version', version.version,
                                               'record', version.record,
                                               'published_by', version.published_by,
                                               'published_at', version.published_at)
                            order by version.version desc), '[]'::jsonb)
  from content.record_versions version
  where version.collection = record_history.collection and version.slug = record_history.slug;
$$;

-- Makes an older version the record's draft (history is never rewritten: publishing the
-- restored draft makes a new version).
create function public.restore_record_version(collection text, slug text, version integer,
                                              base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  kept jsonb;
begin
  select kept_version.record into kept
  from content.record_versions kept_version
  where kept_version.collection = restore_record_version.collection
    and kept_version.slug = restore_record_version.slug
    and kept_version.version = restore_record_version.version;
  if kept is null then
    raise exception 'The % "%" has no version %.', content.record_noun(collection), slug,
                    version
      using errcode = 'no_data_found';
  end if;

  perform content.claim_edit(collection, slug, base_revision);
  update content.record_edits edit
  set draft = kept, draft_saved_by = person, draft_saved_at = now(),
      revision = edit.revision + 1, changed_by = person, changed_at = now()
  where edit.collection = restore_record_version.collection
    and edit.slug = restore_record_version.slug;
  perform audit.note('restored', collection, slug, jsonb_build_object('version', version),
                     actor);
  return content.record_entry(collection, slug);
end;
$$;

-- Takes a published record off the site: its words stay as the record's draft (the draft
-- already saved, when there is one), its versions stay in history. base_revision as for a
-- draft; no_data_found (P0002) when the record is not published.
create function public.unpublish_record(collection text, slug text, base_revision integer,
                                        actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  published jsonb := content.published_record(collection, slug);
begin
  perform content.claim_edit(collection, slug, base_revision);
  if published is null then
    raise exception 'The % "%" is not published.', content.record_noun(collection), slug
      using errcode = 'no_data_found';
  end if;

  -- History holds what was on the site (a seeded record has no version yet), which also
  -- tells its address from one that never had a page.
  perform content.keep_first_version(collection, slug, published);
  update content.record_edits edit
  set draft = coalesce(edit.draft, published),
      draft_saved_by = coalesce(edit.draft_saved_by, person),
      draft_saved_at = coalesce(edit.draft_saved_at, now())
  where edit.collection = unpublish_record.collection and edit.slug = unpublish_record.slug;
  perform content.withdraw_record(collection, slug);
  perform content.move_revision(collection, slug, person);
  perform audit.note('unpublished', collection, slug, '{}'::jsonb, actor);
  return content.record_entry(collection, slug);
end;
$$;

-- Schedules the record's draft to publish, or the published record to come off the site,
-- at run_at (replacing a schedule of the same action). base_revision as for a draft;
-- no_data_found (P0002) when there is no draft to publish or nothing published to withdraw.
create function public.schedule_record(collection text, slug text, action text,
                                       run_at timestamptz, base_revision integer,
                                       actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  edit content.record_edits;
  noun text := content.record_noun(collection);
begin
  if action not in ('publish', 'unpublish') then
    raise exception 'A schedule publishes or unpublishes, not "%".', action
      using errcode = 'invalid_parameter_value';
  end if;
  edit := content.claim_edit(collection, slug, base_revision);
  if action = 'publish' and edit.draft is null then
    raise exception 'The % "%" has no changes to publish.', noun, slug
      using errcode = 'no_data_found';
  end if;
  if action = 'unpublish' and content.published_record(collection, slug) is null then
    raise exception 'The % "%" is not published.', noun, slug
      using errcode = 'no_data_found';
  end if;

  insert into content.record_schedules as schedule (collection, slug, action, run_at, scheduled_by)
  values (schedule_record.collection, schedule_record.slug, schedule_record.action,
          schedule_record.run_at, person)
  on conflict on constraint record_schedules_pkey do update
    set run_at = excluded.run_at, scheduled_by = excluded.scheduled_by, scheduled_at = now();
  perform content.move_revision(collection, slug, person);
  perform audit.note('scheduled', collection, slug,
                     jsonb_build_object('action', action, 'run_at', run_at), actor);
  return content.record_entry(collection, slug);
end;
$$;

-- Cancels the record's schedule of that action; no_data_found (P0002) when there is none.
create function public.cancel_record_schedule(collection text, slug text, action text,
                                              base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
begin
  perform content.claim_edit(collection, slug, base_revision);
  delete from content.record_schedules schedule
  where schedule.collection = cancel_record_schedule.collection
    and schedule.slug = cancel_record_schedule.slug
    and schedule.action = cancel_record_schedule.action;
  if not found then
    raise exception 'The % "%" has no % scheduled.', content.record_noun(collection), slug,
                    action
      using errcode = 'no_data_found';
  end if;
  perform content.move_revision(collection, slug, person);
  perform audit.note('schedule-cancelled', collection, slug,
                     jsonb_build_object('action', action), actor);
  return content.record_entry(collection, slug);
end;
$$;

-- Discards the draft of a record, with the publish scheduled for it. A draft of a record
-- never published is the whole record, so discarding it removes the record. base_revision
-- as for a draft; no_data_found (P0002) when there is no draft, and when the record was
-- published once and is off the site now (its draft is what remains of it).
create function public.discard_record_draft(collection text, slug text, base_revision integer,
                                            actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  edit content.record_edits;
  noun text := content.record_noun(collection);
  published boolean := content.published_record(collection, slug) is not null;
  versions integer;
begin
  edit := content.claim_edit(collection, slug, base_revision);
  if edit.draft is null then
    raise exception 'The % "%" has no saved changes to discard.', noun, slug
      using errcode = 'no_data_found';
  end if;
  select count(*) into versions from content.record_versions version
  where version.collection = discard_record_draft.collection
    and version.slug = discard_record_draft.slug;
  if not published and versions > 0 then
    raise exception 'The % "%" is off the site: its draft is all there is of it.', noun, slug
      using errcode = 'no_data_found';
  end if;

  delete from content.record_schedules schedule
  where schedule.collection = discard_record_draft.collection
    and schedule.slug = discard_record_draft.slug and schedule.action = 'publish';
  update content.record_edits as kept
  set draft = null, draft_saved_by = null, draft_saved_at = null
  where kept.collection = discard_record_draft.collection
    and kept.slug = discard_record_draft.slug;
  perform content.move_revision(collection, slug, person);
  perform audit.note('draft-discarded', collection, slug,
                     jsonb_build_object('removed', not published), actor);
  return content.record_entry(collection, slug);
end;
$$;

-- A record taken off the site: its page answers 410 Gone. Anyone may ask (the page does),
-- and learns only that the address once had a page.
create function public.record_withdrawn(collection text, slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from content.record_versions version
                 where version.collection = record_withdrawn.collection
                   and version.slug = record_withdrawn.slug)
     and content.published_record(record_withdrawn.collection, record_withdrawn.slug) is null;
$$;

-- The services' functions, as calls of the collection's. Each notes its own action, as the
-- generic one does, so content's earlier copies go.
create or replace function public.save_service_draft(slug text, record jsonb,
                                                     base_revision integer,
                                                     actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.save_record_draft('services', slug, record, base_revision, actor);
$$;

create or replace function public.publish_service(slug text, base_revision integer,
                                                  actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.publish_record('services', slug, base_revision, actor);
$$;

create or replace function public.service_versions(slug text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select public.record_history('services', slug);
$$;

create or replace function public.restore_service_version(slug text, version integer,
                                                          base_revision integer,
                                                          actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.restore_record_version('services', slug, version, base_revision, actor);
$$;

create or replace function public.unpublish_service(slug text, base_revision integer,
                                                    actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.unpublish_record('services', slug, base_revision, actor);
$$;

create or replace function public.schedule_service(slug text, action text, run_at timestamptz,
                                                   base_revision integer,
                                                   actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.schedule_record('services', slug, action, run_at, base_revision, actor);
$$;

create or replace function public.cancel_service_schedule(slug text, action text,
                                                          base_revision integer,
                                                          actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.cancel_record_schedule('services', slug, action, base_revision, actor);
$$;

create or replace function public.discard_service_draft(slug text, base_revision integer,
                                                        actor text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select public.discard_record_draft('services', slug, base_revision, actor);
$$;

create or replace function public.service_withdrawn(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.record_withdrawn('services', slug);
$$;

drop function content.save_service_draft(text, jsonb, integer, text);
drop function content.restore_service_version(text, integer, integer, text);

-- A schedule runs the step of its own collection.
create or replace function public.run_due_schedule()
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
      perform public.publish_record(due.collection, due.slug, current_revision,
                                    due.scheduled_by);
    else
      perform public.unpublish_record(due.collection, due.slug, current_revision,
                                      due.scheduled_by);
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

-- A preview link to a record of any collection needs its draft.
create or replace function public.create_preview_link(collection text, subject text,
                                                      token_hash text, expires_at timestamptz,
                                                      documents jsonb default null,
                                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  link content.preview_links;
begin
  if collection <> 'pages' and not content.has_draft(collection, subject) then
    raise exception 'The % "%" has no saved changes to preview.',
                    content.record_noun(collection), subject
      using errcode = 'no_data_found';
  end if;
  insert into content.preview_links as made
    (token_hash, collection, subject, documents, created_by, expires_at)
  values (create_preview_link.token_hash, create_preview_link.collection,
          create_preview_link.subject, create_preview_link.documents, person,
          create_preview_link.expires_at)
  returning * into link;
  perform audit.note('preview-created', collection, subject,
                     jsonb_build_object('link', link.id, 'expires_at', link.expires_at), actor);
  return content.preview_link_json(link);
end;
$$;

-- Privileges: staff (row level security decides which) and the service role; anon only asks
-- whether a record was withdrawn.
revoke all on function content.record_noun(text) from public, anon;
revoke all on function content.published_record(text, text) from public, anon;
revoke all on function content.published_entry(text, text) from public, anon;
revoke all on function content.keep_first_version(text, text, jsonb) from public, anon;
revoke all on function content.note_published(text, text, jsonb, text) from public, anon;
revoke all on function content.newest_version(text, text) from public, anon;
revoke all on function content.put_published(text, text, jsonb, text) from public, anon;
revoke all on function content.withdraw_record(text, text) from public, anon;
revoke all on function content.record_entry(text, text) from public, anon;
revoke all on function content.has_draft(text, text) from public, anon;
revoke all on function public.record_entries(text) from public, anon;
revoke all on function public.save_record_draft(text, text, jsonb, integer, text)
  from public, anon;
revoke all on function public.publish_record(text, text, integer, text) from public, anon;
revoke all on function public.record_history(text, text) from public, anon;
revoke all on function public.restore_record_version(text, text, integer, integer, text)
  from public, anon;
revoke all on function public.unpublish_record(text, text, integer, text) from public, anon;
revoke all on function public.schedule_record(text, text, text, timestamptz, integer, text)
  from public, anon;
revoke all on function public.cancel_record_schedule(text, text, text, integer, text)
  from public, anon;
revoke all on function public.discard_record_draft(text, text, integer, text) from public, anon;
revoke all on function public.record_withdrawn(text, text) from public;

grant execute on function content.record_noun(text) to authenticated, service_role;
grant execute on function content.published_record(text, text) to authenticated, service_role;
grant execute on function content.published_entry(text, text) to authenticated, service_role;
grant execute on function content.keep_first_version(text, text, jsonb)
  to authenticated, service_role;
grant execute on function content.note_published(text, text, jsonb, text)
  to authenticated, service_role;
grant execute on function content.newest_version(text, text) to authenticated, service_role;
grant execute on function content.put_published(text, text, jsonb, text)
  to authenticated, service_role;
grant execute on function content.withdraw_record(text, text) to authenticated, service_role;
grant execute on function content.record_entry(text, text) to authenticated, service_role;
grant execute on function content.has_draft(text, text) to authenticated, service_role;
grant execute on function public.record_entries(text) to authenticated, service_role;
grant execute on function public.save_record_draft(text, text, jsonb, integer, text)
  to authenticated, service_role;
grant execute on function public.publish_record(text, text, integer, text)
  to authenticated, service_role;
grant execute on function public.record_history(text, text) to authenticated, service_role;
grant execute on function public.restore_record_version(text, text, integer, integer, text)
  to authenticated, service_role;
grant execute on function public.unpublish_record(text, text, integer, text)
  to authenticated, service_role;
grant execute on function public.schedule_record(text, text, text, timestamptz, integer, text)
  to authenticated, service_role;
grant execute on function public.cancel_record_schedule(text, text, text, integer, text)
  to authenticated, service_role;
grant execute on function public.discard_record_draft(text, text, integer, text)
  to authenticated, service_role;
grant execute on function public.record_withdrawn(text, text)
  to anon, authenticated, service_role;
