import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { supportInvokerCommands } from '../engine/app/invoker-commands';
import { scrollOnInPageLinks } from '../engine/ui/scroll';

// jsdom has no modal dialogs: showing one marks it open, closing unmarks it and says so.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
// Nor invoker commands: buttons open and close dialogs as the starter makes them do there.
supportInvokerCommands();
// And in-page links scroll, as the starter makes them.
scrollOnInPageLinks();

afterEach(() => cleanup());
