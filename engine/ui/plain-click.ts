/**
 * A click the page may answer itself: the main button, no modifier key (those ask for a
 * new tab or window, the browser's), and nothing else has answered it yet.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
