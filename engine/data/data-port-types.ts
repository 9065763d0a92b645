import type { ActivityStore } from '../activity/activity';
import type { FormReceipt, FormSubmission } from '../forms/form-types';
import type { LeadStoreWithRights } from '../leads/privacy/person-data';
import type { PreviewLinkStore } from '../previews/preview-link';
import type { PictureUploader } from '../uploads/picture-uploader';
import type { DataCapabilities } from './capabilities';
import type { ServiceContentStore } from '../services/service-store';
import type { RecordDraftStore } from '../collections/record-drafts';
import type { Post, PublishedPost } from '../posts/post';

/**
 * The browser's one way to data, with two adapters: the site server's HTTP API, or
 * Supabase (static hosting). Blocks and screens never know which one they have.
 */
export interface DataPort {
  capabilities: DataCapabilities;
  services: ServiceContentStore;
  /** The blog's posts, drafts and all, as staff edit them. */
  posts: RecordDraftStore<PublishedPost, Post>;
  /** Leads, and a person's rights over theirs (export and erasure). */
  leads: LeadStoreWithRights;
  /** Who did what: staff actions, for the dashboard's Activity tab. */
  activity: ActivityStore;
  /**
   * Links that show a record's saved changes to people without an account; only where the
   * site server renders pages (a static host has no server to open them).
   */
  previews?: PreviewLinkStore;
  /**
   * Pictures staff upload for records, checked and re-encoded by the site server; a static
   * host has no server to re-encode them, so records there name a picture by its address.
   */
  uploads?: PictureUploader;
  /** Stores a form submission as a lead; rejects with a DataRequestError when it was not. */
  submitForm(submission: FormSubmission): Promise<FormReceipt | void>;
}

export type { FormSubmission };
