-- Service content records: one row per generic service page (/services/{slug}).
--
-- The table lives in the private schema "content", which the API does not expose.
-- The API (and the site) read and write it through public.service_content_feed,
-- a security-invoker view of the same name: a table and a view cannot share a name
-- in one schema, and the view keeps the row level security of the table in force
-- for the caller. The view is simple enough to be automatically updatable, so
-- PostgREST inserts and upserts (on conflict (slug)) go through it unchanged.

create schema if not exists content;
comment on schema content is
  'Tables behind the API views of the public schema; not exposed by the API.';
revoke all on schema content from public;
grant usage on schema content to anon, authenticated, service_role;

create table content.service_content_feed (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  parent text not null default 'general',
  name text not null,
  meta_title text,
  meta_description text,
  h1 text not null,
  hero text,
  intro text,
  pains text[] not null default '{}',
  solutions text[] not null default '{}',
  cta_label text,
  video_id text,
  image_alt text,
  image_url text,
  brands text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint service_content_feed_slug_key unique (slug),
  constraint service_content_feed_slug_format
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint service_content_feed_slug_length
    check (char_length(slug) <= 100),
  constraint service_content_feed_name_not_blank
    check (btrim(name) <> ''),
  constraint service_content_feed_h1_not_blank
    check (btrim(h1) <> ''),
  constraint service_content_feed_video_id_format
    check (video_id is null or video_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- An absolute https URL or a site-relative path; '//host/x' would load from
  -- another host over whatever scheme the page uses, so it is refused.
  constraint service_content_feed_image_url_format
    check (image_url is null or image_url ~ '^(https://[^/]|/[^/])')
);

comment on table content.service_content_feed is
  'Content of the generic service pages, one row per slug. Read and written through public.service_content_feed.';

-- created_at never changes after insert; updated_at moves only when a row's
-- content does, so re-running an idempotent seed or import of the same data
-- leaves the timestamps alone.
create function content.touch_service_content_feed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := old.updated_at;
  if new is distinct from old then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function content.touch_service_content_feed() from public;

create trigger service_content_feed_touch
  before update on content.service_content_feed
  for each row
  execute function content.touch_service_content_feed();

create view public.service_content_feed
  with (security_invoker = true)
as
  select
    id,
    slug,
    parent,
    name,
    meta_title,
    meta_description,
    h1,
    hero,
    intro,
    pains,
    solutions,
    cta_label,
    video_id,
    image_alt,
    image_url,
    brands,
    created_at,
    updated_at
  from content.service_content_feed;

comment on view public.service_content_feed is
  'The service content feed the site reads (by slug, or all ordered by parent, name) and staff write.';

-- Privileges. Supabase grants the API roles everything on new objects in public,
-- so start from nothing and grant only what the feed needs. Because the view runs
-- with the caller's rights, the caller needs the same privileges on the table.
-- Writers name content columns only: id and the timestamps belong to the database.
revoke all on content.service_content_feed from public, anon, authenticated;
revoke all on public.service_content_feed from public, anon, authenticated;

grant select on content.service_content_feed to anon, authenticated;
grant select on public.service_content_feed to anon, authenticated;

grant
  insert (slug, parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
          cta_label, video_id, image_alt, image_url, brands),
  update (slug, parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
          cta_label, video_id, image_alt, image_url, brands)
  on content.service_content_feed to authenticated;
grant
  insert (slug, parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
          cta_label, video_id, image_alt, image_url, brands),
  update (slug, parent, name, meta_title, meta_description, h1, hero, intro, pains, solutions,
          cta_label, video_id, image_alt, image_url, brands)
  on public.service_content_feed to authenticated;

-- The service role (CLI import, operators) bypasses row level security; it may
-- also delete, which no API user may.
grant all on content.service_content_feed to service_role;
grant all on public.service_content_feed to service_role;

-- Row level security. Every row is published, so anyone may read (an upsert
-- needs to read the conflicting row too). Only staff write: a signed-in user
-- whose app_metadata.role (set by an administrator, not by the user) is editor
-- or admin, with a session verified by a second factor (aal2).
alter table content.service_content_feed enable row level security;

create policy "Service content is readable by everyone"
  on content.service_content_feed
  for select
  to anon, authenticated
  using (true);

create policy "Staff can add service content"
  on content.service_content_feed
  for insert
  to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Staff can change service content"
  on content.service_content_feed
  for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

-- Restrictive: whatever permissive policy lets a write through, now or later,
-- the session must also have passed multi-factor authentication.
create policy "Writes need a second factor"
  on content.service_content_feed
  as restrictive
  for insert
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Changes need a second factor"
  on content.service_content_feed
  as restrictive
  for update
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Deletes need a second factor"
  on content.service_content_feed
  as restrictive
  for delete
  using ((select auth.jwt() ->> 'aal') = 'aal2');
