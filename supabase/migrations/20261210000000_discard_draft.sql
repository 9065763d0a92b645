-- Discarding a record's saved changes: staff throw a draft away and the record is again
-- what visitors read. A draft of a record never published is the whole record, so
-- discarding it removes the record; a record taken off the site keeps its draft, which
-- is all that is left of it to publish again.

-- Discards the draft of a service, with the publish scheduled for it. base_revision as
-- for a draft; no_data_found (P0002) when there is no draft, and when the record was
-- published once and is off the site now (its draft is what remains of it).
create function public.discard_service_draft(slug text, base_revision integer,
                                             actor text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  person text := content.acting_person(actor);
  edit content.record_edits;
  published boolean := content.published_service(discard_service_draft.slug) is not null;
  versions integer;
begin
  edit := content.claim_edit('services', discard_service_draft.slug, base_revision);
  if edit.draft is null then
    raise exception 'The service "%" has no saved changes to discard.', discard_service_draft.slug
      using errcode = 'no_data_found';
  end if;
  select count(*) into versions from content.record_versions version
  where version.collection = 'services' and version.slug = discard_service_draft.slug;
  if not published and versions > 0 then
    raise exception 'The service "%" is off the site: its draft is all there is of it.',
      discard_service_draft.slug
      using errcode = 'no_data_found';
  end if;

  delete from content.record_schedules schedule
  where schedule.collection = 'services' and schedule.slug = discard_service_draft.slug
    and schedule.action = 'publish';
  update content.record_edits as kept
  set draft = null, draft_saved_by = null, draft_saved_at = null
  where kept.collection = 'services' and kept.slug = discard_service_draft.slug;
  perform content.move_revision('services', discard_service_draft.slug, person);
  perform audit.note('draft-discarded', 'services', discard_service_draft.slug,
                     jsonb_build_object('removed', not published), actor);
  return content.service_entry(discard_service_draft.slug);
end;
$$;

revoke all on function public.discard_service_draft(text, integer, text) from public, anon;
grant execute on function public.discard_service_draft(text, integer, text)
  to authenticated, service_role;
