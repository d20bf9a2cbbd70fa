// Page scripts (decision 75): what a public page runs in the browser that
// shows nothing of its own, so needs no React: the page-view beacon and the
// not-found page's redirect. The server writes each as a data block naming
// it, with its props (components/page-script.tsx); islands/boot.ts runs them
// once the page has loaded, with the page's first script and not with the
// islands, which wait for the visitor's first gesture.
import { recordPageView } from "@/lib/page-view";
import { readProps, SCRIPT_ATTRIBUTE } from "./props";

export const pageScripts = {
  PageView: recordPageView,
  // One page of 14,000 runs it, so its code is fetched there alone.
  NotFound: () => void import("@/lib/not-found").then((m) => m.followNotFound()),
};

export type PageScriptName = keyof typeof pageScripts;

/** Runs every page script the page names; one that is unknown or unreadable is logged and skipped. */
export function runPageScripts(doc: Document = document) {
  for (const el of doc.querySelectorAll(`script[${SCRIPT_ATTRIBUTE}]`)) {
    const name = el.getAttribute(SCRIPT_ATTRIBUTE) ?? "";
    const props = readProps(el, SCRIPT_ATTRIBUTE);
    try {
      if (!Object.hasOwn(pageScripts, name) || !props) throw new Error("unknown, or its props unreadable");
      (pageScripts[name as PageScriptName] as (props: object) => void)(props);
    } catch (error) {
      console.error(`page script ${name}:`, error);
    }
  }
}
