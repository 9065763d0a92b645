import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { EmptyState } from '../parts/EmptyState';
import { PanelHeader } from '../parts/PanelHeader';
import { matchesSearch, SearchField } from '../parts/SearchField';
import { StatusChip } from '../parts/StatusChip';
import type { BlogPost, BlogsTabConfig } from './blogs-tab.schema';
import { NewPostDialog } from './NewPostDialog';
import { GridList } from '../parts/GridList';

/** Blog posts (sample data, plus drafts started here): search, list, and a new-draft dialog. */
export function BlogsTab({ config }: { config: BlogsTabConfig }) {
  const format = useStaffFormat();
  const [query, setQuery] = useState('');
  const [drafts, setDrafts] = useState<BlogPost[]>([]);
  const [writing, setWriting] = useState(false);
  const posts = [...drafts, ...config.posts];
  const shown = posts.filter((post) => matchesSearch(query, post.title, post.author, post.excerpt));

  return (
    <Box>
      <PanelHeader heading={config.heading}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setWriting(true)}>
          {config.newPost.buttonLabel}
        </Button>
      </PanelHeader>
      <SearchField labels={config.search} value={query} onChange={setQuery} />
      <Box role="status">{shown.length === 0 && <EmptyState text={config.search.noMatches} />}</Box>
      {shown.length > 0 && (
        <GridList label={config.heading ?? config.label} gap={2}>
          {shown.map((post, index) => (
            <Card component="li" key={`${post.title}-${index}`} sx={{ p: { xs: 2, md: 2.5 } }}>
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                  {post.title}
                </Typography>
                <StatusChip
                  label={config.statusLabels[post.status]}
                  look={post.status === 'published' ? 'positive' : 'neutral'}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {fillIn(config.byline, {
                  author: post.author,
                  date: format.date(post.date),
                  views: format.number(post.views),
                })}
              </Typography>
              <Typography sx={{ mt: 1 }}>{post.excerpt}</Typography>
            </Card>
          ))}
        </GridList>
      )}
      <NewPostDialog
        config={config.newPost}
        open={writing}
        onClose={() => setWriting(false)}
        onSaved={(post) => setDrafts((current) => [post, ...current])}
      />
    </Box>
  );
}
