import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FromPreview, ToPreview } from '../shared/preview-messages';
import type { PreviewData } from '../shared/studio-api';

interface Props {
  /** The page to show; a new object re-renders it in place, without reloading the frame. */
  data: PreviewData | null;
  selected: number | null;
  /** The width the page is laid out at, in CSS pixels; scaled down to fit the pane. */
  width: number;
  title: string;
  onClick: (message: Extract<FromPreview, { kind: 'clicked' }>) => void;
  /** Told when the frame has drawn the page sent at `sentAt`. */
  onRendered?: (sentAt: number) => void;
}

/**
 * The page in an iframe of its own (studio/client/preview.html), so it has its own document,
 * direction, fonts and styles, laid out at a device's width and scaled to the pane.
 */
export function PreviewFrame({ data, selected, width, title, onClick, onRendered }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [paneWidth, setPaneWidth] = useState(width);
  const sent = useRef(new Map<number, number>());
  const sequence = useRef(0);
  const handlers = useRef({ onClick, onRendered });
  useLayoutEffect(() => {
    handlers.current = { onClick, onRendered };
  });

  const tell = (message: ToPreview) =>
    frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = event.data;
      if (message.kind === 'ready') setReady(true);
      if (message.kind === 'clicked') handlers.current.onClick(message);
      if (message.kind === 'rendered') {
        const at = sent.current.get(message.sequence);
        if (at !== undefined) handlers.current.onRendered?.(at);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready || !data) return;
    sequence.current += 1;
    sent.current.set(sequence.current, performance.now());
    tell({ kind: 'render', data, sequence: sequence.current, selected });
    // `selected` travels on its own below; a new page carries the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, data]);

  useEffect(() => {
    if (ready) tell({ kind: 'select', block: selected });
  }, [ready, selected]);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry!.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, paneWidth / width);
  return (
    <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', position: 'relative' }}>
      <Box
        component="iframe"
        ref={frame}
        title={title}
        src="/preview.html"
        sx={{
          border: 0,
          bgcolor: 'background.paper',
          width,
          height: `${100 / scale}%`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          position: 'absolute',
          top: 0,
          left: Math.max(0, (paneWidth - width * scale) / 2),
          boxShadow: 1,
        }}
      />
    </Box>
  );
}
