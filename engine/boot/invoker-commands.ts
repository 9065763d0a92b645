/**
 * A button opens or closes one of the page's dialogs by naming it (`commandfor`) and saying
 * what to do (`command="show-modal"` or `"close"`), which browsers do themselves, without
 * any script. For a browser that does not know invoker commands yet, this does it.
 */
export function supportInvokerCommands(): void {
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[commandfor]') : null;
    const dialog = document.getElementById(button?.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement) || event.defaultPrevented) return;
    const command = button!.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    if (command === 'close') dialog.close();
  });
}
