import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToElement } from '../ui/scroll';
import { localizePath } from '../locale/locales';
import { useLocale, useSite } from '../ui/site-context';
import { usePageHasAnchor } from './page-anchors';

/**
 * "Join the Crew": scrolls to the join form on this page, or goes to the page that
 * has one (the home page) and lands on the form. A page known to hold the form links to
 * it in its HTML (`#join-form`), so the button lands there without the app too.
 */
export function useJoinCta() {
  const { joinCta } = useSite();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const own = usePageHasAnchor()(pathname, joinCta.target);
  const href = own
    ? `#${joinCta.target}`
    : localizePath(`${joinCta.fallbackPath}#${joinCta.target}`, locale);
  const onClick = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!scrollToElement(joinCta.target)) navigate(href);
  };
  return { label: joinCta.label, href, onClick };
}
