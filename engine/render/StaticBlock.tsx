import { type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '../ui/plain-click';

/** The attribute that marks a prerendered block the browser keeps as HTML (its index). */
const staticBlockAttribute = 'data-static-block';

/**
 * The prerendered HTML of each static block of the page, by block index, read before
 * hydration: the app keeps showing it instead of loading those blocks' code.
 */
export function captureStaticBlocks(root: ParentNode): Record<number, string> {
  const captured: Record<number, string> = {};
  for (const element of root.querySelectorAll<HTMLElement>(`[${staticBlockAttribute}]`)) {
    captured[Number(element.getAttribute(staticBlockAttribute))] = element.innerHTML;
  }
  return captured;
}

const wrapperStyle = { display: 'contents' } as const;

/** The element around a static block, rendered on the server, which the browser reads back. */
export function StaticBlockFrame({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div {...{ [staticBlockAttribute]: index }} style={wrapperStyle}>
      {children}
    </div>
  );
}

/**
 * A static block as the server rendered it. Its links and buttons still do what the
 * block's component would: site links navigate in the app; `#id` links scroll and buttons
 * open dialogs as on the prerendered page (the starter and the browser do both).
 */
export function StaticBlockHtml({ index, html }: { index: number; html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || link.hasAttribute('download')) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };
  return (
    <div
      {...{ [staticBlockAttribute]: index }}
      style={wrapperStyle}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
