-- Preview links to page documents (`sitectl preview pages/about.yaml`): collection 'pages',
-- the changed documents by route in `documents`. Staff see which routes a link shows; the
-- site server, opening a link, gets the documents too.

alter table content.preview_links
  add constraint preview_links_pages_have_documents
  check (collection <> 'pages' or documents is not null);

-- A link as staff see it: everything but its hash and what it shows, with the routes of a
-- page preview.
create or replace function content.preview_link_json(link content.preview_links)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(link) - 'token_hash' - 'documents'
         || case when link.documents is null then '{}'::jsonb
                 else jsonb_build_object('routes', (select jsonb_agg(route order by route)
                                                    from jsonb_object_keys(link.documents) route))
            end;
$$;

-- What a working link shows: the link and, for a record, its draft as saved now; for page
-- documents, the documents by route. Null for a link that is unknown, expired or revoked.
create or replace function public.open_preview_link(token_hash text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select content.preview_link_json(link)
         || jsonb_build_object(
              'draft', (select edit.draft from content.record_edits edit
                        where edit.collection = link.collection and edit.slug = link.subject),
              'documents', link.documents)
  from content.preview_links link
  where link.token_hash = open_preview_link.token_hash
    and link.revoked_at is null and link.expires_at > now();
$$;
