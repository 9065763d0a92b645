import type { EmotionCache } from '@emotion/react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { browserEmotionCache } from '../../../engine/app/browser-emotion-cache';
import { isBlockType, setBlockRegistry } from '../../../engine/render/block-registry';
import { loadBlock } from '../../../engine/render/block-loader';
import { registry } from '../../../engine/pages/registry';
import { installFontFaces } from '../../../engine/theme/font-faces';
import { pageVariables } from '../../../engine/render/page-variables';
import type { Variables } from '../../../engine/locale/interpolate';
import { selectedAttribute, type FromPreview, type ToPreview } from '../../shared/preview-messages';
import type { PreviewData } from '../../shared/studio-api';
import { regionOf, textAtPoint } from './clicked-text';
import { previewFormPort } from './preview-form-port';
import { StudioPreview } from './StudioPreview';

setBlockRegistry(registry);

const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

interface Shown {
  data: PreviewData;
  variables: Variables;
  emotionCache: EmotionCache;
  sequence: number;
}

const caches = new Map<string, Promise<EmotionCache>>();
const cacheFor = (dir: 'ltr' | 'rtl') => {
  if (!caches.has(dir)) caches.set(dir, browserEmotionCache(dir));
  return caches.get(dir)!;
};

/** Everything a page is shown with, ready: its blocks' code, its direction's styles. */
async function prepare(data: PreviewData): Promise<EmotionCache> {
  const types = [...new Set(data.page.blocks.map((block) => block.type))].filter(isBlockType);
  await Promise.all(types.map(loadBlock));
  const { locale } = data.site;
  document.documentElement.lang = locale.code;
  document.documentElement.dir = locale.dir;
  installFontFaces(undefined, locale.font);
  return cacheFor(locale.dir);
}

/**
 * The studio's preview frame: renders each page the studio sends it, outlines the block the
 * editor's cursor is in, and answers a click with the text under the pointer and its block.
 */
function PreviewFrame() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    let latest = 0;
    // The last page shown: what an edit leaves unchanged keeps its objects, so the blocks and
    // shell parts it did not touch are not rendered again.
    let previous: PreviewData | undefined;
    let previousVariables: Variables | undefined;
    const onMessage = async (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin) return;
      const message = event.data;
      if (message.kind === 'select') setSelected(message.block);
      if (message.kind !== 'render') return;
      latest = message.sequence;
      const emotionCache = await prepare(message.data);
      // A newer page may have arrived while this one's code loaded.
      if (message.sequence !== latest) return;
      setSelected(message.selected);
      previous = replaceEqualDeep(previous, message.data);
      previousVariables = replaceEqualDeep(
        previousVariables,
        pageVariables(previous.site.site, previous.page),
      );
      setShown({
        data: previous,
        variables: previousVariables,
        emotionCache,
        sequence: message.sequence,
      });
    };
    window.addEventListener('message', onMessage);
    tell({ kind: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (shown) tell({ kind: 'rendered', sequence: shown.sequence });
  }, [shown]);

  useEffect(() => {
    if (selected === null) return;
    document
      .querySelector(`[${selectedAttribute}]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [selected, shown]);

  useEffect(() => {
    if (!shown) return;
    // Clicks choose what to edit: links, buttons and forms of the page do nothing here.
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const { site, page } = shown.data;
      tell({
        kind: 'clicked',
        region: regionOf(event.target),
        text: textAtPoint(event),
        variables: pageVariables(site.site, page),
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [shown]);

  if (!shown) return null;
  return (
    <StudioPreview
      data={shown.data}
      variables={shown.variables}
      emotionCache={shown.emotionCache}
      selected={selected}
      formPort={previewFormPort}
    />
  );
}

// No StrictMode here: its second render of every block in development would double the time
// each edit takes to show.
createRoot(document.getElementById('root')!).render(<PreviewFrame />);
