import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { editedRecord, type RecordEntry } from '../../../collections/record-drafts';
import { postsKey } from '../../../data/query-client';
import { fillIn } from '../../../locale/format';
import { checkPost } from '../../../posts/check-post';
import { postVersionFields, type Post, type PublishedPost } from '../../../posts/post';
import { postSchema } from '../../../schema/post.schema';
import { usePostStore, usePreviewStore } from '../../store/admin-store';
import { useStaffFormat } from '../../tools/use-staff-format';
import { useLocale } from '../../../ui/site-context';
import { localizePath, type LocaleSettings } from '../../../locale/locales';
import { RecordDialog } from '../collections/RecordDialog';
import { RecordDialogs } from '../collections/RecordDialogs';
import { usePublishRecord } from '../collections/use-publish-record';
import { EmptyState } from '../parts/EmptyState';
import { GridList } from '../parts/GridList';
import { ListLoadStatus } from '../parts/LoadStatus';
import { PanelHeader } from '../parts/PanelHeader';
import { matchesSearch, SearchField } from '../parts/SearchField';
import { PublishButton } from '../services/PublishButton';
import { StatusLine } from '../services/StatusLine';
import { useRecordDialog } from '../services/use-record-dialog';
import type { BlogsTabConfig } from './blogs-tab.schema';

type PostEntry = RecordEntry<PublishedPost, Post>;

/** The posts collection as its dialogs know it: the schema their fields come from. */
const posts = {
  schema: postSchema,
  check: checkPost,
  picture: { url: 'cover_url', alt: 'cover_alt' },
  nameOf: (post: Readonly<Record<string, unknown>>) => String(post['title'] ?? ''),
};

/**
 * The blog's posts as staff last saved them, newest first: search, a card each with its
 * state and public page, an Edit dialog, Schedule (publish or take off at a time, or take
 * off now), History (versions, their differences, Restore) and, for saved changes, a
 * Publish button and Preview Link (where the site server can open one); the New Post
 * dialog. Every dialog's fields come from the post schema.
 */
export function BlogsTab({ config }: { config: BlogsTabConfig }) {
  const format = useStaffFormat();
  const { locale } = useLocale();
  const nameOf = (post: Post) => titleIn(post, locale.code);
  const [query, setQuery] = useState('');
  const [writing, setWriting] = useState(false);
  const editing = useRecordDialog<PostEntry>();
  const viewing = useRecordDialog<PostEntry>();
  const scheduling = useRecordDialog<PostEntry>();
  const sharing = useRecordDialog<PostEntry>();
  const previews = usePreviewStore().data ?? null;
  const opened = usePostStore();
  const store = opened.data;
  const listed = useQuery({
    queryKey: postsKey,
    queryFn: () => store!.entries(),
    enabled: store !== undefined,
  });
  const { publish, publishing } = usePublishRecord(store, config.publishing.toasts, {
    queryKey: postsKey,
    nameOf,
    pageOf: (post) => postPageIn(post, locale),
  });
  const all = listed.data ?? [];
  const shown = all.filter((entry) => {
    const post = editedRecord(entry);
    return matchesSearch(query, post.title, post.author, post.excerpt, post.slug);
  });

  return (
    <Box>
      <PanelHeader heading={config.heading}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWriting(true)}>
          {config.newPostLabel}
        </Button>
      </PanelHeader>
      <SearchField labels={config.search} value={query} onChange={setQuery} />
      <ListLoadStatus store={opened} list={listed} copy={config}>
        <Box role="status">
          {shown.length === 0 && (
            <EmptyState text={query.trim() ? config.search.noMatches : config.empty} />
          )}
        </Box>
        {shown.length > 0 && (
          <GridList label={config.heading ?? config.label} gap={2}>
            {shown.map((entry) => (
              <PostCard
                key={entry.slug}
                entry={entry}
                config={config}
                byline={(post) =>
                  fillIn(config.byline, { author: post.author, date: format.date(post.date) })
                }
                publishing={publishing === entry.slug}
                onEdit={() => editing.open(entry)}
                onHistory={() => viewing.open(entry)}
                onSchedule={() => scheduling.open(entry)}
                onPreview={previews ? () => sharing.open(entry) : undefined}
                onPublish={() => publish(entry)}
              />
            ))}
          </GridList>
        )}
      </ListLoadStatus>
      {store && (
        <RecordDialog
          collection={posts}
          queryKey={postsKey}
          words={config.newPost}
          form={config.form}
          store={store}
          open={writing}
          onClose={() => setWriting(false)}
        />
      )}
      {store && editing.shown && (
        <RecordDialog
          key={editing.shown.count}
          collection={posts}
          queryKey={postsKey}
          words={config.editPost}
          form={config.form}
          store={store}
          entry={editing.shown.entry}
          name={nameOf(editedRecord(editing.shown.entry))}
          discardWords={config.discarding}
          open={editing.shown.open}
          onClose={editing.close}
        />
      )}
      <RecordDialogs
        store={store}
        previews={previews}
        collection="posts"
        queryKey={postsKey}
        words={config}
        fieldWords={config.form}
        fields={postVersionFields}
        nameOf={nameOf}
        history={viewing}
        scheduling={scheduling}
        sharing={sharing}
      />
    </Box>
  );
}

function PostCard({
  entry,
  config,
  byline,
  publishing,
  onEdit,
  onHistory,
  onSchedule,
  onPreview,
  onPublish,
}: {
  entry: PostEntry;
  config: BlogsTabConfig;
  byline: (post: Pick<Post, 'author' | 'date'>) => string;
  publishing: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onSchedule: () => void;
  /** Opens the post's Preview Links; none where no server opens a link. */
  onPreview?: () => void;
  onPublish: () => void;
}) {
  const { code } = useLocale().locale;
  const post = editedRecord(entry);
  // The post in the dashboard's language where it has it; each text in its own direction.
  const shown = { ...post, ...post.translations?.[code] };
  return (
    <Card component="li" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1 }}>
      <Typography variant="h3" dir="auto" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {shown.title}
      </Typography>
      <StatusLine entry={entry} words={config.publishing} />
      {entry.published !== null && <PostPageLink post={entry.published} />}
      <Typography variant="body2" color="text.secondary">
        {byline(shown)}
      </Typography>
      <Typography dir="auto">{shown.excerpt}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <CardButton
          icon={<EditIcon />}
          words={{ buttonLabel: config.editLabel, buttonName: config.editName }}
          name={shown.title}
          onClick={onEdit}
        />
        <CardButton
          icon={<ScheduleIcon />}
          words={config.scheduling}
          name={shown.title}
          onClick={onSchedule}
        />
        {entry.versions > 0 && (
          <CardButton
            icon={<HistoryIcon />}
            words={config.history}
            name={shown.title}
            onClick={onHistory}
          />
        )}
        {entry.draft !== null && onPreview && (
          <CardButton
            icon={<VisibilityIcon />}
            words={config.previews}
            name={shown.title}
            onClick={onPreview}
          />
        )}
        {entry.draft !== null && (
          <PublishButton
            name={shown.title}
            words={config.publishing}
            busy={publishing}
            onClick={onPublish}
          />
        )}
      </Box>
    </Card>
  );
}

/** A post card's button: its word, and its full name for screen readers ({name}, the title). */
function CardButton({
  icon,
  words,
  name,
  onClick,
}: {
  icon: ReactNode;
  words: { buttonLabel: string; buttonName: string };
  name: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      aria-label={fillIn(words.buttonName, { name })}
      onClick={onClick}
    >
      {words.buttonLabel}
    </Button>
  );
}

/** A post's page in the dashboard's language where the post is written in it; else its own. */
function postPageIn(post: Post, locale: LocaleSettings) {
  const translated = !locale.path || post.translations?.[locale.code] !== undefined;
  const page = `/blog/${post.slug}`;
  return translated ? localizePath(page, locale) : page;
}

/** A post's title in the dashboard's language where it has one. */
const titleIn = (post: Post, code: string) => post.translations?.[code]?.title ?? post.title;

/**
 * The published post's page, in the dashboard's language where the post has it: its
 * address, which reads left to right on an Arabic page too. The server renders a post, so
 * the link loads it as a page.
 */
function PostPageLink({ post }: { post: Post }) {
  const shown = postPageIn(post, useLocale().locale);
  return (
    <Link
      href={shown}
      dir="ltr"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: '0.85rem',
        overflowWrap: 'anywhere',
        width: 'fit-content',
      }}
    >
      {shown}
    </Link>
  );
}
