-- The language a lead was sent in: the locale of the page its form is on (ar for /ar/...,
-- en for the default pages). The site server states it; a lead that comes without one
-- (public.submit_lead on Supabase, SQL) takes the page's first segment when that is a
-- two-letter language code, as locale paths are, else en. Leads stored before are English.

alter table public.leads add column locale text;
update public.leads set locale = 'en';

create function intake.lead_locale() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.locale := coalesce(new.locale, substring(new.page from '^/([a-z]{2})(?:/|$)'), 'en');
  return new;
end;
$$;

revoke all on function intake.lead_locale() from public;

create trigger leads_locale before insert on public.leads
  for each row execute function intake.lead_locale();

alter table public.leads
  alter column locale set not null,
  add constraint leads_locale_format check (locale ~ '^[a-z]{2}$');

comment on column public.leads.locale is
  'The language the form was sent in (en, ar): the locale of its page.';
