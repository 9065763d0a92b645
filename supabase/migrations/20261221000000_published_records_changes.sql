-- Published records of every collection other than services (blog posts) change the pages
-- site servers keep too (/blog, /blog/<slug>, the sitemap): a change to them is announced
-- on the same channel as service content, whoever makes it, so every server drops what it
-- keeps and serves the change on its next request.

create trigger published_records_announce
  after insert or update or delete or truncate on content.published_records
  for each statement
  execute function content.announce_service_content_change();
