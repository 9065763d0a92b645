-- A form may answer its visitor (autoReply). That email is a delivery of the lead like any
-- other, marked as such: the outbox sends it with the same retries, staff see it with the
-- lead, and erasing the lead takes it away.
alter table outbox.deliveries
  add column kind text not null default 'notify',
  add constraint deliveries_kind check (kind in ('notify', 'auto-reply'));

comment on column outbox.deliveries.kind is
  'notify: tells staff of the lead; auto-reply: the form''s email to the visitor, at most one an hour to one address for one form.';

create index deliveries_auto_reply_idx on outbox.deliveries (lower(target), created_at)
  where kind = 'auto-reply';

-- Queues a lead's automatic reply to `address`, unless that address had one for the same
-- form within the hour; true when queued. Two leads from one address at once take turns,
-- so only one of them replies.
create function outbox.queue_auto_reply(lead_id uuid, address text, payload jsonb)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  form_name text;
begin
  select lead.form into form_name from public.leads lead where lead.id = queue_auto_reply.lead_id;
  if form_name is null then
    return false;
  end if;
  perform pg_advisory_xact_lock(
    hashtextextended('auto-reply ' || form_name || ' ' || lower(address), 0));
  if exists (
    select 1
    from outbox.deliveries d
    join public.leads lead on lead.id = d.lead_id
    where d.kind = 'auto-reply'
      and lower(d.target) = lower(queue_auto_reply.address)
      and lead.form = form_name
      and d.created_at > clock_timestamp() - interval '1 hour'
  ) then
    return false;
  end if;
  insert into outbox.deliveries (lead_id, channel, target, payload, kind)
  values (queue_auto_reply.lead_id, 'email', queue_auto_reply.address, queue_auto_reply.payload, 'auto-reply');
  return true;
end;
$$;

revoke all on function outbox.queue_auto_reply(uuid, text, jsonb) from public;
grant execute on function outbox.queue_auto_reply(uuid, text, jsonb) to service_role;
