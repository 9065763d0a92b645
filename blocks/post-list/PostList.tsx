import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { formatDate } from '../../engine/locale/format';
import { interpolate } from '../../engine/locale/interpolate';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { LocalLink } from '../../engine/ui/LocalLink';
import { Section, sectionLook } from '../../engine/ui/Section';
import { TagList } from '../../engine/ui/TagList';
import { useListedPosts, type ListedPost } from '../../engine/ui/listed-posts';
import { useSiteInLocale } from '../../engine/ui/site-context';
import type { postListSchema } from './post-list.schema';

export type PostListProps = FromSchema<typeof postListSchema>;

/** The published posts the page was rendered with, newest first, as cards. */
export function PostList(props: PostListProps) {
  const { heading, empty } = props;
  const posts = useListedPosts() ?? [];
  const headingLevel = sectionLook(props).headingLevel;
  return (
    <Section {...props}>
      {posts.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {empty}
        </Typography>
      ) : (
        <CardList label={heading} columns={{ sm: 2, md: 3 }}>
          {posts.map((post) => (
            <CardListItem key={post.slug}>
              <PostCard post={post} props={props} headingLevel={headingLevel} />
            </CardListItem>
          ))}
        </CardList>
      )}
    </Section>
  );
}

function PostCard({
  post,
  props: { link, byline, readMore },
  headingLevel,
}: {
  post: ListedPost;
  props: PostListProps;
  headingLevel: 'h2' | 'h3';
}) {
  const { locale } = useSiteInLocale();
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {post.cover_url && (
        <Box
          component="img"
          src={post.cover_url}
          alt={post.cover_alt ?? ''}
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '1200 / 630',
            objectFit: 'cover',
          }}
        />
      )}
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Typography
          component={headingLevel}
          variant="h3"
          sx={{ fontSize: '1.25rem', lineHeight: 1.35 }}
        >
          {/* The whole card answers a click on its title's link, which covers it. */}
          <Box
            component={LocalLink}
            to={link.replace('{slug}', post.slug)}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {post.title}
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {interpolate(byline, { author: post.author })} ·{' '}
          <Box component="time" dateTime={post.date} sx={{ unicodeBidi: 'isolate' }}>
            {formatDate(post.date, locale.numberFormat)}
          </Box>
        </Typography>
        <Typography sx={{ lineHeight: 1.7, flexGrow: 1 }}>{post.excerpt}</Typography>
        <TagList tags={post.tags} dense />
        {readMore && (
          <Typography
            aria-hidden
            sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.95rem' }}
          >
            {readMore}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
