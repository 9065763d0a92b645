-- Forms answer their visitors on Supabase too. A form's declaration says whether it has an
-- automatic reply (its autoReply); public.submit_lead then queues that reply beside the
-- staff notifications, with the same once-an-hour rule (outbox.queue_auto_reply), its
-- payload empty: the site server's worker makes it at the first attempt from the form as
-- the site declares it, in the language of the lead's page.
alter table public.lead_form_declarations
  add column auto_reply boolean not null default false;

comment on column public.lead_form_declarations.auto_reply is
  'Whether the form answers each visitor by email (autoReply); the site server writes the reply.';

create or replace function public.put_lead_forms(declarations jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(declarations) is distinct from 'array' then
    raise exception 'The declarations must be a JSON array.' using errcode = '22023';
  end if;
  delete from public.lead_form_declarations where true;
  insert into public.lead_form_declarations (route, form, fields, notify, auto_reply)
  select
    declared ->> 'route',
    declared ->> 'form',
    declared -> 'fields',
    array(select jsonb_array_elements_text(coalesce(declared -> 'notify', '[]'::jsonb))),
    coalesce((declared ->> 'autoReply')::boolean, false)
  from jsonb_array_elements(declarations) as declared;
  return jsonb_array_length(declarations);
end;
$$;

-- As before (20261130000000_submit_lead.sql), and the form's reply to the visitor.
create or replace function public.submit_lead(
  form text,
  page text,
  fields jsonb,
  source jsonb default '{}'::jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  declared public.lead_form_declarations;
  field jsonb;
  answers jsonb := '{}'::jsonb;
  broken text;
  undeclared text;
  trap jsonb;
  stored jsonb;
  spam text;
  lead_id uuid;
  email_to text;
  webhook_url text;
  visitor text;
begin
  perform intake.count_submission();

  if submit_lead.page !~ '^/[a-z0-9/_-]{0,199}$'
    or submit_lead.form !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(submit_lead.form) > 100
  then
    raise exception 'No such form on that page.' using errcode = 'LE001';
  end if;
  select * into declared from intake.declared_form(submit_lead.form, submit_lead.page);
  if declared.form is null then
    raise exception 'No such form on that page.' using errcode = 'LE001';
  end if;
  if jsonb_typeof(submit_lead.fields) is distinct from 'object' then
    raise exception 'The form was empty.' using errcode = 'LE006';
  end if;

  select name into undeclared
  from jsonb_object_keys(submit_lead.fields) as name
  where name <> '_website'
    and not exists (
      select 1 from jsonb_array_elements(declared.fields) as known where known ->> 'name' = name)
  limit 1;
  if undeclared is not null then
    raise exception 'This form has no field "%".', left(undeclared, 40)
      using errcode = 'LE002', detail = left(undeclared, 40);
  end if;

  for field in select * from jsonb_array_elements(declared.fields) loop
    answers := answers || jsonb_build_object(
      field ->> 'name',
      intake.normalised_answer(field, submit_lead.fields -> (field ->> 'name')));
  end loop;

  -- A character a lead cannot keep is refused first, in any field, as by the server.
  for field in select * from jsonb_array_elements(declared.fields) loop
    if jsonb_typeof(answers -> (field ->> 'name')) = 'string'
      and not intake.is_storable(answers ->> (field ->> 'name'), (field ->> 'multiline')::boolean)
    then
      raise exception 'The answer to "%" holds a character a lead cannot keep.', field ->> 'name'
        using errcode = 'LE003', detail = field ->> 'name', hint = 'characters';
    end if;
  end loop;
  for field in select * from jsonb_array_elements(declared.fields) loop
    broken := intake.broken_keyword(field -> 'answer', answers -> (field ->> 'name'));
    if broken is not null then
      raise exception 'The answer to "%" breaks its rule "%".', field ->> 'name', broken
        using errcode = 'LE003', detail = field ->> 'name', hint = broken;
    end if;
  end loop;

  select jsonb_agg(
    jsonb_build_object(
      'name', item.field ->> 'name',
      'label', item.field ->> 'label',
      'value', coalesce(
        item.field -> 'labels' -> (answers ->> (item.field ->> 'name')),
        answers -> (item.field ->> 'name')))
    order by item.position)
  into stored
  from jsonb_array_elements(declared.fields) with ordinality as item(field, position);
  if octet_length(stored::text) > 65536 then
    raise exception 'The answers take more than 64 KiB.' using errcode = 'LE004';
  end if;

  trap := submit_lead.fields -> '_website';
  spam := intake.spam_reason(
    trap is not null and (jsonb_typeof(trap) <> 'string' or intake.trimmed(trap #>> '{}') <> ''),
    stored);

  insert into public.leads (form, page, fields, source, status, spam_reason)
  values (
    declared.form,
    submit_lead.page,
    stored,
    intake.lead_source(submit_lead.source),
    case when spam is null then 'new' else 'spam' end,
    spam)
  returning id into lead_id;

  -- Spam queues nothing; a lead queues what outboxEntries (engine/leads/notify/) would.
  if spam is null then
    select coalesce(nullif(array_to_string(declared.notify, ', '), ''), target)
    into email_to
    from outbox.targets where channel = 'email';
    if email_to <> '' then
      insert into outbox.deliveries (lead_id, channel, target, payload)
      values (lead_id, 'email', email_to, '{}'::jsonb);
    end if;
    select target into webhook_url from outbox.targets where channel = 'webhook';
    if webhook_url is not null then
      insert into outbox.deliveries (lead_id, channel, target, payload)
      values (lead_id, 'webhook', webhook_url, '{}'::jsonb);
    end if;
    -- The form's reply to the visitor, where email is set up: made at its first attempt.
    if declared.auto_reply and exists (select 1 from outbox.targets where channel = 'email') then
      select lead.email into visitor from public.leads lead where lead.id = lead_id;
      if visitor is not null and btrim(visitor) <> '' then
        perform outbox.queue_auto_reply(lead_id, btrim(visitor), '{}'::jsonb);
      end if;
    end if;
  end if;
end;
$$;
