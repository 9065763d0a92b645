import { fillIn, formatDayAndTime } from '../../locale/format';
import type { SiteInLocale } from '../../locale/site-in-locale';
import type { PreviewLink } from '../../previews/preview-link';
import { escapeHtml } from '../../text/escape-html';

/** The attribute that marks the banner, for tests and for staff tools. */
export const PREVIEW_BANNER_ATTRIBUTE = 'data-preview-banner';

/**
 * The bar over a page opened by a preview link, in the page's language: what the page is,
 * whose changes, who shared it and until when the link works. Plain HTML with its own
 * styles, outside the app, so it shows the same with or without script.
 */
export function previewBannerHtml(
  { site, locale }: Pick<SiteInLocale, 'site' | 'locale'>,
  link: Pick<PreviewLink, 'created_by' | 'expires_at'>,
  name: string,
): string {
  const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
  const text = fillIn(escapeHtml(site.ui.previewText), {
    name: isolated(name),
    person: isolated(link.created_by || 'Staff'),
    expires: isolated(formatDayAndTime(link.expires_at, locale.numberFormat)),
  });
  return (
    `<div role="region" aria-label="${escapeHtml(site.ui.previewTitle)}" ${PREVIEW_BANNER_ATTRIBUTE}` +
    ` style="background:#1e293b;color:#fff;padding:10px 16px;font-size:15px;line-height:1.5;text-align:center">` +
    `<strong>${escapeHtml(site.ui.previewTitle)}</strong> · ${text}</div>`
  );
}

/** The page with the banner first in its body. */
export function withPreviewBanner(html: string, banner: string): string {
  return html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}
