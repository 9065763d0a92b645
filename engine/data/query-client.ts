import { QueryClient } from '@tanstack/react-query';

/** Query key of service content: the list, and one row per slug under it. */
export const serviceContentKey = ['service-content'] as const;

/** Query key of the blog's posts as staff edit them. */
export const postsKey = ['posts'] as const;

/** One cache for every read and write of service content in this browser tab. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
