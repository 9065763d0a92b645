-- Service content in other languages: one row per record and language (ar), holding the
-- record's words only (slug, family, video, picture and brands are the record's own). A
-- record without a row for a language is not shown in it: /ar/services/<slug> says the
-- service is described in English only.
--
-- The feed view gains a read-only column, translations: { "<locale>": { name, h1, ... } },
-- so every reader gets a record in every language in one row, as before.

create table content.service_content_translations (
  service_id uuid not null references content.service_content_feed (id) on delete cascade,
  locale text not null,
  name text not null,
  meta_title text,
  meta_description text,
  h1 text not null,
  hero text,
  intro text,
  pains text[] not null default '{}',
  solutions text[] not null default '{}',
  cta_label text,
  image_alt text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  primary key (service_id, locale),
  constraint service_content_translations_locale_format check (locale ~ '^[a-z]{2}$'),
  constraint service_content_translations_name_not_blank check (btrim(name) <> ''),
  constraint service_content_translations_h1_not_blank check (btrim(h1) <> ''),
  constraint service_content_translations_clean_text check (
    content.is_clean_text(name, 5000)
    and content.is_clean_text(meta_title, 5000)
    and content.is_clean_text(meta_description, 5000)
    and content.is_clean_text(h1, 5000)
    and content.is_clean_text(hero, 5000)
    and content.is_clean_text(intro, 5000)
    and content.is_clean_text(cta_label, 5000)
    and content.is_clean_text(image_alt, 5000)
  ),
  constraint service_content_translations_clean_lists check (
    content.are_clean_items(pains, 50, 5000) and content.are_clean_items(solutions, 50, 5000)
  )
);

comment on table content.service_content_translations is
  'The words of a service record in another language, one row per record and language. Read through the translations column of public.service_content_feed.';

create trigger service_content_translations_announce
  after insert or update or delete or truncate on content.service_content_translations
  for each statement
  execute function content.announce_service_content_change();

-- The feed with each record's translations, by language, empty values left out.
create or replace view public.service_content_feed
  with (security_invoker = true)
as
  select
    feed.id,
    feed.slug,
    feed.parent,
    feed.name,
    feed.meta_title,
    feed.meta_description,
    feed.h1,
    feed.hero,
    feed.intro,
    feed.pains,
    feed.solutions,
    feed.cta_label,
    feed.video_id,
    feed.image_alt,
    feed.image_url,
    feed.brands,
    feed.created_at,
    feed.updated_at,
    coalesce(
      (select jsonb_object_agg(
                translation.locale,
                jsonb_strip_nulls(to_jsonb(translation)
                  - 'service_id' - 'locale' - 'created_at' - 'updated_at'))
       from content.service_content_translations translation
       where translation.service_id = feed.id),
      '{}'::jsonb
    ) as translations
  from content.service_content_feed feed;

-- Translations are written through a view of their own, by slug, as records are.
create view public.service_content_translations
  with (security_invoker = true)
as
  select
    feed.slug,
    translation.locale,
    translation.name,
    translation.meta_title,
    translation.meta_description,
    translation.h1,
    translation.hero,
    translation.intro,
    translation.pains,
    translation.solutions,
    translation.cta_label,
    translation.image_alt,
    translation.updated_at
  from content.service_content_translations translation
  join content.service_content_feed feed on feed.id = translation.service_id;

comment on view public.service_content_translations is
  'The translations of service records, by slug and language; staff replace them with public.replace_service_translations.';

revoke all on content.service_content_translations from public, anon, authenticated;
revoke all on public.service_content_translations from public, anon, authenticated;
grant select on content.service_content_translations to anon, authenticated;
grant select on public.service_content_translations to anon, authenticated;
grant insert, update, delete on content.service_content_translations to authenticated;
grant all on content.service_content_translations to service_role;
grant all on public.service_content_translations to service_role;

-- Row level security as on the records: everyone reads, staff with a second factor write.
alter table content.service_content_translations enable row level security;

create policy "Translations are readable by everyone"
  on content.service_content_translations
  for select
  to anon, authenticated
  using (true);

create policy "Staff can add translations"
  on content.service_content_translations
  for insert
  to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff can change translations"
  on content.service_content_translations
  for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff can remove translations"
  on content.service_content_translations
  for delete
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Translation writes need a second factor"
  on content.service_content_translations
  as restrictive
  for insert
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Translation changes need a second factor"
  on content.service_content_translations
  as restrictive
  for update
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Translation removals need a second factor"
  on content.service_content_translations
  as restrictive
  for delete
  using ((select auth.jwt() ->> 'aal') = 'aal2');

-- Replaces the translations of the records named in `given` (a JSON list of
-- { slug, locale, name, h1, ... }; a slug with no locale clears its translations): what
-- an import or the dashboard writes, in one statement, under the caller's rights.
create function public.replace_service_translations(given jsonb, slugs text[])
returns void
language sql
security invoker
set search_path = ''
as $$
  delete from content.service_content_translations translation
  using content.service_content_feed feed
  where translation.service_id = feed.id and feed.slug = any (slugs);

  insert into content.service_content_translations
    (service_id, locale, name, meta_title, meta_description, h1, hero, intro, pains,
     solutions, cta_label, image_alt)
  select feed.id, row.locale, row.name, row.meta_title, row.meta_description, row.h1,
         row.hero, row.intro, coalesce(row.pains, '{}'), coalesce(row.solutions, '{}'),
         row.cta_label, row.image_alt
  from jsonb_to_recordset(given) as row(
    slug text, locale text, name text, meta_title text, meta_description text, h1 text,
    hero text, intro text, pains text[], solutions text[], cta_label text, image_alt text)
  join content.service_content_feed feed on feed.slug = row.slug;
$$;

revoke all on function public.replace_service_translations(jsonb, text[]) from public, anon;
grant execute on function public.replace_service_translations(jsonb, text[])
  to authenticated, service_role;
