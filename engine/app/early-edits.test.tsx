import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { noteEdit, replayEdits, type EarlyEdits } from './early-edits';

/** A form as React holds it: each answer is state, shown back below the fields. */
function ControlledForm() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('preset');
  const [service, setService] = useState('cloud');
  const [join, setJoin] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="Service" value={service} onChange={(e) => setService(e.target.value)}>
        <option value="cloud">Cloud</option>
        <option value="voip">VoIP</option>
      </select>
      <input
        type="checkbox"
        aria-label="Join"
        checked={join}
        onChange={(event) => setJoin(event.target.checked)}
      />
      <output>{JSON.stringify({ name, note, service, join })}</output>
    </form>
  );
}

/** Changes a field as the browser does before any script hears it. */
function typeUnheard(edits: EarlyEdits, field: HTMLElement, answer: string | boolean) {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(
      field,
      answer,
    );
  } else {
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, answer);
  }
  noteEdit(edits, field);
}

describe('replayEdits', () => {
  it("gives React's form state what the visitor entered before the app was live", () => {
    render(<ControlledForm />);
    const edits: EarlyEdits = new Map();
    typeUnheard(edits, screen.getByLabelText('Name'), 'Aisha Khan');
    typeUnheard(edits, screen.getByLabelText('Note'), '');
    typeUnheard(edits, screen.getByLabelText('Service'), 'voip');
    typeUnheard(edits, screen.getByLabelText('Join'), true);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      name: '',
      note: 'preset',
      service: 'cloud',
      join: false,
    });

    replayEdits(edits);

    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      name: 'Aisha Khan',
      note: '',
      service: 'voip',
      join: true,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha Khan');
    expect(screen.getByLabelText('Join')).toBeChecked();
  });

  it('notes only form fields, each with its latest answer', () => {
    const edits: EarlyEdits = new Map();
    const input = document.createElement('input');
    input.value = 'first';
    noteEdit(edits, input);
    input.value = 'second';
    noteEdit(edits, input);
    noteEdit(edits, document.createElement('div'));
    noteEdit(edits, null);
    expect([...edits.values()]).toEqual(['second']);
  });
});
