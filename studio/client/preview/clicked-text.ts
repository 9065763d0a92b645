import { blockAttribute, type ClickRegion } from '../../shared/preview-messages';

/**
 * The text under the pointer: the whole text node the caret lands in (one value of the YAML,
 * or a part of one), else the clicked element's own text.
 */
export function textAtPoint(event: MouseEvent): string {
  const node = caretNode(event.clientX, event.clientY);
  const text = node?.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').trim() : '';
  if (text) return text;
  const target = event.target instanceof Element ? event.target : null;
  // An image or icon speaks through its label.
  return (
    target?.getAttribute('alt') ??
    target?.getAttribute('aria-label') ??
    target?.textContent?.trim() ??
    ''
  );
}

function caretNode(x: number, y: number): Node | null {
  if (document.caretPositionFromPoint)
    return document.caretPositionFromPoint(x, y)?.offsetNode ?? null;
  return document.caretRangeFromPoint?.(x, y)?.startContainer ?? null;
}

/** The block a clicked element belongs to, or the part of the site's frame around the page. */
export function regionOf(target: EventTarget | null): ClickRegion {
  const element = target instanceof Element ? target : null;
  const block = element?.closest(`[${blockAttribute}]`);
  if (block) return { block: Number(block.getAttribute(blockAttribute)) };
  if (element?.closest('header')) return { site: 'header' };
  if (element?.closest('footer')) return { site: 'footer' };
  return { site: 'shell' };
}
