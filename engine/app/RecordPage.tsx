import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, useEffect, useState } from 'react';
import { isFallbackService, serviceFallbackOf } from '../services/fallback-service';
import { isValidSlug } from '../schema/field-rules';
import { recordInLocale, recordLocales } from '../services/record-in-locale';
import { recordVariables } from '../services/record-variables';
import type { ServiceContent } from '../services/service-content';
import type { PageDocument, RecordSpec } from '../document/page-types';
import { ActionButton } from '../ui/ActionButton';
import { PageView } from '../render/PageView';
import { StaffGate } from '../staff/gate/StaffGate';
import { useShowService } from '../site/shown-service';
import { useSiteInLocale } from '../ui/site-context';
import { headData } from './head';
import { useInitialPage } from '../site/initial-page';
import { useDocumentHead } from './use-document-head';

// Rare (a record not yet translated), so its code loads only when it shows.
const UntranslatedRecord = lazy(() =>
  import('./UntranslatedRecord').then((module) => ({ default: module.UntranslatedRecord })),
);

interface Props {
  page: PageDocument & { record: RecordSpec };
  params: Record<string, string>;
  pathname: string;
}

/**
 * A template page bound to a service record: the record the HTML was rendered with, or
 * one loaded from the store, or the generated fallback when the lookup fails. A record
 * prerendered at build time (static hosting) is refreshed from the store after hydration.
 */
export function RecordPage({ page, params, pathname }: Props) {
  const inLocale = useSiteInLocale();
  const { site } = inLocale;
  const slug = params.slug ?? '';
  const valid = isValidSlug(slug);
  const prerendered = useInitialPage(pathname);
  const initial = prerendered?.record ?? null;
  const [record, setRecord] = useState<ServiceContent | null>(initial);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    import('../data/load-service-record')
      .then(({ loadServiceRecord }) =>
        loadServiceRecord(slug, {
          fallback: serviceFallbackOf(page.record),
          brand: site.brand.name,
          refreshOnly: initial !== null,
        }),
      )
      .then((found) => {
        if (live && found) setRecord(found);
      })
      .catch((error: unknown) => console.warn('The service page could not load its data.', error));
    return () => {
      live = false;
    };
  }, [slug, valid, initial, page.record, site.brand.name]);

  // The record in the page's language, or null when it has no translation into it.
  const shown = record && recordInLocale(record, inLocale.locale);
  useShowService(pathname, shown?.name);

  const vars = shown ? { ...params, ...recordVariables(shown, site) } : params;
  const head = headData(
    page,
    inLocale,
    pathname,
    vars,
    record ? recordLocales(record, inLocale.locales) : undefined,
  );
  useDocumentHead({
    ...head,
    noindex: head.noindex || (record !== null && (isFallbackService(record) || !shown)),
  });

  if (prerendered?.shell) return <RecordLoading text={page.record.loading} />;
  if (!valid) return <RecordNotFound spec={page.record.notFound} />;
  if (!record) return <RecordLoading text={page.record.loading} />;
  if (!shown) return <UntranslatedRecord name={record.name} pathname={pathname} />;
  return (
    <PageView
      page={page}
      staffGate={StaffGate}
      vars={vars}
      prerendered={record === initial ? prerendered?.staticBlocks : undefined}
      islands={record === initial ? prerendered?.islands : undefined}
    />
  );
}

export function RecordLoading({ text }: { text: string }) {
  return (
    <Box
      component="main"
      id="main"
      role="status"
      sx={{ py: 16, display: 'grid', justifyItems: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export function RecordNotFound({ spec }: { spec: RecordSpec['notFound'] }) {
  return (
    <Box component="main" id="main" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {spec.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {spec.text}
        </Typography>
        <Box sx={{ mt: 4 }}>
          <ActionButton action={spec.action} size="large" />
        </Box>
      </Container>
    </Box>
  );
}
