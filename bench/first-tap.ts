import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/tools/chromium';
import { startBenchSite } from './bench-site';

/**
 * What a visitor feels on their first tap: the time from the release (`pointerup`, which
 * the click that opens the answer follows) to the first frame that shows the answer (a menu
 * open, a dialog up), timed twice: at that frame's callback, before its style, layout and
 * paint, and once the frame is on screen, as Event Timing counts a click's latency (what
 * INP uses; the figure to judge a tap by). Measured in the page, on Lighthouse's mobile
 * profile applied as DevTools throttling (4× CPU slowdown, 150 ms round trip, 1.6 Mbps
 * down, 750 Kbps up). Not from `pointerdown`: how long a finger rests on the glass is the
 * visitor's, and a scripted press lasts one of the driver's round trips, which on a busy
 * machine is anything from 5 to 70 ms. Each tap comes 5 s after the page loaded (first),
 * then again once the answer is closed and the code its first tap started is live (warm);
 * median of 5 page loads. The page runs nothing of the bench's during a tap but a timer
 * warmed up beforehand: the press is raw input. The services menu and the hero dialog are
 * timed again on the page without its starter script: what the browser alone spends on a
 * tap. Then the INP of a scripted visit, from the Event Timing API. Prints figures;
 * asserts nothing.
 */

interface Tap {
  name: string;
  route: string;
  width: number;
  /** What the visitor taps. */
  target: string;
  /** What shows once the tap is answered. */
  answer: string;
  /**
   * How the pointer comes to the tap. `touch`: a phone's tap, with no pointer before it.
   * `arriving`: a mouse whose first event in the page is the move that brings it to the
   * click (that move is the visitor's first sign of intent, a moment before the press).
   */
  pointer: 'touch' | 'arriving';
  /** The page without its starter script: what the browser alone costs. */
  withoutStarter?: boolean;
}

const servicesMenu = {
  route: '/',
  width: 1350,
  target: 'header button[popovertarget="services-menu"]',
  answer: '#services-menu',
};
const cybersecurityDialog = {
  route: '/services/cybersecurity',
  width: 1350,
  answer: 'dialog[open]',
  pointer: 'arriving',
} as const;

const taps: Tap[] = [
  {
    name: 'mobile menu, / at 412 px',
    route: '/',
    width: 412,
    target: 'button[aria-label="Open menu"]',
    answer: 'nav[aria-label="Mobile"]',
    pointer: 'touch',
  },
  { name: 'services menu, / at 1350 px', ...servicesMenu, pointer: 'arriving' },
  {
    name: '  the same page without its starter',
    ...servicesMenu,
    pointer: 'arriving',
    withoutStarter: true,
  },
  {
    name: 'hero dialog, /services/cybersecurity',
    ...cybersecurityDialog,
    target: 'main section:first-of-type [command="show-modal"]',
  },
  {
    name: '  the same page without its starter',
    ...cybersecurityDialog,
    target: 'main section:first-of-type [command="show-modal"]',
    withoutStarter: true,
  },
  {
    name: 'dialog further down, /services/cybersecurity',
    ...cybersecurityDialog,
    target: 'main section:last-of-type [command="show-modal"]',
  },
];

const RUNS = 5;
const IDLE_MS = 5_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's mobile profile, as DevTools throttling on this page. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * The bench's own timer, put in the page once and run once on nothing before the first tap:
 * compiled on its first call, it would otherwise cost the first tap several milliseconds
 * (at 4× CPU) that the warm tap, reusing it, does not pay, and that no visitor's browser
 * spends. Written as text: functions compiled with this file would carry helpers the page lacks.
 */
const installTapTimer = `
  window.timeNextTap = (answer) => new Promise((resolve) => {
    addEventListener('pointerup', (event) => {
      let frame;
      // Read in the frame's callback: a frame's own time can precede an event it follows.
      requestAnimationFrame(function check() {
        const shown = document.querySelector(answer);
        if (shown && shown.checkVisibility()) frame = performance.now() - event.timeStamp;
        else requestAnimationFrame(check);
      });
      // Event Timing reports the click once the frame after it is on screen; a click
      // answered within 16 ms is not reported at all.
      const observer = new PerformanceObserver((list) => {
        const click = list.getEntries().find((entry) => entry.name === 'click' && entry.startTime >= event.timeStamp - 1);
        if (click) done(click.duration);
      });
      observer.observe({ type: 'event', durationThreshold: 16 });
      const quiet = setTimeout(() => done(null), 3000);
      function done(presented) {
        observer.disconnect();
        clearTimeout(quiet);
        requestAnimationFrame(function wait() {
          if (frame === undefined) requestAnimationFrame(wait);
          else resolve({ frame, presented });
        });
      }
    }, { once: true, capture: true });
  });
  // The dry run ends within the visitor's reading time (no click comes: 3 s).
  window.timeNextTap('body');
  dispatchEvent(new PointerEvent('pointerup'));
  0;
`;

/**
 * Milliseconds from a tap's release: to the frame that shows the answer, and to that frame
 * on screen (Event Timing's duration of the click, in 8 ms steps; null below 16 ms).
 */
interface TapTimes {
  frame: number;
  presented: number | null;
}

/**
 * Taps `target` and resolves to its times until `answer` is on screen (TapTimes). The
 * pointer is driven by raw input at the target's centre, found beforehand: a locator's tap
 * or click runs Playwright's own checks in the page around the press, which no visitor's
 * browser does.
 */
async function timeTap(page: Page, tap: Tap): Promise<TapTimes> {
  const box = await page.locator(tap.target).first().boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || box.y < 0 || box.y + box.height > viewport.height)
    throw new Error(`${tap.target} is not on screen: a tap there would answer nothing`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // Listening before the press: raw input can reach the page ahead of a script sent before it.
  await page.evaluate(`window.tapTimed = window.timeNextTap(${JSON.stringify(tap.answer)}); 0`);
  if (tap.pointer === 'touch') await page.touchscreen.tap(x, y);
  else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
  }
  return page.evaluate('window.tapTimed') as Promise<TapTimes>;
}

async function closeAnswer(page: Page, tap: Tap) {
  await page.keyboard.press('Escape');
  await page.locator(tap.answer).first().waitFor({ state: 'hidden' });
  // The first tap starts what it opened (a dialog's form island): the warm tap is the one
  // after, not one that lands while that code arrives and starts.
  if (!tap.withoutStarter) {
    await page.waitForFunction(`(() => {
      const dialog = document.getElementById(
        document.querySelector(${JSON.stringify(tap.target)})?.getAttribute('commandfor') ?? '',
      );
      return !dialog || [...dialog.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-live'));
    })()`);
  }
  // The warm click comes from elsewhere too: the pointer moves onto the target again.
  if (tap.pointer !== 'touch') await page.mouse.move(0, 0);
  await page.waitForTimeout(1_000);
}

async function measureTap(browser: Browser, base: string, tap: Tap) {
  const first: TapTimes[] = [];
  const warm: TapTimes[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: tap.width, height: tap.width < 600 ? 823 : 940 },
      ...(tap.pointer === 'touch' ? { hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    await throttle(page);
    if (tap.withoutStarter)
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${base}${tap.route}`, { waitUntil: 'load' });
    await page.evaluate(installTapTimer);
    await page.locator(tap.target).first().scrollIntoViewIfNeeded();
    // The visitor reads for a while (where the target is) before the tap; the page settles
    // as it would.
    await page.waitForTimeout(IDLE_MS);
    first.push(await timeTap(page, tap));
    await closeAnswer(page, tap);
    warm.push(await timeTap(page, tap));
    await context.close();
  }
  const medianOf = (times: TapTimes[], key: keyof TapTimes) =>
    median(times.map((time) => time[key] ?? 0));
  return {
    first: medianOf(first, 'frame'),
    warm: medianOf(warm, 'frame'),
    firstPresented: medianOf(first, 'presented'),
    warmPresented: medianOf(warm, 'presented'),
    firsts: first,
  };
}

/** A visit that opens the menu, a dialog and types in its form: its INP, from Event Timing. */
async function scriptedInp(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await throttle(page);
  // The longest interaction so far, by Event Timing: the INP of a visit with few of them.
  await page.addInitScript(`
    const durations = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) || 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    window.inp = () => Math.max(0, ...durations.values());
  `);
  await page.goto(`${base}/services/cybersecurity`, { waitUntil: 'load' });
  await page.waitForTimeout(IDLE_MS);
  await page.locator('button[aria-label="Open menu"]').click();
  await page.locator('nav[aria-label="Mobile"]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('main section:first-of-type [command="show-modal"]').first().click();
  const dialog = page.locator('dialog[open]').first();
  await dialog.waitFor();
  await dialog
    .locator('input[type="text"], input[type="email"]')
    .first()
    .pressSequentially('Layla Haddad');
  await page.keyboard.press('Escape');
  await page.locator('dialog').first().waitFor({ state: 'hidden' });
  // Event Timing reports an interaction once its frame has been presented.
  await page.waitForTimeout(1_000);
  const inp = (await page.evaluate('window.inp()')) as number;
  await context.close();
  return inp;
}

export async function runFirstTapBench(distDir: string): Promise<void> {
  const bench = await startBenchSite(distDir, { LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const base = `http://127.0.0.1:${bench.port}`;
  try {
    console.info(
      `\nFirst tap on Lighthouse's mobile profile (DevTools throttling), median of ${RUNS}, from the release to the first frame showing the answer (its callback) and to that frame on screen (Event Timing; 0: under 16 ms)`,
    );
    console.info(
      'Tap                                              frame: first   warm   on screen: first   warm   (first taps: frame/on screen)',
    );
    const ms = (value: number | null) => (value ?? 0).toFixed(0);
    for (const tap of taps) {
      const times = await measureTap(browser, base, tap);
      console.info(
        `${tap.name.padEnd(48)} ${ms(times.first).padStart(12)} ${ms(times.warm).padStart(6)} ${ms(times.firstPresented).padStart(18)} ${ms(times.warmPresented).padStart(6)}   (${times.firsts.map((time) => `${ms(time.frame)}/${ms(time.presented)}`).join(', ')})`,
      );
    }
    const inp = await scriptedInp(browser, base);
    console.info(
      `INP of a scripted visit (menu, a dialog, typing in its form) on the same profile: ${inp.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await bench.stop();
  }
}
