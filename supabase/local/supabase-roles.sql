-- Local stand-in for what every Supabase database already has before the first
-- migration runs: the API roles, the auth helper functions and the default
-- privileges Supabase grants on the public schema. The site's own database (PGlite,
-- or PostgreSQL through DATABASE_URL) runs it once, when it is created; it is never a
-- migration, because on Supabase these objects exist already and belong to the
-- platform.

-- Roles belong to the whole server: another database created on it at the same moment
-- may create them first, which is as good as creating them here.
do $$
begin
  begin
    create role anon nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The claims of the caller's JWT, as PostgREST sets them per request; null when
-- no request is in progress, as on Supabase.
create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    auth.jwt() ->> 'sub'
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    auth.jwt() ->> 'role'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Supabase lets the API roles use the public schema and grants them every
-- privilege on new objects there by default; migrations must revoke what they
-- do not want exposed, so the stand-in does the same.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
