-- Every lead reaches a person. A lead records where it came from and may be kept apart as
-- spam (stored, never lost, never notified); storing it and queuing its notifications
-- (an email, a signed webhook) is one transaction, into an outbox the site server's worker
-- delivers with retries, recording every attempt.

alter table public.leads
  add column source jsonb not null default '{}'::jsonb,
  add column spam_reason text,
  add constraint leads_source_shape
    check (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 4096),
  add constraint leads_spam_reason_length
    check (spam_reason is null or char_length(spam_reason) <= 200);

comment on column public.leads.source is
  'Where the lead came from: the referrer, the first page of the visit and its utm_* values.';
comment on column public.leads.spam_reason is
  'Why the lead was kept apart as spam (the hidden field, too fast, links); null for a real one.';

alter table public.leads drop constraint leads_status;
alter table public.leads
  add constraint leads_status check (status in ('new', 'contacted', 'closed', 'spam'));

-- Counts leave spam out: the forms filter counts what staff follow up.
create or replace view public.lead_forms
  with (security_invoker = true)
as
  select form, count(*)::int as leads
  from public.leads
  where status <> 'spam'
  group by form;

create schema if not exists outbox;
comment on schema outbox is
  'Notifications waiting to be delivered, and every attempt; not exposed by the API.';
revoke all on schema outbox from public;

create table outbox.deliveries (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  -- How: an email to `target` (addresses, comma separated), or a POST to `target` (a URL).
  channel text not null,
  target text not null,
  -- What is sent, made when the lead was stored: every retry sends the same bytes.
  payload jsonb not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker that took it holds it until then; one that died lets it go again.
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint deliveries_channel check (channel in ('email', 'webhook')),
  constraint deliveries_target_length check (char_length(target) between 1 and 2000),
  constraint deliveries_status check (status in ('pending', 'sent', 'failed')),
  constraint deliveries_last_error_length check (char_length(last_error) <= 1000),
  constraint deliveries_payload_size check (octet_length(payload::text) <= 262144)
);

comment on table outbox.deliveries is
  'One notification of one lead: pending (due at next_attempt_at), sent, or failed for good.';

create index deliveries_due_idx on outbox.deliveries (next_attempt_at) where status = 'pending';
create index deliveries_lead_idx on outbox.deliveries (lead_id, created_at);

create table outbox.attempts (
  id uuid primary key default gen_random_uuid(),
  delivery_id uuid not null references outbox.deliveries (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  succeeded boolean not null,
  -- What the other side said: an SMTP reply, an HTTP status, or why nothing answered.
  outcome text not null,
  duration_ms integer not null,

  constraint attempts_outcome_length check (char_length(outcome) <= 1000),
  constraint attempts_duration check (duration_ms >= 0)
);

create index attempts_delivery_idx on outbox.attempts (delivery_id, attempted_at);

alter table outbox.deliveries enable row level security;
alter table outbox.attempts enable row level security;
revoke all on outbox.deliveries, outbox.attempts from public, anon, authenticated;
grant usage on schema outbox to service_role;
grant all on outbox.deliveries, outbox.attempts to service_role;
