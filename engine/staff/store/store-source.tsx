import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityStore } from '../../activity/activity';
import type { DataCapabilities } from '../../data/capabilities';
import { dataCapabilities, openDataPort } from '../../data/data-port';
import type { LeadStoreWithRights } from '../../leads/privacy/person-data';
import type { PreviewLinkStore } from '../../previews/preview-link';
import type { PictureUploader } from '../../uploads/picture-uploader';
import type { ServiceContentStore } from '../../services/service-store';
import type { RecordDraftStore } from '../../collections/record-drafts';
import type { Post, PublishedPost } from '../../posts/post';

/** Where the staff screens get their stores, and what those stores offer. */
export interface AdminStoreSource {
  capabilities: DataCapabilities;
  open(): Promise<ServiceContentStore>;
  openPosts(): Promise<RecordDraftStore<PublishedPost, Post>>;
  openLeads(): Promise<LeadStoreWithRights>;
  openActivity(): Promise<ActivityStore>;
  /** Preview links, where the data port offers them (the site server); null elsewhere. */
  openPreviews(): Promise<PreviewLinkStore | null>;
  /** Picture uploads, where the data port offers them (the site server); null elsewhere. */
  openUploads(): Promise<PictureUploader | null>;
}

/**
 * The stores of this browser tab, through its data port: the site server's staff API, or
 * the browser's one supabase-js client, the one staff sign in with (engine/staff/access),
 * so every write carries the signed-in staff member's token and row level security sees
 * their role and aal2. Its capabilities are known before the port's code loads.
 */
export const browserStoreSource: AdminStoreSource = {
  capabilities: dataCapabilities,
  open: async () => (await openDataPort()).services,
  openPosts: async () => (await openDataPort()).posts,
  openLeads: async () => (await openDataPort()).leads,
  openActivity: async () => (await openDataPort()).activity,
  openPreviews: async () => (await openDataPort()).previews ?? null,
  openUploads: async () => (await openDataPort()).uploads ?? null,
};

const AdminStoreContext = createContext<AdminStoreSource>(browserStoreSource);

export function AdminStoreProvider({
  source,
  children,
}: {
  source: AdminStoreSource;
  children: ReactNode;
}) {
  return <AdminStoreContext.Provider value={source}>{children}</AdminStoreContext.Provider>;
}

export function useAdminStoreSource(): AdminStoreSource {
  return useContext(AdminStoreContext);
}

/** How staff sign in and where the data lives, for the gate and the dashboard. */
export function useDataCapabilities(): DataCapabilities {
  return useContext(AdminStoreContext).capabilities;
}
