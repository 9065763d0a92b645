-- Drafts, publishing and versions of records staff edit (services first; the collection
-- column leaves room for others). The published record stays where visitors read it
-- (content.service_content_feed and its translations); what staff have saved but not
-- published lives beside it, so no visitor and no anon request ever reads a draft.
--
-- content.record_edits: one row per record staff have touched. Its revision counts every
-- save, publish and import of the record; an edit states the revision it started from and
-- is refused with edit_conflict (SQLSTATE SE409) when another has moved it since, naming
-- who did and when (in the error's DETAIL as JSON). A record with no row is at revision 0.
--
-- content.record_versions: every publish of a record, whole (fields and translations),
-- with who and when. History is never rewritten.
--
-- Who: on Supabase, the signed-in user's email from the JWT; on the site server, which
-- signs staff in itself, the name it passes (`actor`).

create table content.record_edits (
  collection text not null,
  slug text not null,
  revision integer not null default 0,
  -- The record as staff last saved it ({ fields..., translations }), until it is published.
  draft jsonb,
  draft_saved_by text,
  draft_saved_at timestamptz,
  changed_by text not null default '',
  changed_at timestamptz not null default now(),

  primary key (collection, slug),
  constraint record_edits_collection_format check (collection ~ '^[a-z]+$'),
  constraint record_edits_draft_is_object
    check (draft is null or jsonb_typeof(draft) = 'object'),
  constraint record_edits_draft_size check (draft is null or octet_length(draft::text) <= 1000000),
  constraint record_edits_names check (
    char_length(changed_by) <= 200 and char_length(coalesce(draft_saved_by, '')) <= 200
  )
);

comment on table content.record_edits is
  'Per record staff edit: its unpublished draft, and a revision that refuses edits made from an older one.';

create table content.record_versions (
  collection text not null,
  slug text not null,
  version integer not null,
  record jsonb not null,
  published_by text not null default '',
  published_at timestamptz not null default now(),

  primary key (collection, slug, version),
  constraint record_versions_positive check (version > 0),
  constraint record_versions_record_is_object check (jsonb_typeof(record) = 'object'),
  constraint record_versions_published_by_length check (char_length(published_by) <= 200)
);

comment on table content.record_versions is
  'Every published version of a record staff edit, whole, with who published it and when.';

-- Staff only, with a second factor, as for every other write of content; anon nothing.
revoke all on content.record_edits, content.record_versions from public, anon, authenticated;
grant select, insert, update on content.record_edits to authenticated;
grant select, insert on content.record_versions to authenticated;
grant all on content.record_edits, content.record_versions to service_role;

alter table content.record_edits enable row level security;
alter table content.record_versions enable row level security;

create policy "Staff read and write edits"
  on content.record_edits
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Edits need a second factor"
  on content.record_edits
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Staff read and add versions"
  on content.record_versions
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Versions need a second factor"
  on content.record_versions
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- The person behind a write: the signed-in user on Supabase, else who the caller names.
create function content.acting_person(actor text)
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(nullif(auth.jwt() ->> 'email', ''), nullif(btrim(actor), ''), ''), 200);
$$;

-- A published service as a version keeps it: its fields and translations, without the
-- database's own id and timestamps.
create function content.published_service(slug text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(feed) - 'id' - 'created_at' - 'updated_at'
  from public.service_content_feed feed
  where feed.slug = published_service.slug;
$$;

-- Locks the record's edit row (made at revision 0 when missing) and refuses an edit that
-- started from another revision than the current one.
create function content.claim_edit(collection text, slug text, base_revision integer)
returns content.record_edits
language plpgsql
set search_path = ''
as $$
declare
  current_edit content.record_edits;
begin
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

-- Notes that the service was just published, by any writer: a new version when it differs
-- from the newest one (a record published before versions were kept gets its earlier
-- state, `previous`, read ahead of the write, as version 1 first), and its revision moves,
-- so an edit begun before this write is refused rather than undoing it.
create function content.note_service_published(slug text, previous jsonb, person text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  newest content.record_versions;
  now_published jsonb := content.published_service(note_service_published.slug);
begin
  if now_published is not distinct from previous then
    return;
  end if;

  select * into newest from content.record_versions version
  where version.collection = 'services' and version.slug = note_service_published.slug
  order by version.version desc limit 1;

  if newest is null and previous is not null then
    insert into content.record_versions (collection, slug, version, record, published_by,
                                         published_at)
    select 'services', note_service_published.slug, 1, previous, '', feed.updated_at
    from content.service_content_feed feed where feed.slug = note_service_published.slug;
    newest.version := 1;
    newest.record := previous;
  end if;

  if now_published is distinct from newest.record then
    insert into content.record_versions (collection, slug, version, record, published_by)
    values ('services', note_service_published.slug, coalesce(newest.version, 0) + 1,
            now_published, person);
  end if;

  insert into content.record_edits as edit (collection, slug, revision, changed_by)
  values ('services', note_service_published.slug, 1, person)
  on conflict on constraint record_edits_pkey do update
    set revision = edit.revision + 1, changed_by = excluded.changed_by, changed_at = now();
end;
$$;

-- The writers of published records, as before, now versioned and moving the revision
-- (`actor` names the person where no JWT does). Each still writes a record and its
-- translations in one statement.
drop function public.update_service(text, jsonb, jsonb);
create function public.update_service(slug text, fields jsonb, translations jsonb default null,
                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target uuid;
  result jsonb;
  previous jsonb := content.published_service(update_service.slug);
begin
  update content.service_content_feed feed
  set (parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
       cta_label, video_id, image_alt, image_url, brands) =
      (select given.parent, given.name, given.meta_title, given.meta_description, given.h1,
              given.hero, given.intro, coalesce(given.pains, '{}'),
              coalesce(given.solutions, '{}'), given.cta_label, given.video_id,
              given.image_alt, given.image_url, coalesce(given.brands, '{}')
       from jsonb_populate_record(null::content.service_content_feed, fields) given)
  where feed.slug = update_service.slug
  returning feed.id into target;

  if target is null then
    if exists (select 1 from content.service_content_feed feed
               where feed.slug = update_service.slug) then
      raise exception 'Only staff may change the service "%".', update_service.slug
        using errcode = 'insufficient_privilege';
    end if;
    raise exception 'There is no service "%": it may have been deleted.', update_service.slug
      using errcode = 'no_data_found';
  end if;

  if translations is not null then
    perform public.replace_service_translations(
      coalesce(
        (select jsonb_agg(words || jsonb_build_object('slug', update_service.slug,
                                                      'locale', locale))
         from jsonb_each(translations) as given(locale, words)),
        '[]'::jsonb),
      array[update_service.slug]);
  end if;

  perform content.note_service_published(update_service.slug, previous,
                                         content.acting_person(actor));

  select to_jsonb(feed) into result
  from public.service_content_feed feed
  where feed.id = target;
  return result;
end;
$$;

drop function public.create_service(jsonb, jsonb);
create function public.create_service(fields jsonb, translations jsonb default null,
                                      actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target uuid;
  translated record;
  result jsonb;
begin
  insert into content.service_content_feed
    (parent, name, slug, meta_title, meta_description, h1, hero, intro, pains, solutions,
     cta_label, video_id, image_alt, image_url, brands)
  select given.parent, given.name, given.slug, given.meta_title, given.meta_description,
         given.h1, given.hero, given.intro, coalesce(given.pains, '{}'),
         coalesce(given.solutions, '{}'), given.cta_label, given.video_id, given.image_alt,
         given.image_url, coalesce(given.brands, '{}')
  from jsonb_populate_record(null::content.service_content_feed, fields) given
  returning id into target;

  if translations is not null then
    select * into translated from public.service_translation_rows(
      jsonb_build_array(jsonb_build_object('slug', fields ->> 'slug',
                                           'translations', translations)));
    perform public.replace_service_translations(translated.given, translated.slugs);
  end if;

  perform content.note_service_published(fields ->> 'slug', null, content.acting_person(actor));

  select to_jsonb(feed) into result
  from public.service_content_feed feed
  where feed.id = target;
  return result;
end;
$$;

-- One record as staff see it: published and draft side by side, its status and revision.
create function content.service_entry(slug text)
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
                 where version.collection = 'services' and version.slug = service_entry.slug)
  )
  from (select 1) as one
  left join content.record_edits edit
    on edit.collection = 'services' and edit.slug = service_entry.slug;
$$;

-- Every service staff may edit: each published record and each draft of a new one, as
-- content.service_entry shapes them, by category and then name as last saved (the
-- order of the public list).
create function public.service_entries()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(content.service_entry(saved.slug)
                            order by saved.parent, saved.name, saved.slug), '[]'::jsonb)
  from (
    select coalesce(edit.slug, feed.slug) as slug,
           coalesce(edit.draft ->> 'parent', feed.parent) as parent,
           coalesce(edit.draft ->> 'name', feed.name) as name
    from content.service_content_feed feed
    full join (select * from content.record_edits
               where collection = 'services' and draft is not null) as edit
      on edit.slug = feed.slug
  ) as saved;
$$;

-- Saves a draft of a service: `record` is the whole record ({ fields..., translations });
-- base_revision the revision the edit started from, or null for a new record, whose slug
-- must be free (unique_violation, 23505, when a record or a draft has it).
create function public.save_service_draft(slug text, record jsonb, base_revision integer,
                                          actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  is_new boolean := base_revision is null;
begin
  if is_new and (exists (select 1 from content.service_content_feed feed
                         where feed.slug = save_service_draft.slug)
                 or exists (select 1 from content.record_edits edit
                            where edit.collection = 'services'
                              and edit.slug = save_service_draft.slug
                              and edit.draft is not null)) then
    raise exception 'A service with the slug "%" already exists.', save_service_draft.slug
      using errcode = 'unique_violation';
  end if;
  if not is_new and not exists (select 1 from content.service_content_feed feed
                                where feed.slug = save_service_draft.slug)
     and not exists (select 1 from content.record_edits edit
                     where edit.collection = 'services' and edit.slug = save_service_draft.slug
                       and edit.draft is not null) then
    raise exception 'There is no service "%": it may have been deleted.', save_service_draft.slug
      using errcode = 'no_data_found';
  end if;

  perform content.claim_edit('services', save_service_draft.slug,
                             coalesce(base_revision, (select edit.revision
                                                      from content.record_edits edit
                                                      where edit.collection = 'services'
                                                        and edit.slug = save_service_draft.slug),
                                      0));

  update content.record_edits edit
  set draft = (save_service_draft.record - 'id' - 'created_at' - 'updated_at')
                || jsonb_build_object('slug', save_service_draft.slug),
      draft_saved_by = person,
      draft_saved_at = now(),
      revision = edit.revision + 1,
      changed_by = person,
      changed_at = now()
  where edit.collection = 'services' and edit.slug = save_service_draft.slug;

  return content.service_entry(save_service_draft.slug);
end;
$$;

-- Publishes the draft of a service: its fields and translations become what visitors read,
-- and a new version. base_revision as for a draft; no_data_found (P0002) when there is no
-- draft to publish.
create function public.publish_service(slug text, base_revision integer, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  edit content.record_edits;
  previous jsonb := content.published_service(publish_service.slug);
begin
  edit := content.claim_edit('services', publish_service.slug, base_revision);
  if edit.draft is null then
    raise exception 'The service "%" has no changes to publish.', publish_service.slug
      using errcode = 'no_data_found';
  end if;

  if previous is null then
    perform public.create_service(edit.draft - 'translations', edit.draft -> 'translations',
                                  person);
  else
    perform public.update_service(publish_service.slug, edit.draft - 'translations',
                                  coalesce(edit.draft -> 'translations', '{}'::jsonb), person);
  end if;

  -- The write above moved the revision; the draft is now what visitors read.
  update content.record_edits as done
  set draft = null, draft_saved_by = null, draft_saved_at = null
  where done.collection = 'services' and done.slug = publish_service.slug;

  return content.service_entry(publish_service.slug);
end;
$$;

revoke all on function content.acting_person(text) from public, anon;
revoke all on function content.published_service(text) from public, anon;
revoke all on function content.claim_edit(text, text, integer) from public, anon;
revoke all on function content.note_service_published(text, jsonb, text) from public, anon;
revoke all on function public.update_service(text, jsonb, jsonb, text) from public, anon;
revoke all on function public.create_service(jsonb, jsonb, text) from public, anon;
revoke all on function content.service_entry(text) from public, anon;
revoke all on function public.service_entries() from public, anon;
revoke all on function public.save_service_draft(text, jsonb, integer, text) from public, anon;
revoke all on function public.publish_service(text, integer, text) from public, anon;
grant execute on function content.acting_person(text) to authenticated, service_role;
grant execute on function content.published_service(text) to authenticated, service_role;
grant execute on function content.claim_edit(text, text, integer) to authenticated, service_role;
grant execute on function content.note_service_published(text, jsonb, text)
  to authenticated, service_role;
grant execute on function public.update_service(text, jsonb, jsonb, text)
  to authenticated, service_role;
grant execute on function public.create_service(jsonb, jsonb, text)
  to authenticated, service_role;
grant execute on function content.service_entry(text) to authenticated, service_role;
grant execute on function public.service_entries() to authenticated, service_role;
grant execute on function public.save_service_draft(text, jsonb, integer, text)
  to authenticated, service_role;
grant execute on function public.publish_service(text, integer, text)
  to authenticated, service_role;

-- An import publishes: each record it changes gets a new version, and its revision moves,
-- so an edit begun before the import is refused rather than undoing it. A draft saved
-- before the import stays, to publish or to leave. The writes are save_services' own.
create or replace function public.save_services(records jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  written integer;
  translated record;
  person text := content.acting_person('import');
  befores jsonb := (select coalesce(jsonb_object_agg(given.slug,
                                                     content.published_service(given.slug)),
                                    '{}'::jsonb)
                    from jsonb_to_recordset(records) as given(slug text));
  changed_slug text;
begin
  insert into content.service_content_feed
    (parent, name, slug, meta_title, meta_description, h1, hero, intro, pains, solutions,
     cta_label, video_id, image_alt, image_url, brands)
  select given.parent, given.name, given.slug, given.meta_title, given.meta_description,
         given.h1, given.hero, given.intro, coalesce(given.pains, '{}'),
         coalesce(given.solutions, '{}'), given.cta_label, given.video_id, given.image_alt,
         given.image_url, coalesce(given.brands, '{}')
  from jsonb_populate_recordset(null::content.service_content_feed, records) given
  on conflict (slug) do update set
    (parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
     cta_label, video_id, image_alt, image_url, brands) =
    (excluded.parent, excluded.name, excluded.meta_title, excluded.meta_description,
     excluded.h1, excluded.hero, excluded.intro, excluded.pains, excluded.solutions,
     excluded.cta_label, excluded.video_id, excluded.image_alt, excluded.image_url,
     excluded.brands);
  get diagnostics written = row_count;

  select * into translated from public.service_translation_rows(records);
  if cardinality(translated.slugs) > 0 then
    perform public.replace_service_translations(translated.given, translated.slugs);
  end if;

  for changed_slug in select jsonb_object_keys(befores) loop
    perform content.note_service_published(
      changed_slug, nullif(befores -> changed_slug, 'null'::jsonb), person);
  end loop;
  return written;
end;
$$;

-- The site server's staff sessions carry the name their admin link was made for
-- (`sitectl admin-link --name`), which drafts, versions and conflicts then name.
alter table site_server.staff_sessions
  add column staff_name text not null default '',
  add constraint staff_sessions_staff_name_length check (char_length(staff_name) <= 100);

-- History: every version of a service, newest first, and an older one restored as the
-- draft (history is never rewritten: publishing the restored draft makes a new version).
create function public.service_versions(slug text)
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
  where version.collection = 'services' and version.slug = service_versions.slug;
$$;

create function public.restore_service_version(slug text, version integer,
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
  where kept_version.collection = 'services'
    and kept_version.slug = restore_service_version.slug
    and kept_version.version = restore_service_version.version;
  if kept is null then
    raise exception 'The service "%" has no version %.', restore_service_version.slug,
                    restore_service_version.version
      using errcode = 'no_data_found';
  end if;

  perform content.claim_edit('services', restore_service_version.slug, base_revision);
  update content.record_edits edit
  set draft = kept, draft_saved_by = person, draft_saved_at = now(),
      revision = edit.revision + 1, changed_by = person, changed_at = now()
  where edit.collection = 'services' and edit.slug = restore_service_version.slug;
  return content.service_entry(restore_service_version.slug);
end;
$$;

revoke all on function public.service_versions(text) from public, anon;
revoke all on function public.restore_service_version(text, integer, integer, text)
  from public, anon;
grant execute on function public.service_versions(text) to authenticated, service_role;
grant execute on function public.restore_service_version(text, integer, integer, text)
  to authenticated, service_role;
