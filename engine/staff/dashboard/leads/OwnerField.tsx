import TextField from '@mui/material/TextField';
import { OWNER_MAX_LENGTH } from '../../../leads/lead';

interface Props {
  id: string;
  label: string;
  helperText: string;
  value: string;
  onChange: (owner: string) => void;
  /** Names to pick from: everyone who has signed in or owns a lead. */
  choices: readonly string[];
}

/**
 * Who follows a lead up: a text field that offers the staff names the site knows (the
 * browser's own suggestion list, on phones too) and takes any other; empty for nobody.
 */
export function OwnerField({ id, label, helperText, value, onChange, choices }: Props) {
  const listId = `${id}-choices`;
  return (
    <>
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helperText={helperText}
        autoComplete="off"
        slotProps={{
          htmlInput: { list: listId, maxLength: OWNER_MAX_LENGTH },
          inputLabel: { shrink: true },
        }}
      />
      <datalist id={listId}>
        {choices.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
