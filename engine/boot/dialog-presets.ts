/**
 * A button that opens a dialog may say which options its form starts with (`data-preset`,
 * the action's `preset`): the event or the guide it sits beside. On its click, before the
 * browser opens the dialog, each named select takes its option as if the visitor had
 * chosen it, with the change event a choice makes, so the form's island, live or not yet
 * (see early-edits.ts), keeps it. The page's checks let a preset name only a select of the
 * dialog's form and one of its options (unknown-preset).
 */
export function fillDialogPresets(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-preset]');
    const dialog = document.getElementById(button?.getAttribute('commandfor') ?? '');
    const form = dialog?.querySelector('form');
    if (!button || !form) return;
    for (const [name, value] of Object.entries(JSON.parse(button.getAttribute('data-preset')!))) {
      const select = form.elements.namedItem(name);
      if (!(select instanceof HTMLSelectElement)) continue;
      select.value = String(value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
}
