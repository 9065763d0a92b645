import { useNavigate } from 'react-router-dom';
import { scrollToElement } from '../ui/scroll';
import { localizePath } from '../locale/locales';
import { useLocale, useSite } from '../ui/site-context';

/**
 * "Join the Crew": scrolls to the join form on this page, or goes to the page that
 * has one (the home page) and lands on the form.
 */
export function useJoinCta() {
  const { joinCta } = useSite();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const href = localizePath(`${joinCta.fallbackPath}#${joinCta.target}`, locale);
  const onClick = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!scrollToElement(joinCta.target)) navigate(href);
  };
  return { label: joinCta.label, href, onClick };
}
