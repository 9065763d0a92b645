-- A person's rights over the leads they sent, and how long leads are kept.
--
-- public.person_data(email): everything stored about an address (its leads, their answers,
-- notifications and every attempt), for a person who asks for their data.
-- public.erase_person(email): deletes all of it in one transaction, and keeps only a hash of
-- the address and the time in intake.erasures, so a restore of an older backup can leave
-- those leads out again (see engine/leads/privacy).
-- public.purge_leads(...): deletes leads older than the retention period (spam has a
-- shorter one), or counts them first.
--
-- Each is noted in the activity log without the personal data: the action, how many leads,
-- and for an erasure the first characters of the address's hash (enough to tell two
-- erasures apart, too few to test guesses of the address against).
--
-- Security definer with the staff check inside (notifications and attempts are out of the
-- API's reach): staff with a second factor on Supabase, or no API user at all (the site
-- server, the service role). Anon may call none of them.

create table intake.erasures (
  email_hash text not null,
  erased_at timestamptz not null default now(),
  leads integer not null default 0,

  primary key (email_hash, erased_at),
  constraint erasures_hash_format check (email_hash ~ '^[0-9a-f]{64}$'),
  constraint erasures_leads check (leads >= 0)
);

comment on table intake.erasures is
  'Addresses whose leads were erased: a hash of the address and when, never the address itself.';

alter table intake.erasures enable row level security;
revoke all on intake.erasures from public, anon, authenticated;
grant all on intake.erasures to service_role;

-- The hash an erasure keeps: of the address as compared, trimmed and in lower case.
create function intake.email_hash(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex');
$$;

create function intake.is_staff_or_server()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(coalesce(auth.jwt() ->> 'role', 'service_role') = 'service_role'
                  or ((auth.jwt() -> 'app_metadata' ->> 'role') in ('editor', 'admin')
                      and auth.jwt() ->> 'aal' = 'aal2'), false);
$$;

create function intake.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not intake.is_staff_or_server() then
    raise exception 'Only staff may read or erase what the site stores about a person.'
      using errcode = 'insufficient_privilege';
  end if;
end;
$$;

-- The leads of an address (as stored, newest first), each with its notifications and
-- their attempts.
create function public.person_data(email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform intake.require_staff();
  return coalesce((
    select jsonb_agg(
             to_jsonb(lead) || jsonb_build_object('notifications', coalesce((
               select jsonb_agg(
                        jsonb_build_object(
                          'channel', delivery.channel, 'target', delivery.target,
                          'status', delivery.status, 'payload', delivery.payload,
                          'created_at', delivery.created_at, 'sent_at', delivery.sent_at,
                          'attempts', coalesce((
                            select jsonb_agg(
                                     jsonb_build_object(
                                       'at', attempt.attempted_at,
                                       'succeeded', attempt.succeeded,
                                       'outcome', attempt.outcome)
                                     order by attempt.attempted_at)
                            from outbox.attempts attempt
                            where attempt.delivery_id = delivery.id), '[]'::jsonb))
                        order by delivery.created_at, delivery.id)
               from outbox.deliveries delivery
               where delivery.lead_id = lead.id), '[]'::jsonb))
             order by lead.created_at desc, lead.id)
    from public.leads lead
    where lower(btrim(lead.email)) = lower(btrim(person_data.email))), '[]'::jsonb);
end;
$$;

-- Deletes every lead of an address with its notifications and attempts (they go with the
-- lead), notes the erasure, and says how much went.
create function public.erase_person(email text, actor text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  hash text := intake.email_hash(email);
  removed jsonb;
begin
  perform intake.require_staff();
  if btrim(coalesce(email, '')) = '' then
    raise exception 'Say whose data to erase: an email address.' using errcode = 'invalid_parameter_value';
  end if;
  select jsonb_build_object(
           'leads', count(distinct lead.id),
           'notifications', count(distinct delivery.id),
           'attempts', count(attempt.id))
    into removed
  from public.leads lead
  left join outbox.deliveries delivery on delivery.lead_id = lead.id
  left join outbox.attempts attempt on attempt.delivery_id = delivery.id
  where lower(btrim(lead.email)) = lower(btrim(erase_person.email));
  delete from public.leads lead where lower(btrim(lead.email)) = lower(btrim(erase_person.email));
  insert into intake.erasures (email_hash, leads) values (hash, (removed ->> 'leads')::integer);
  perform audit.note('lead-erased', 'leads', null,
                     jsonb_build_object('leads', (removed ->> 'leads')::integer,
                                        'hash', left(hash, 12)), actor);
  return removed || jsonb_build_object('email_hash', hash);
end;
$$;

-- The leads a retention period has run out for: received before leads_before, or, for
-- spam, before spam_before. Counts them, and deletes them unless dry_run.
create function public.purge_leads(leads_before timestamptz, spam_before timestamptz,
                                   dry_run boolean default false, actor text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  counts jsonb;
begin
  perform intake.require_staff();
  select jsonb_build_object(
           'leads', count(*) filter (where lead.status <> 'spam'),
           'spam', count(*) filter (where lead.status = 'spam'))
    into counts
  from public.leads lead
  where (lead.status <> 'spam' and lead.created_at < purge_leads.leads_before)
     or (lead.status = 'spam' and lead.created_at < purge_leads.spam_before);
  if not dry_run and ((counts ->> 'leads')::integer + (counts ->> 'spam')::integer) > 0 then
    delete from public.leads lead
    where (lead.status <> 'spam' and lead.created_at < purge_leads.leads_before)
       or (lead.status = 'spam' and lead.created_at < purge_leads.spam_before);
    perform audit.note('leads-purged', 'leads', null,
                       counts || jsonb_build_object('before', leads_before,
                                                    'spam_before', spam_before), actor);
  end if;
  return counts;
end;
$$;

-- After a restore: deletes the leads of every erased address that the backup still held
-- (received before that erasure; a later lead of the same address is a new one). Returns
-- how many went.
create function intake.forget_erased()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  gone integer;
begin
  delete from public.leads lead
  using intake.erasures erasure
  where lead.email is not null
    and intake.email_hash(lead.email) = erasure.email_hash
    and lead.created_at <= erasure.erased_at;
  get diagnostics gone = row_count;
  return gone;
end;
$$;

revoke all on function intake.email_hash(text), intake.is_staff_or_server(),
  intake.require_staff(), intake.forget_erased() from public, anon, authenticated;
revoke all on function public.person_data(text), public.erase_person(text, text),
  public.purge_leads(timestamptz, timestamptz, boolean, text)
  from public, anon;
grant execute on function public.person_data(text), public.erase_person(text, text),
  public.purge_leads(timestamptz, timestamptz, boolean, text)
  to authenticated, service_role;
