import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface Props {
  /** The tab's `search` copy (parts.schema's searchSchema). */
  labels: { label: string; placeholder?: string };
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box above a tab's list, for filtering it as you type. */
export function SearchField({ labels, value, onChange }: Props) {
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={labels.label}
        placeholder={labels.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ bgcolor: 'background.paper', maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** Whether any of the texts contains the query, ignoring case and surrounding spaces. */
export function matchesSearch(query: string, ...texts: readonly (string | null | undefined)[]) {
  const needle = query.trim().toLowerCase();
  return needle === '' || texts.some((text) => text?.toLowerCase().includes(needle));
}
