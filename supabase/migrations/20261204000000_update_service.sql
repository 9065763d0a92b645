-- Editing one service record from the dashboard: its fields and, when given, its
-- translations, in one statement, so either both are saved or neither is. The slug is the
-- record's address and never changes here. A record that is gone is not made again: the
-- edit fails with no_data_found (P0002), and one the caller may not change with
-- insufficient_privilege (42501), as a refused write does elsewhere.
--
-- fields: the record's fields as JSON ({ parent, name, h1, ... }; slug, id and timestamps
-- are ignored). translations: { "<locale>": { name, h1, ... } } replaces every translation
-- of the record ({} leaves it English only); null keeps them as they are. Returns the
-- record as public.service_content_feed shows it, with its translations.
create function public.update_service(slug text, fields jsonb, translations jsonb default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target uuid;
  result jsonb;
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
    -- Every row is readable, so a row that is there but was not updated is one row level
    -- security kept from this caller.
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

  select to_jsonb(feed) into result
  from public.service_content_feed feed
  where feed.id = target;
  return result;
end;
$$;

revoke all on function public.update_service(text, jsonb, jsonb) from public, anon;
grant execute on function public.update_service(text, jsonb, jsonb)
  to authenticated, service_role;
