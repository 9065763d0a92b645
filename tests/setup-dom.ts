import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import {
  TextDecoderStream,
  TextEncoderStream,
  TransformStream,
  WritableStream,
  ReadableStream,
} from 'node:stream/web';
import { afterEach } from 'vitest';
import { supportInvokerCommands } from '../engine/boot/invoker-commands';
import { scrollOnInPageLinks } from '../engine/ui/scroll';
import { setBlockRegistry } from '../engine/render/block-registry';
import { registry } from '../engine/pages/registry';

// Each test file runs in a context of its own over the window (the vmThreads pool), which
// lacks the streams Node has (msw's server needs them) and jsdom's performance the entries.
Object.assign(globalThis, {
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoderStream,
  TextDecoderStream,
});
performance.getEntriesByName ??= () => [];
// Modules shared by lazily loaded blocks, linked before two blocks import them at once: a
// context links two such imports at the same moment wrongly ("… that is not linked").
// (Any icon: each imports MUI's createSvgIcon and SvgIcon.)
await import('@mui/icons-material/PlayArrow');

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

// The site's blocks, as every host hands them to the renderer.
setBlockRegistry(registry);

// findBy… and waitFor wait for a state, up to this long: the first render of a lazy part
// (a dialog, a gate) compiles its code in the test's worker, seconds on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
