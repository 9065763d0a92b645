import type { LocaleSettings } from '../locale/locales';
import type { Post } from './post';

/**
 * A post as a page in `locale` shows it: its own words on default-locale pages; elsewhere
 * its translation's words over the post (slug, date and cover picture stay, an author or
 * tags left untranslated keep theirs), or null when it has none, so no page passes English
 * off as a translation.
 */
export function postInLocale<T extends Post>(
  post: T,
  locale: Pick<LocaleSettings, 'code' | 'path'>,
): T | null {
  if (!locale.path) return post;
  const words = post.translations?.[locale.code];
  if (!words) return null;
  return {
    ...post,
    title: words.title,
    author: words.author ?? post.author,
    excerpt: words.excerpt,
    body: words.body,
    cover_alt: words.cover_alt ?? post.cover_alt ?? null,
    tags: words.tags ?? post.tags ?? [],
  };
}

/** The locales a post is written in: the default, and each it has a translation for. */
export function postLocales(
  post: Pick<Post, 'translations'>,
  locales: readonly Pick<LocaleSettings, 'code' | 'path'>[],
): string[] {
  return locales
    .filter((locale) => !locale.path || post.translations?.[locale.code] !== undefined)
    .map((locale) => locale.code);
}
