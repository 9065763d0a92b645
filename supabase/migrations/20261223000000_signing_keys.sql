-- Keys the site server signs with, made once and kept in the database, so every server of
-- the site, and each restart, signs and checks alike: a download link a visitor was emailed
-- works for its 7 days whichever server answers it. Not exposed by the API; on Supabase
-- nothing uses it.

create table site_server.signing_keys (
  name text primary key,
  key bytea not null,
  created_at timestamptz not null default now(),

  constraint signing_keys_name_format check (name ~ '^[a-z][a-z0-9-]{0,39}$'),
  constraint signing_keys_key_length check (octet_length(key) = 32)
);

comment on table site_server.signing_keys is
  'Keys the site server signs links with (download links), made once per site.';

alter table site_server.signing_keys enable row level security;
revoke all on site_server.signing_keys from public, anon, authenticated;
