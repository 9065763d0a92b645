-- Preview links: staff show a record's unpublished changes to someone without an account,
-- through a link that works until it expires or is revoked.
--
-- content.preview_links keeps a SHA-256 hash of each link's secret, never the secret: a copy
-- of the database (a backup) opens no preview. A record's link shows its draft as it is
-- when the link is opened, so a later save shows too; `documents` holds what a link shows
-- instead of the site's own page documents (page previews), null for a record's.
--
-- Staff create, list and revoke links; the site server opens them for visitors. Anon reads
-- nothing here, on Supabase as everywhere: a link is opened by the server, which checks it.

create table content.preview_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  collection text not null,
  subject text not null,
  documents jsonb,
  created_by text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_by text,
  revoked_at timestamptz,

  constraint preview_links_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint preview_links_collection_format check (collection ~ '^[a-z]+$'),
  constraint preview_links_subject_length check (char_length(subject) between 1 and 200),
  constraint preview_links_documents_is_object
    check (documents is null or jsonb_typeof(documents) = 'object'),
  constraint preview_links_documents_size
    check (documents is null or octet_length(documents::text) <= 2000000),
  constraint preview_links_expiry check (expires_at > created_at),
  constraint preview_links_names check (
    char_length(created_by) <= 200 and char_length(coalesce(revoked_by, '')) <= 200
  )
);

comment on table content.preview_links is
  'Links that show unpublished changes to people without an account, until they expire or are revoked.';

create index preview_links_subject_idx on content.preview_links (collection, subject, created_at desc);

revoke all on content.preview_links from public, anon, authenticated;
grant select, insert, update on content.preview_links to authenticated;
grant all on content.preview_links to service_role;

alter table content.preview_links enable row level security;

create policy "Staff read and write preview links"
  on content.preview_links
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Preview links need a second factor"
  on content.preview_links
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- A link as staff see it: everything but its hash and what it shows.
create function content.preview_link_json(link content.preview_links)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(link) - 'token_hash' - 'documents';
$$;

-- Makes a link to the record's draft (collection 'services'), or to page documents
-- (`documents`, by route), that works until expires_at; token_hash is the SHA-256 (hex) of
-- the link's secret. no_data_found (P0002) when the record has no saved changes to show.
create function public.create_preview_link(collection text, subject text, token_hash text,
                                           expires_at timestamptz, documents jsonb default null,
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
  if collection = 'services' and not exists (
    select 1 from content.record_edits edit
    where edit.collection = 'services' and edit.slug = create_preview_link.subject
      and edit.draft is not null
  ) then
    raise exception 'The service "%" has no saved changes to preview.', subject
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

-- The links made for a record (or for every record of a collection), newest first.
create function public.preview_links(collection text, subject text default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(content.preview_link_json(link) order by link.created_at desc),
                  '[]'::jsonb)
  from content.preview_links link
  where link.collection = preview_links.collection
    and (preview_links.subject is null or link.subject = preview_links.subject);
$$;

-- Revokes a link: it stops working at once. Revoking a revoked link changes nothing;
-- no_data_found (P0002) when there is no such link.
create function public.revoke_preview_link(id uuid, actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  link content.preview_links;
begin
  update content.preview_links as revoked
  set revoked_at = now(), revoked_by = person
  where revoked.id = revoke_preview_link.id and revoked.revoked_at is null
  returning * into link;
  if found then
    perform audit.note('preview-revoked', link.collection, link.subject,
                       jsonb_build_object('link', link.id), actor);
    return content.preview_link_json(link);
  end if;
  select * into link from content.preview_links kept where kept.id = revoke_preview_link.id;
  if not found then
    raise exception 'There is no preview link %.', id using errcode = 'no_data_found';
  end if;
  return content.preview_link_json(link);
end;
$$;

-- What a working link shows: the link and, for a record, its draft as saved now; null for a
-- link that is unknown, expired or revoked.
create function public.open_preview_link(token_hash text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select content.preview_link_json(link)
         || jsonb_build_object(
              'draft', (select edit.draft from content.record_edits edit
                        where edit.collection = link.collection and edit.slug = link.subject))
  from content.preview_links link
  where link.token_hash = open_preview_link.token_hash
    and link.revoked_at is null and link.expires_at > now();
$$;

revoke all on function public.create_preview_link(text, text, text, timestamptz, jsonb, text),
  public.preview_links(text, text), public.revoke_preview_link(uuid, text),
  public.open_preview_link(text)
  from public, anon;
grant execute on function public.create_preview_link(text, text, text, timestamptz, jsonb, text),
  public.preview_links(text, text), public.revoke_preview_link(uuid, text),
  public.open_preview_link(text)
  to authenticated, service_role;
