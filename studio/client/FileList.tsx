import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { PageFileEntry } from '../shared/studio-api';

interface Props {
  files: PageFileEntry[] | null;
  error: string | null;
  openPath: string | null;
  dirty: boolean;
  onChoose: (path: string) => void;
}

const localeNames: Record<string, string> = { en: 'English', ar: 'Arabic' };

/** The files of pages/, one list per locale; the open one is marked, and its unsaved changes. */
export const FileList = memo(function FileList({ files, error, openPath, dirty, onChoose }: Props) {
  if (error) return <Typography sx={{ p: 2 }}>{error}</Typography>;
  if (!files) return <Typography sx={{ p: 2 }}>Loading the files of pages/…</Typography>;
  const locales = [...new Set(files.map((file) => file.locale))];
  return (
    <nav aria-label="Page files">
      {locales.map((locale) => (
        <List
          key={locale}
          dense
          aria-label={`${localeNames[locale] ?? locale} files`}
          subheader={
            <ListSubheader disableSticky sx={{ lineHeight: '32px' }}>
              {localeNames[locale] ?? locale} ({locale})
            </ListSubheader>
          }
        >
          {files
            .filter((file) => file.locale === locale)
            .map((file) => {
              const open = file.path === openPath;
              const unsaved = open && dirty;
              return (
                <ListItemButton
                  key={file.path}
                  selected={open}
                  aria-current={open ? 'page' : undefined}
                  onClick={() => onChoose(file.path)}
                  sx={{ py: 0 }}
                >
                  <ListItemText
                    primary={`${file.path}${unsaved ? ' ●' : ''}`}
                    secondary={unsaved ? 'unsaved changes' : file.route}
                    slotProps={{
                      primary: { sx: { fontFamily: 'monospace', fontSize: 13 } },
                      secondary: {
                        sx: { fontSize: 11, color: unsaved ? 'warning.dark' : undefined },
                      },
                    }}
                  />
                </ListItemButton>
              );
            })}
        </List>
      ))}
    </nav>
  );
});
