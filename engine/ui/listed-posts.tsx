import { createContext, useContext, type ReactNode } from 'react';

/** A published post as a list of posts shows it, in the page's language. */
export interface ListedPost {
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  excerpt: string;
  cover_url: string | null;
  cover_alt: string | null;
  tags: readonly string[];
}

const ListedPostsContext = createContext<readonly ListedPost[] | undefined>(undefined);

/** Hands a page that lists posts (`list: post`) the published posts, newest first. */
export function ListedPostsProvider({
  posts,
  children,
}: {
  posts: readonly ListedPost[] | undefined;
  children: ReactNode;
}) {
  return <ListedPostsContext.Provider value={posts}>{children}</ListedPostsContext.Provider>;
}

/** The published posts the page lists, or undefined on a page that lists none. */
export function useListedPosts(): readonly ListedPost[] | undefined {
  return useContext(ListedPostsContext);
}
