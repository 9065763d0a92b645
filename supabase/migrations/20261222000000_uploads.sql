-- Pictures staff upload for records (a service's hero, a post's cover). The site server
-- checks and re-encodes each one (engine/media/uploads/process-upload.ts): what is stored
-- is the picture alone, as AVIF, WebP and JPEG at the widths authors' photos have, with no
-- metadata. Visitors get them at /uploads/<id>-<width>.<ext>, cached for a year: an upload
-- never changes, its id is a hash of the picture. Backups hold them with the rest.

create table content.uploads (
  id text primary key,
  width integer not null,
  height integer not null,
  uploaded_by text not null default '',
  uploaded_at timestamptz not null default now(),

  constraint uploads_id_format check (id ~ '^[0-9a-f]{16}$'),
  constraint uploads_size check (width between 1 and 4000 and height between 1 and 4000),
  constraint uploads_uploaded_by_length check (char_length(uploaded_by) <= 200)
);

comment on table content.uploads is
  'Pictures staff uploaded, re-encoded and stripped of metadata; their encodings are upload_files.';

create table content.upload_files (
  upload_id text not null references content.uploads (id) on delete cascade,
  format text not null,
  width integer not null,
  bytes bytea not null,

  primary key (upload_id, format, width),
  constraint upload_files_format check (format in ('avif', 'webp', 'jpeg')),
  constraint upload_files_width check (width between 1 and 4000),
  constraint upload_files_size check (octet_length(bytes) between 1 and 10485760)
);

comment on table content.upload_files is
  'Each encoding of an upload: one format at one width.';

revoke all on content.uploads, content.upload_files from public, anon, authenticated;
grant select, insert on content.uploads, content.upload_files to authenticated;
grant all on content.uploads, content.upload_files to service_role;

alter table content.uploads enable row level security;
alter table content.upload_files enable row level security;

create policy "Staff read and add uploads"
  on content.uploads
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Uploads need a second factor"
  on content.uploads
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "Staff read and add upload files"
  on content.upload_files
  for all
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'))
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin'));

create policy "Upload files need a second factor"
  on content.upload_files
  as restrictive
  for all
  using ((select auth.jwt() ->> 'aal') = 'aal2')
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

-- Notes an upload in the activity log, once: the same picture uploaded again is the same
-- upload, and is not noted twice. Called in the transaction that stored it.
create function content.note_upload(id text, width integer, height integer, actor text default null)
returns void
language sql
set search_path = ''
as $$
  select audit.note('uploaded', 'uploads', note_upload.id,
                    jsonb_build_object('width', note_upload.width, 'height', note_upload.height),
                    note_upload.actor);
$$;

revoke all on function content.note_upload(text, integer, integer, text) from public, anon;
grant execute on function content.note_upload(text, integer, integer, text)
  to authenticated, service_role;
