import { blockIdSchema, sectionHeadingProperties } from '../../engine/schema/block-base';
import { toneSchema } from '../../engine/schema/tone.schema';

/**
 * A YouTube video that contacts YouTube only when the visitor presses play. The block
 * shows nothing when `videoId` is empty or not an 11-character YouTube id, so a
 * template can pass a record's optional `{record.video_id}`.
 */
export const videoSchema = {
  type: 'object',
  required: ['type', 'videoId', 'title'],
  additionalProperties: false,
  properties: {
    type: { const: 'video' },
    id: blockIdSchema,
    ...sectionHeadingProperties,
    tone: { ...toneSchema, default: 'muted' },
    videoId: { type: 'string' },
    /** Names the video for the play button and the player frame. */
    title: { type: 'string', minLength: 1 },
  },
} as const;
