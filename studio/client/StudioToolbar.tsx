import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AddBlockMenu } from './AddBlockMenu';
import { pageSchema } from './editor/schemas';

interface Props {
  /** The open file's name as shown, or null when none is open. */
  shown: string | null;
  dirty: boolean;
  saving: boolean;
  /** Blocks can be added (a page file is open). */
  canAddBlock: boolean;
  onAddBlock: (example: object) => void;
  /** The other language's side-by-side switch, when the open page has a counterpart. */
  counterpart: { language: string; on: boolean; onChange: (on: boolean) => void } | null;
  onSave: () => void;
}

/** The studio's title bar: the open file, Add block, the other language, Save. */
export function StudioToolbar({ shown, dirty, saving, counterpart, ...props }: Props) {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontSize: 17 }}>
          Studio
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', flex: 1 }} noWrap>
          {shown ? `${shown}${dirty ? ' (unsaved)' : ''}` : 'No file open'}
        </Typography>
        <AddBlockMenu schema={pageSchema} disabled={!props.canAddBlock} onAdd={props.onAddBlock} />
        {counterpart && (
          <FormControlLabel
            control={
              <Switch
                color="default"
                checked={counterpart.on}
                onChange={(_, on) => counterpart.onChange(on)}
              />
            }
            label={`Show ${counterpart.language} beside`}
          />
        )}
        <Button
          variant="contained"
          color="secondary"
          disabled={!shown || !dirty || saving}
          onClick={props.onSave}
          title="Save (Ctrl+S)"
        >
          Save
        </Button>
      </Toolbar>
    </AppBar>
  );
}
