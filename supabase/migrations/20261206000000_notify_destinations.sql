-- Where notifications go, and how each place is answering. A destination is one receiver:
-- a webhook URL, or the mail server every email goes through. One that fails again and
-- again is paused: no worker takes its deliveries until the pause ends, so they keep
-- their place instead of being spent as failed attempts, and the other destinations'
-- deliveries are never held up behind it. The pause grows each time the first try after
-- it fails too, and ends at the first success. Kept in the database so that every site
-- server sharing it honours the same pause, and it survives a restart.

create table outbox.destinations (
  channel text not null,
  -- The webhook's URL, or the mail server (smtp://host:port, never its password).
  destination text not null,
  -- Failed attempts in a row since its last success.
  failures integer not null default 0,
  last_error text,
  last_failed_at timestamptz,
  -- The first pause since its last success; null while it is not paused.
  paused_since timestamptz,
  -- No worker takes its deliveries before then.
  paused_until timestamptz,
  -- How long the latest pause was: the next one is twice as long, up to a limit.
  pause_seconds integer not null default 0,
  updated_at timestamptz not null default now(),

  primary key (channel, destination),
  constraint destinations_channel check (channel in ('email', 'webhook')),
  constraint destinations_destination_length check (char_length(destination) between 1 and 2000),
  constraint destinations_failures check (failures >= 0),
  constraint destinations_pause_seconds check (pause_seconds >= 0),
  constraint destinations_last_error_length check (char_length(last_error) <= 1000)
);

comment on table outbox.destinations is
  'Receivers of notifications that failed since their last success, and their pauses.';

alter table outbox.destinations enable row level security;
revoke all on outbox.destinations from public, anon, authenticated;
grant all on outbox.destinations to service_role;
