-- Leads sent straight to the database (a static build on Supabase) go through one function,
-- public.submit_lead, which takes them as the site server does (engine/leads/lead-intake.ts):
-- only a form a page declares and only its fields, each answer as its kind accepts it, spam
-- kept apart, and the lead's notifications queued in the same transaction. Visitors no longer
-- insert into public.leads themselves.
--
-- Refusals carry a SQLSTATE of class LE, listed with their meaning in
-- engine/leads/submit-lead-errors.ts (and docs/errors.md): `detail` names the field, `hint`
-- the rule of the answer schema it broke, so a caller words the same problem the server does.

create schema if not exists intake;
comment on schema intake is
  'How public.submit_lead takes a submission: its checks and its flood counts; not exposed by the API.';
revoke all on schema intake from public;

-- The forms of the pages, as `sitectl push` writes them from the validated page documents
-- (engine/leads/lead-form-declaration.ts): the database checks the answers the server would.
create table public.lead_form_declarations (
  -- The page's route: '/contact', or a template's '/services/:slug', which any slug fits.
  route text not null,
  form text not null,
  -- Each field, in the form's order: name, label, kind; absent (the answer when none is
  -- sent), tick (true/false rather than text), multiline; answer, the JSON Schema its answer
  -- meets (type, const, enum, minLength, maxLength, pattern, anyOf); labels, what a lead
  -- stores for an answer when not the answer itself (a select's option labels).
  fields jsonb not null,
  -- The form's own recipients (notify:), instead of the site server's LEAD_EMAIL_TO.
  notify text[] not null default '{}',
  updated_at timestamptz not null default now(),

  primary key (route, form),
  constraint lead_form_declarations_route_format
    check (route ~ '^/[A-Za-z0-9/_:.-]*$' and char_length(route) <= 200),
  constraint lead_form_declarations_form_format
    check (form ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(form) <= 100),
  constraint lead_form_declarations_fields_shape
    check (jsonb_typeof(fields) = 'array' and jsonb_array_length(fields) between 1 and 50)
);

comment on table public.lead_form_declarations is
  'The forms the pages declare, written by sitectl push; public.submit_lead takes answers to them only.';

alter table public.lead_form_declarations enable row level security;
revoke all on public.lead_form_declarations from public, anon, authenticated;
grant all on public.lead_form_declarations to service_role;

-- Replaces every declaration at once, so a submission sees the old forms or the new, never
-- half of each. Runs with its caller's rights: only the service role (and the owner) may.
create function public.put_lead_forms(declarations jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(declarations) is distinct from 'array' then
    raise exception 'The declarations must be a JSON array.' using errcode = '22023';
  end if;
  delete from public.lead_form_declarations where true;
  insert into public.lead_form_declarations (route, form, fields, notify)
  select
    declared ->> 'route',
    declared ->> 'form',
    declared -> 'fields',
    array(select jsonb_array_elements_text(coalesce(declared -> 'notify', '[]'::jsonb)))
  from jsonb_array_elements(declarations) as declared;
  return jsonb_array_length(declarations);
end;
$$;

revoke all on function public.put_lead_forms(jsonb) from public, anon, authenticated;
grant execute on function public.put_lead_forms(jsonb) to service_role;

-- Where notifications go is the site server's setting (LEAD_EMAIL_TO, LEAD_WEBHOOK_URL),
-- not the database's: its notification worker writes them here when it starts, and
-- submit_lead queues a delivery for each channel listed. The worker composes a payload left
-- empty ('{}') at the first attempt and stores it, so every retry sends the same bytes.
create table outbox.targets (
  channel text primary key,
  -- email: LEAD_EMAIL_TO's addresses, comma separated ('' when only forms with their own
  -- notify: list are emailed); webhook: the URL.
  target text not null,
  updated_at timestamptz not null default now(),

  constraint targets_channel check (channel in ('email', 'webhook')),
  constraint targets_target_length check (char_length(target) <= 2000)
);

comment on table outbox.targets is
  'Where the site server delivers notifications, as its worker last said: one row per configured channel.';

alter table outbox.targets enable row level security;
revoke all on outbox.targets from public, anon, authenticated;
grant all on outbox.targets to service_role;

-- Submissions per client address and minute, for the flood limit.
create table intake.submissions_per_minute (
  client text not null,
  minute timestamptz not null,
  submissions integer not null,
  primary key (client, minute)
);

create index submissions_per_minute_minute_idx on intake.submissions_per_minute (minute);

-- What String.prototype.trim() removes: JavaScript's white space and line terminators.
create function intake.trimmed(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    value,
    '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g');
$$;

-- Whether a lead can keep an answer (engine/forms/storable-text.ts): no control character,
-- and in a one-line field no tab or line break. NUL never reaches text in PostgreSQL.
create function intake.is_storable(value text, multiline boolean)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
    and (multiline or value !~ '[\t\n\r]');
$$;

-- An answer as the field's kind normalises it (normalise in engine/forms/kinds/): absent,
-- its declared answer; a tick from a posted "on"; text trimmed, a text area's CR LF as LF.
-- Anything else is kept as it came, for the answer schema to refuse.
create function intake.normalised_answer(field jsonb, raw jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when raw is null then field -> 'absent'
    when jsonb_typeof(raw) <> 'string' then raw
    when (field ->> 'tick')::boolean then to_jsonb(raw #>> '{}' in ('on', 'true'))
    when (field ->> 'multiline')::boolean
      then to_jsonb(intake.trimmed(regexp_replace(raw #>> '{}', '\r\n?', E'\n', 'g')))
    else to_jsonb(intake.trimmed(raw #>> '{}'))
  end;
$$;

-- The keyword of an answer schema that `value` breaks, or null when it meets the schema.
-- Keywords are read in the order the site server's Ajv reports them: type; const, enum and
-- anyOf; then maxLength, minLength and pattern. Lengths count characters, as Ajv does.
create function intake.broken_keyword(answer_schema jsonb, answer jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  answer_text text := case when jsonb_typeof(answer) = 'string' then answer #>> '{}' end;
begin
  if answer_schema ? 'type' and jsonb_typeof(answer) is distinct from answer_schema ->> 'type' then
    return 'type';
  end if;
  if answer_schema ? 'const' and answer is distinct from answer_schema -> 'const' then
    return 'const';
  end if;
  if answer_schema ? 'enum' and not (answer_schema -> 'enum') @> jsonb_build_array(answer) then
    return 'enum';
  end if;
  if answer_schema ? 'anyOf' and not exists (
    select 1 from jsonb_array_elements(answer_schema -> 'anyOf') as branch(branch_schema)
    where intake.broken_keyword(branch.branch_schema, answer) is null
  ) then
    return 'anyOf';
  end if;
  if answer_text is not null then
    if char_length(answer_text) > (answer_schema ->> 'maxLength')::integer then
      return 'maxLength';
    end if;
    if char_length(answer_text) < (answer_schema ->> 'minLength')::integer then
      return 'minLength';
    end if;
    if answer_text !~ (answer_schema ->> 'pattern') then
      return 'pattern';
    end if;
  end if;
  return null;
end;
$$;

-- Whether a page path fits a route, as matchRoute (engine/document/routes.ts) decides: the
-- same number of segments, each the same, or any non-empty one for a ':param'.
create function intake.fits_route(route text, path text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select cardinality(string_to_array(route, '/')) = cardinality(string_to_array(path, '/'))
    and coalesce(bool_and(
      (segment.of_route like ':%' and segment.of_path <> '') or segment.of_route = segment.of_path),
      false)
  from unnest(string_to_array(route, '/'), string_to_array(path, '/'))
    as segment(of_route, of_path);
$$;

-- The form a submission names: on the page its path leads to (that static page if one
-- declares forms, else the first template it fits), the form of that name; none if no such.
create function intake.declared_form(form_name text, path text)
returns setof public.lead_form_declarations
language sql
stable
set search_path = ''
as $$
  with page as (
    select declared.route
    from public.lead_form_declarations as declared
    where intake.fits_route(
      declared.route,
      case when char_length(path) > 1 then regexp_replace(path, '/+$', '') else path end)
    order by declared.route like '%:%', declared.route
    limit 1
  )
  select declared.*
  from public.lead_form_declarations as declared
  join page on page.route = declared.route
  where declared.form = form_name;
$$;

-- How many characters of `value` are in `characters`, a bracket expression.
create function intake.count_of(value text, characters text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(value) - char_length(regexp_replace(value, characters, '', 'g'));
$$;

-- Why a submission looks sent by a machine, in the words of engine/leads/spam-signals.ts,
-- or null: the hidden field filled in; more than 2 links; at least 20 letters, fewer than
-- half of them in the scripts the site's readers write in (Latin, Arabic). The database
-- has no signed ticket, so "sent too fast" is the site server's alone. Letters are counted
-- by Unicode block: the site's scripts, and the other scripts with letters in common use.
create function intake.spam_reason(trap_filled boolean, stored jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  site_letters constant text :=
    '[A-Za-z\u00aa\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff'  -- Latin
    || '\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]';  -- Arabic
  other_letters constant text :=
    '[\u0370-\u03ff\u1f00-\u1fff'                                -- Greek
    || '\u0400-\u052f\u2de0-\u2dff\ua640-\ua69f'                 -- Cyrillic
    || '\u0531-\u0587\u05d0-\u05f2\u0710-\u074f\u0780-\u07a5'    -- Armenian, Hebrew, Syriac, Thaana
    || '\u0900-\u0dff\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f'    -- Indic, Thai, Lao, Tibetan, Myanmar
    || '\u10a0-\u10ff\u1100-\u11ff\u1200-\u139f\u1780-\u18af'    -- Georgian, Jamo, Ethiopic, Khmer, Mongolian
    || '\u3040-\u318f\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf'    -- Kana, Bopomofo, CJK, Yi
    || '\uac00-\ud7af\uf900-\ufaff\uff66-\uffdc\U00020000-\U000323af]';  -- Hangul, CJK
  answers text;
  links integer;
  ours integer;
  letters integer;
begin
  if trap_filled then
    return 'The hidden field was filled in.';
  end if;
  select coalesce(string_agg(field ->> 'value', E'\n' order by position), '')
  into answers
  from jsonb_array_elements(stored) with ordinality as answer(field, position)
  where jsonb_typeof(field -> 'value') = 'string';
  select count(*) into links from regexp_matches(answers, '\yhttps?://|\ywww\.', 'gi');
  if links > 2 then
    return links || ' links in the answers.';
  end if;
  ours := intake.count_of(answers, site_letters);
  letters := ours + intake.count_of(answers, other_letters);
  if letters >= 20 and ours * 2 < letters then
    return 'Written mostly in a script the site does not use.';
  end if;
  return null;
end;
$$;

-- Where the visitor came from, as the site server keeps it (LEAD_SOURCE_KEYS, in
-- engine/leads/lead-source.ts): the known keys only, each a one-line string, trimmed, at
-- most 500 characters.
create function intake.lead_source(raw jsonb)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, left(intake.trimmed(raw ->> key), 500)), '{}'::jsonb)
  from unnest(array['referrer', 'landing', 'utm_source', 'utm_medium', 'utm_campaign',
                    'utm_term', 'utm_content']) as key
  where jsonb_typeof(raw) = 'object'
    and jsonb_typeof(raw -> key) = 'string'
    and intake.trimmed(raw ->> key) <> ''
    and intake.is_storable(raw ->> key, false);
$$;

-- Refuses an address that sent more than 10 submissions this minute (the site server's
-- LEADS_PER_MINUTE default), by the first address of X-Forwarded-For as the API gateway
-- passes it. A caller without request headers (SQL, the service role's scripts) is not
-- counted. A refused submission rolls its count back with it.
create function intake.count_submission()
returns void
language plpgsql
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  address text := left(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 100);
  this_minute timestamptz := date_trunc('minute', now());
  sent integer;
begin
  if address is null then
    return;
  end if;
  delete from intake.submissions_per_minute where minute < this_minute;
  insert into intake.submissions_per_minute as counted (client, minute, submissions)
  values (address, this_minute, 1)
  on conflict on constraint submissions_per_minute_pkey
    do update set submissions = counted.submissions + 1
  returning counted.submissions into sent;
  if sent > 10 then
    raise exception 'Too many submissions from this address in a minute.'
      using errcode = 'LE005';
  end if;
end;
$$;

revoke all on all functions in schema intake from public;

-- A visitor's form submission: `fields` holds the answers by field name (and the hidden
-- field, `_website`, when a bot filled it in), `source` where the visit came from. Stores
-- the lead, as spam when it looks sent by a machine, and queues its notifications, in the
-- caller's one transaction; raises with a LE SQLSTATE when it takes nothing.
create function public.submit_lead(
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
  end if;
end;
$$;

revoke all on function public.submit_lead(text, text, jsonb, jsonb) from public;
grant execute on function public.submit_lead(text, text, jsonb, jsonb)
  to anon, authenticated, service_role;

-- Visitors send leads through submit_lead only: nothing unchecked reaches public.leads.
revoke insert on public.leads from anon, authenticated;
drop policy "Anyone can send a lead" on public.leads;

comment on table public.leads is
  'Form submissions from the public site, stored by public.submit_lead or the site server; staff with a second factor read and follow up.';
