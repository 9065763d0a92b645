import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillDialogPresets } from './dialog-presets';

beforeAll(fillDialogPresets);

beforeEach(() => {
  document.body.innerHTML = `
    <button id="join" commandfor="seats" command="show-modal"
      data-preset='{"talk":"cloud"}'>Join</button>
    <button id="plain" commandfor="seats" command="show-modal">Plain</button>
    <dialog id="seats"><form>
      <select name="talk">
        <option value="">Select…</option>
        <option value="zero-trust">Zero trust</option>
        <option value="cloud">Cloud moves</option>
      </select>
      <input name="company" />
      <input name="agree" type="checkbox" />
    </form></dialog>`;
});

const field = (name: string) =>
  document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
const click = (id: string) => document.getElementById(id)!.click();

describe("a button's preset for the dialog it opens", () => {
  it("chooses the option in the dialog's form as the visitor would, so an island hears it", () => {
    const heard: string[] = [];
    document.addEventListener('change', (event) => {
      heard.push((event.target as HTMLSelectElement).name);
    });
    click('join');
    expect(field('talk').value).toBe('cloud');
    expect(field('company').value).toBe('');
    expect(heard).toEqual(['talk']);
  });

  it('leaves the form as it is for a button without a preset', () => {
    field('talk').value = 'zero-trust';
    click('plain');
    expect(field('talk').value).toBe('zero-trust');
  });
});
