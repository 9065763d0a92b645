-- Staff sessions of the site server's own /admin (the one-machine deployment): one row
-- per browser signed in with an admin link. The browser's cookie holds a random token;
-- this table keeps only its SHA-256, so a copy of the database signs nobody in. Signing
-- out, `sitectl sessions revoke` and expiry end a session at once: the server asks this
-- table on every staff request.
--
-- On Supabase staff sign in with Supabase Auth instead, and nothing uses this table; the
-- schema is not exposed by the API and the API roles have no privileges on it.

create schema if not exists site_server;
comment on schema site_server is
  'Tables the site server keeps for itself; not exposed by the API.';
revoke all on schema site_server from public;

create table site_server.staff_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  -- The browser that opened the admin link, as it named itself, for `sitectl sessions`.
  user_agent text not null default '',

  constraint staff_sessions_token_hash_key unique (token_hash),
  constraint staff_sessions_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint staff_sessions_user_agent_length check (char_length(user_agent) <= 300),
  constraint staff_sessions_expiry check (expires_at > created_at)
);

comment on table site_server.staff_sessions is
  'Browsers signed in to the site server''s /admin with an admin link; the token itself is never stored.';

create index staff_sessions_expires_at_idx on site_server.staff_sessions (expires_at);

alter table site_server.staff_sessions enable row level security;
revoke all on site_server.staff_sessions from public, anon, authenticated;
