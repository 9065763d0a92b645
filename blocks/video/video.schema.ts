import { sectionBlockSchema } from '../../engine/schema/block-base';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const videoSchema = sectionBlockSchema({
  type: 'video',
  name: 'a video',
  tone: 'muted',
  title: 'Video',
  description:
    "A YouTube video that contacts YouTube only when the visitor presses play. The block shows nothing when videoId is empty or not a YouTube id, so a template can pass a record's optional {record.video_id}.",
  required: ['videoId', 'title'],
  properties: {
    videoId: {
      type: 'string',
      description: 'The 11-character YouTube video id, such as dQw4w9WgXcQ.',
    },
    title: nonEmptyText('Names the video for the play button and the player.'),
  },
  examples: [
    {
      type: 'video',
      eyebrow: 'Watch',
      heading: 'See How It Works',
      videoId: 'aqz-KE-bpKQ',
      title: 'Managed IT overview',
    },
  ],
});
