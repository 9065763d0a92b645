import { scrollOnInPageLinks } from '../ui/scroll';
import { keepCurrentItemsCentred } from '../site/centre-current-item';
import type { StartStrategy } from '../site/page-data';
import { closeMenuOnLink } from './close-menu-on-link';
import { supportInvokerCommands } from './invoker-commands';
import { fillDialogPresets } from './dialog-presets';
import { readStartStrategy } from './page-boot';
import { rememberVisitSource } from '../forms/remember-visit';
import { startAppAtOnce } from './start/app-at-once';
import { startAppOnIntent } from './start/app-on-intent';
import { startIslands } from './start/islands';
import { warmUpDialogsAndMenusWhenSettled } from './warm-up-dialogs';
import { pageSettled } from './page-settled';

/*
 * The browser's entry, the one script every page runs at once. A prerendered page is
 * complete without JavaScript: its menus are popovers, its dialogs open from their
 * buttons, by the browser, its links load the next page and its forms post. How the page
 * then comes alive is the server's choice, written on the page (see StartStrategy), one
 * module of ./start each.
 */
const starts: Record<StartStrategy, () => void> = {
  islands: startIslands,
  'app-at-once': startAppAtOnce,
  'app-on-intent': startAppOnIntent,
};

// Session storage opens on its first use, a wait on the browser that would lengthen the task
// laying out the first screen: the visit's source is noted once the page has painted and
// loaded, or as the visitor leaves it if that is sooner.
void pageSettled().then(rememberVisitSource);
addEventListener('pagehide', rememberVisitSource, { once: true });
supportInvokerCommands();
fillDialogPresets();
scrollOnInPageLinks();
closeMenuOnLink();

// A list's current item is in view from the first paint (the quick-access bar's pill), and
// again once the site's font has replaced the fallback's widths.
keepCurrentItemsCentred(document);

// The first tap on a button that opens a dialog or a menu answers as fast as the next one.
void warmUpDialogsAndMenusWhenSettled();

// A page without a known start (the dev server's) starts its whole app at once.
(starts[readStartStrategy() as StartStrategy] ?? startAppAtOnce)();
