-- Every change to service content is announced on the channel service_content_changed,
-- whoever makes it (a site server, sitectl, plain SQL). Site servers keep rendered
-- service pages in memory and LISTEN on that channel: a notification tells each of them
-- to drop what it keeps, so a change made through one server is served by all of them.
-- The notification says only that something changed; one per statement is enough.

create function content.announce_service_content_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('service_content_changed', '');
  return null;
end;
$$;

revoke all on function content.announce_service_content_change() from public;

create trigger service_content_feed_announce
  after insert or update or delete or truncate on content.service_content_feed
  for each statement
  execute function content.announce_service_content_change();
