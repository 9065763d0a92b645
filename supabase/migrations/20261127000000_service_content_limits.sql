-- The import's limits, enforced by the database too, so a writer that skips the site
-- (SQL, the service role key) cannot store what the site would refuse: text fields of at
-- most 5,000 characters without control characters (tab, line feed and carriage return
-- are text), lists of at most 50 such items, and image paths that cannot name another host.
-- NUL never reaches a text column: Postgres refuses it in text values.

create function content.is_clean_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
    or (char_length(value) <= max_length
        and value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]');
$$;

create function content.are_clean_items(items text[], max_items integer, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(cardinality(items), 0) <= max_items
    and coalesce(
      (select bool_and(item is not null and content.is_clean_text(item, max_length))
       from unnest(items) as item),
      true);
$$;

-- An absolute https URL with a host and no credentials, or a site path: one '/' not
-- followed by another. No backslash, whitespace or control character anywhere: browsers
-- read '/\host/x.png' as '//host/x.png', and drop tabs and line breaks from URLs.
create function content.is_safe_image_url(url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url ~ '^(https://[^/?#@]+([/?#].*)?|/[^/].*)$'
    and url !~ '[[:space:][:cntrl:]\\]';
$$;

revoke all on function content.is_clean_text(text, integer) from public;
revoke all on function content.are_clean_items(text[], integer, integer) from public;
revoke all on function content.is_safe_image_url(text) from public;
grant execute on function content.is_clean_text(text, integer)
  to anon, authenticated, service_role;
grant execute on function content.are_clean_items(text[], integer, integer)
  to anon, authenticated, service_role;
grant execute on function content.is_safe_image_url(text)
  to anon, authenticated, service_role;

-- An image URL that could load from another host is dropped rather than kept.
update content.service_content_feed
set image_url = null
where not content.is_safe_image_url(image_url);

alter table content.service_content_feed
  drop constraint service_content_feed_image_url_format,
  add constraint service_content_feed_image_url_format
    check (image_url is null or content.is_safe_image_url(image_url)),
  add constraint service_content_feed_text_limits
    check (content.is_clean_text(parent, 5000)
           and content.is_clean_text(name, 5000)
           and content.is_clean_text(meta_title, 5000)
           and content.is_clean_text(meta_description, 5000)
           and content.is_clean_text(h1, 5000)
           and content.is_clean_text(hero, 5000)
           and content.is_clean_text(intro, 5000)
           and content.is_clean_text(cta_label, 5000)
           and content.is_clean_text(image_alt, 5000)
           and content.is_clean_text(image_url, 5000))
    not valid,
  add constraint service_content_feed_list_limits
    check (content.are_clean_items(pains, 50, 5000)
           and content.are_clean_items(solutions, 50, 5000)
           and content.are_clean_items(brands, 50, 5000))
    not valid;

-- Rows stored before these limits are checked too; a row that breaks one stays (nothing
-- is cut or dropped) and the migration says so, while every new write is held to them.
do $$
begin
  alter table content.service_content_feed validate constraint service_content_feed_text_limits;
  alter table content.service_content_feed validate constraint service_content_feed_list_limits;
exception
  when check_violation then
    raise warning 'Some service content rows break the text or list limits; '
      'fix them to have the limits checked for every row.';
end;
$$;
