import { useLocation } from 'react-router-dom';
import { useLocale } from './site-context';
import { pathWithoutLocale } from '../locale/locales';

/**
 * The path of the page shown, as documents and the site file name it: without its
 * locale's prefix (`/ar/contact` is `/contact`), so menus mark the current page in every
 * language.
 */
export function usePagePath(): string {
  const { locales } = useLocale();
  return pathWithoutLocale(useLocation().pathname, locales);
}
