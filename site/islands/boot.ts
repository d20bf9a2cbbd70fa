// The islands' first script (decisions 74, 75), the one a page names. Once
// the page has loaded (its `load` event) it runs the page scripts (the
// page-view beacon; islands/page-scripts.ts) and asks for the page's island
// code (the export lists it on this script's element, `data-islands-code`),
// fetched but not run. The islands themselves start on the visitor's first
// gesture: a touch, a key, the pointer moving, a scroll. Until then the page
// is its server HTML (links go, forms post) and the processor is the page's,
// not React's: evaluating react-dom is the one long task a page has, and a
// visit that only reads never pays it. A page holding an island that must
// not wait (islands/registry.ts, islandStarts) starts them all at load.
//
// It imports nothing at once. Every file it imports is a request started
// before the page's largest paint, which Lighthouse's simulation charges for:
// with the four small chunks it shared with the islands' code (the page
// scripts' modules, islands/props.ts) the largest paint of three kinds read
// 1.27 s against 0.96-1.03 s, within the simulation's own noise but in the
// direction it predicts. So the page scripts are imported at load, and the
// attribute names it shares are written here again
// (tests/unit/islands.test.ts holds them to the originals).

/** scripts/islands.mjs's CODE_ATTRIBUTE. */
const CODE_ATTRIBUTE = "data-islands-code";
/** islands/props.ts's HYDRATING_ATTRIBUTE. */
const HYDRATING_ATTRIBUTE = "data-island-hydrating";
/** islands/props.ts's START_ATTRIBUTE. */
const START_ATTRIBUTE = "data-island-start";
/** islands/props.ts's QUOTE_ITEM. */
const QUOTE_ITEM = "data-quote-item";

/** What counts as the visitor's first gesture. Lighthouse makes none, nor does a visitor who only reads. */
const GESTURES = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"];
const LISTENING = { capture: true, passive: true } as const;

const notLoaded = (what: string) => (error: unknown) => console.error(`${what}: code not loaded`, error);

let woken = false;
/** A button of an island clicked before its island began to hydrate: clicked again once it has. */
let replay: HTMLElement | null = null;

function wake() {
  if (woken) return;
  woken = true;
  for (const gesture of GESTURES) removeEventListener(gesture, wake, LISTENING);
  import("./hydrate")
    .then((m) => m.hydrateIslands())
    .then(() => {
      removeEventListener("click", remember, true);
      if (replay?.isConnected) replay.click();
      replay = null;
    }, notLoaded("islands"));
}

// A tap on the menu button can be the gesture that wakes the islands, and
// its click arrives before they have started: the button has no handler yet.
// Remembered here and replayed once the islands have hydrated. From the
// moment an island's hydration begins React itself replays a click on it,
// so those are left to it (a second click would close the menu it opened).
// A 'Get Quote' link works without JavaScript (it goes to the form), but the
// form chooses the card's service from its click, so that is replayed too
// (going to the form again changes nothing). Other links and submit buttons
// need no replay.
function remember(e: MouseEvent) {
  const target = e.target as Element | null;
  const button = target?.closest?.("button[type=button]");
  const clicked = button?.closest(`[data-island]:not([${HYDRATING_ATTRIBUTE}])`)
    ? button
    : target?.closest?.(`[${QUOTE_ITEM}]`);
  if (!clicked) return;
  replay = clicked as HTMLElement;
  wake();
}

// Fetched into the cache, not preloaded as modules: Chromium parses a
// module preload on the main thread as it arrives, and react-dom's parse was
// a long task of 50-100 ms at load (Lighthouse, processor slowed 5.5x), the
// very cost the islands wait for a gesture to avoid.
function prefetch() {
  const code = document.querySelector(`script[${CODE_ATTRIBUTE}]`)?.getAttribute(CODE_ATTRIBUTE) ?? "";
  for (const href of code.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  }
}

/** Whether an island on the page starts at load rather than on a gesture. */
function startsAtLoad() {
  return [...document.querySelectorAll<HTMLElement>(`[${START_ATTRIBUTE}]`)].some((el) => {
    const start = el.getAttribute(START_ATTRIBUTE);
    return start === "load" || (start === "query" && location.search.length > 1);
  });
}

function loaded() {
  import("./page-scripts").then((m) => m.runPageScripts(), notLoaded("page scripts"));
  prefetch();
  if (startsAtLoad()) wake();
}

addEventListener("click", remember, true);
for (const gesture of GESTURES) addEventListener(gesture, wake, LISTENING);
if (document.readyState === "complete") loaded();
else addEventListener("load", loaded, { once: true });
