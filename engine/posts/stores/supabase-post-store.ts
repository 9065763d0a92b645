import type { SupabaseClient } from '@supabase/supabase-js';
import type { RecordDraftStore } from '../../collections/record-drafts';
import { createSupabaseRecordStore } from '../../collections/stores/supabase-record-store';
import { postCollection, type Post, type PublishedPost } from '../post';

/** The blog's posts on Supabase, as staff edit them: the collection's functions, as the signed-in user. */
export const createSupabasePostStore = (
  client: SupabaseClient,
): RecordDraftStore<PublishedPost, Post> =>
  createSupabaseRecordStore<PublishedPost, Post>(client, postCollection);
