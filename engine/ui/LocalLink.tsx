import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useLocale } from './site-context';
import { localizePath } from '../locale/locales';

/**
 * A link to a page of the site, in the page's own language: documents and the site file
 * name pages by their English path, and a page in another locale leads to that locale's
 * copy (`/contact` on an Arabic page is `/ar/contact`).
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function LocalLink({ to, ...props }, ref) {
    const { locale } = useLocale();
    return <Link ref={ref} to={localizePath(to, locale)} {...props} />;
  },
);
