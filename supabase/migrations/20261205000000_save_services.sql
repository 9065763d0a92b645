-- Writing new service records, and importing many, with their translations in one
-- statement: a record and its words in other languages are saved together or not at all,
-- on the hosted API (one request) as in the site's own database. Editing one record is
-- public.update_service.
--
-- create_service(fields, translations): inserts one record (a slug that is taken fails
-- with unique_violation, 23505) and, when given, its translations
-- ({ "<locale>": { name, h1, ... } }). Returns the record as public.service_content_feed
-- shows it, with its translations.
--
-- save_services(records): inserts or updates each record on its slug (the import). A
-- record that carries "translations" replaces all of its own ({} leaves it English only);
-- one that leaves the key out keeps those it has. Returns how many records it wrote.

-- The translation rows of records, as public.replace_service_translations takes them, and
-- the slugs whose translations they replace.
create function public.service_translation_rows(records jsonb, out given jsonb, out slugs text[])
language sql
immutable
set search_path = ''
as $$
  select
    coalesce(
      (select jsonb_agg(words || jsonb_build_object('slug', record ->> 'slug', 'locale', locale))
       from jsonb_array_elements(records) as record,
            jsonb_each(record -> 'translations') as given(locale, words)
       where jsonb_typeof(record -> 'translations') = 'object'),
      '[]'::jsonb),
    coalesce(
      (select array_agg(record ->> 'slug')
       from jsonb_array_elements(records) as record
       where jsonb_typeof(record -> 'translations') = 'object'),
      '{}');
$$;

create function public.create_service(fields jsonb, translations jsonb default null)
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

  select to_jsonb(feed) into result
  from public.service_content_feed feed
  where feed.id = target;
  return result;
end;
$$;

create function public.save_services(records jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  written integer;
  translated record;
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
  return written;
end;
$$;

revoke all on function public.create_service(jsonb, jsonb) from public, anon;
revoke all on function public.save_services(jsonb) from public, anon;
grant execute on function public.create_service(jsonb, jsonb) to authenticated, service_role;
grant execute on function public.save_services(jsonb) to authenticated, service_role;
revoke all on function public.service_translation_rows(jsonb) from public, anon;
grant execute on function public.service_translation_rows(jsonb) to authenticated, service_role;
