-- A lead given to someone tells them by email. The database queues that email as the owner
-- changes (a trigger, whoever changes it: the dashboard, sitectl or a script on Supabase);
-- the outbox sends it with the same retries as every notification, and the worker writes it
-- at its first attempt, from the lead as it is then.
--
-- Where it goes: on the site server, staff are known by the name their admin link carries,
-- so the address comes from site_server.staff_addresses (`sitectl admin-link --name …
-- --email …`); on Supabase the owner is the staff member's sign-in email itself. A name
-- with no address, a lead kept apart as spam, a site that sends no email, and a person who
-- takes a lead themselves queue nothing.

create table site_server.staff_addresses (
  name text primary key,
  email text not null,
  updated_at timestamptz not null default now(),

  constraint staff_addresses_name check (char_length(name) between 1 and 100 and name = btrim(name)),
  constraint staff_addresses_email
    check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);

comment on table site_server.staff_addresses is
  'The email address of each staff member the site server knows by name, for the email telling them a lead is theirs.';

alter table site_server.staff_addresses enable row level security;
revoke all on site_server.staff_addresses from public, anon, authenticated;
grant all on site_server.staff_addresses to service_role;

alter table outbox.deliveries drop constraint deliveries_kind;
alter table outbox.deliveries
  add constraint deliveries_kind check (kind in ('notify', 'auto-reply', 'assigned'));

comment on column outbox.deliveries.kind is
  'notify: tells staff of the lead; auto-reply: the form''s email to the visitor, at most one an hour to one address for one form; assigned: tells a staff member the lead is now theirs.';

-- The address that tells `owner` of a lead given to them: the one the site server keeps for
-- that name, or the owner itself when it is an email address (Supabase); null for none.
create function outbox.owner_address(owner text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select address.email from site_server.staff_addresses address
     where address.name = owner_address.owner),
    case when owner_address.owner ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
      then owner_address.owner end);
$$;

revoke all on function outbox.owner_address(text) from public, anon, authenticated;
grant execute on function outbox.owner_address(text) to service_role;

create function outbox.queue_assignment_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := outbox.owner_address(new.owner);
  person text := lower(content.acting_person(current_setting('audit.person', true)));
begin
  if new.owner <> ''
     and address is not null
     and new.status <> 'spam'
     and person not in (lower(new.owner), lower(address))
     and exists (select 1 from outbox.targets where channel = 'email') then
    insert into outbox.deliveries (lead_id, channel, target, payload, kind)
    values (new.id, 'email', address, '{}'::jsonb, 'assigned');
  end if;
  return null;
end;
$$;

revoke all on function outbox.queue_assignment_email() from public, anon, authenticated;

create trigger leads_assignment_email
  after update of owner on public.leads
  for each row
  when (new.owner is distinct from old.owner)
  execute function outbox.queue_assignment_email();
