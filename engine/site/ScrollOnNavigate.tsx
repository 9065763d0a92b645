import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement, scrollToTop } from '../ui/scroll';

/**
 * A new page starts at the top, or at its `#hash` target once that has rendered. The page
 * the visitor arrived on is left where it is: the browser placed it, and the visitor may
 * have scrolled (End, PageDown, the scrollbar) before the app started.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const [arrivedAt] = useState(key);
  const arrival = key === arrivedAt;
  useEffect(() => {
    if (!hash) {
      if (!arrival) scrollToTop();
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The target may be in a page chunk that is still loading: try for a moment.
    let tries = 0;
    const timer = window.setInterval(() => {
      if (scrollToElement(id) || ++tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash, arrival]);
  return null;
}
