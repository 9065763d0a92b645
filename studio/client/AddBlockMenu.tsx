import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { JsonSchema } from '../shared/schema-at';

/** Every block type of the page schema with its title and first example (docs/blocks.md's). */
export function blockExamples(
  schema: JsonSchema,
): { type: string; title: string; example: object }[] {
  const types = (schema.properties?.blocks?.items?.properties?.type?.enum ?? []) as string[];
  return types.flatMap((type) => {
    const block = schema.$defs?.[`block-${type}`];
    const example = block?.examples?.[0];
    return example && typeof example === 'object'
      ? [{ type, title: block?.title ?? type, example }]
      : [];
  });
}

/** Adds a block of a chosen type, from its example, at the cursor. */
export function AddBlockMenu({
  schema,
  disabled,
  onAdd,
}: {
  schema: JsonSchema;
  disabled: boolean;
  onAdd: (example: object) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add block
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 480 } } }}
      >
        {blockExamples(schema).map(({ type, title, example }) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(example);
            }}
          >
            <ListItemText primary={type} secondary={title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
