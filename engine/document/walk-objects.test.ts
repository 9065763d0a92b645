import { describe, expect, it } from 'vitest';
import { documentHasId } from './walk-objects';

describe('documentHasId', () => {
  const page = {
    blocks: [
      { type: 'hero', title: 'Join us', form: { id: 'join-form', fields: [{ name: 'id' }] } },
      { type: 'dialog-form', id: 'event-registration' },
    ],
  };

  it('finds an id on a block and one nested in a block (a form in a hero)', () => {
    expect(documentHasId(page, 'event-registration')).toBe(true);
    expect(documentHasId(page, 'join-form')).toBe(true);
  });

  it('finds no id the page does not have, and no field named like one', () => {
    expect(documentHasId(page, 'events')).toBe(false);
    expect(documentHasId(page, 'name')).toBe(false);
    expect(documentHasId({}, 'join-form')).toBe(false);
  });
});
