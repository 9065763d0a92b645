/** Scrolls smoothly to an element, unless the visitor asked for reduced motion. */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const focusTarget = element.querySelector<HTMLElement>('input, select, textarea, button');
  focusTarget?.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
}
