-- History keeps at most the newest 100 versions of each record (the oldest go as a new one
-- is made), so a record published every day for years does not grow without end. Another
-- maximum, per database: `alter database <name> set content.max_versions = '250'` (a
-- value that is not a whole number above 0 counts as 100). It runs as its owner: staff add
-- versions but may not remove them themselves.
create function content.keep_newest_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  given text := current_setting('content.max_versions', true);
  kept integer := case when given ~ '^[1-9][0-9]{0,5}$' then given::integer else 100 end;
begin
  delete from content.record_versions version
  where version.collection = new.collection and version.slug = new.slug
    and version.version <= new.version - kept;
  return null;
end;
$$;

revoke all on function content.keep_newest_versions() from public, anon;

create trigger record_versions_keep_newest
  after insert on content.record_versions
  for each row
  execute function content.keep_newest_versions();
