import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from '../app/start-on-intent';
import { warmUpDialog, warmUpMenu } from './dialog-warm-up';

/** A page with a field and a dialog whose browser behaviour (open, focus its first button) is stood in for. */
function pageWithDialog() {
  document.body.innerHTML = `
    <input aria-label="Search">
    <dialog><button type="button">Close</button><form><input name="name"></form></dialog>`;
  const dialog = document.querySelector('dialog')!;
  const opened: string[] = [];
  dialog.showModal = function () {
    this.setAttribute('open', '');
    opened.push('showModal');
    this.querySelector('button')!.focus();
  };
  dialog.close = function () {
    this.removeAttribute('open');
    opened.push('close');
  };
  return { dialog, opened };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('warming up a dialog', () => {
  it('opens and closes it at once, leaving focus and scroll as they were, and is no intent', () => {
    const { dialog, opened } = pageWithDialog();
    const begin = vi.fn();
    onFirstIntent(begin);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    warmUpDialog(dialog);
    expect(opened).toEqual(['showModal', 'close']);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(begin).not.toHaveBeenCalled();
    // The visitor's own focus is intent, as before.
    document.querySelector<HTMLInputElement>('input[aria-label="Search"]')!.focus();
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('leaves the dialog alone while anything has focus, or a dialog is open', () => {
    const { dialog, opened } = pageWithDialog();
    const field = document.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
    field.focus();
    warmUpDialog(dialog);
    expect(opened).toEqual([]);
    expect(document.activeElement).toBe(field);
    field.blur();
    dialog.setAttribute('open', '');
    warmUpDialog(dialog);
    expect(opened).toEqual([]);
  });
});

/** A page with a menu (a popover) whose showing, layout and hiding are stood in for. */
function pageWithMenu() {
  document.body.innerHTML = `
    <input aria-label="Search">
    <div popover="auto" id="services-menu"><a href="/services/cloud">Cloud</a></div>`;
  const menu = document.getElementById('services-menu')!;
  const steps: string[] = [];
  menu.showPopover = () => steps.push('show');
  menu.hidePopover = () => steps.push('hide');
  Object.defineProperty(menu, 'offsetWidth', {
    get: () => {
      steps.push('layout');
      return 600;
    },
  });
  return { menu, steps };
}

describe('warming up a menu', () => {
  it('shows it, has it laid out and hides it at once, leaving focus and scroll, and is no intent', () => {
    const { menu, steps } = pageWithMenu();
    const begin = vi.fn();
    onFirstIntent(begin);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    warmUpMenu(menu);
    expect(steps).toEqual(['show', 'layout', 'hide']);
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(begin).not.toHaveBeenCalled();
  });

  it('leaves the menu alone while anything has focus', () => {
    const { menu, steps } = pageWithMenu();
    const field = document.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
    field.focus();
    warmUpMenu(menu);
    expect(steps).toEqual([]);
    expect(document.activeElement).toBe(field);
  });
});
