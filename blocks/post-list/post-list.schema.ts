import { sectionBlockSchema } from '../../engine/schema/block-base';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const postListSchema = sectionBlockSchema({
  type: 'post-list',
  name: 'a list of posts',
  tone: 'light',
  title: 'Post list',
  description:
    "The published blog posts, newest first, one card each: cover picture, title (a link to the post's page), byline, date, summary and tags. Only on a page with list: post, which the site server renders with the posts of the moment; on an Arabic page, the posts translated into Arabic.",
  required: ['link', 'byline', 'empty'],
  properties: {
    link: {
      type: 'string',
      pattern: '^/[a-z0-9/_-]*\\{slug\\}$',
      description:
        "Where a post's page is, with {slug} for the post's slug: /blog/{slug}. Written as the English path; an Arabic page leads to its own.",
      examples: ['/blog/{slug}'],
    },
    byline: nonEmptyText('The line naming the author, with {author} for the name: "By {author}".'),
    readMore: {
      type: 'string',
      description: 'The words at the foot of each card inviting a click, such as "Read the post".',
    },
    empty: nonEmptyText('What shows when no post is published yet (or none in this language).'),
  },
  examples: [
    {
      type: 'post-list',
      heading: 'Latest posts',
      link: '/blog/{slug}',
      byline: 'By {author}',
      readMore: 'Read the post',
      empty: 'No posts yet. Check back soon.',
    },
  ],
});
