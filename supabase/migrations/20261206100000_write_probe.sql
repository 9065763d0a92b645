-- One row the site server writes anew every few seconds while something asks /healthz
-- (truncate, then insert: a new page in a new file, then a commit that must reach the
-- disk), so the health check says "cannot take a lead" when the disk is full or the data
-- directory cannot be written, not only when nothing answers. Not exposed by the API; on
-- Supabase nothing writes it.

create table site_server.write_probe (
  id boolean primary key default true,
  written_at timestamptz not null default now(),
  -- The process that wrote it last (`crew-site pid N on host`), for whoever looks.
  written_by text not null default '',

  constraint write_probe_one_row check (id),
  constraint write_probe_written_by_length check (char_length(written_by) <= 100)
);

comment on table site_server.write_probe is
  'The site server''s health check writes this one row to prove a commit reaches the disk.';

alter table site_server.write_probe enable row level security;
revoke all on site_server.write_probe from public, anon, authenticated;
