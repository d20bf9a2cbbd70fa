// How an island's props travel from the server's render to the browser: as
// JSON in a data block (`<script type="application/json">`, never executed,
// so the page's script policy needs no hash for it) just before the island.
// A sibling, not a child: the island's own element must hold exactly what
// its component renders, or hydration would not match.

export const PROPS_ATTRIBUTE = "data-island-props";
/** An island's element carries this from the moment its hydration begins (islands/hydrate.tsx). */
export const HYDRATING_ATTRIBUTE = "data-island-hydrating";
/** An island that must not wait for the visitor's gesture says when it starts (islands/registry.ts, islandStarts). */
export const START_ATTRIBUTE = "data-island-start";
/**
 * A category card's 'Get Quote' link carries this, naming its item
 * (components/get-quote-button.tsx). It has no script of its own: the quote
 * form, an island, hears its clicks, so islands/boot.ts replays a click on
 * one that came before the form had started.
 */
export const QUOTE_ITEM = "data-quote-item";
/** A page script's data block (islands/page-scripts.ts) carries this attribute, naming the script. */
export const SCRIPT_ATTRIBUTE = "data-page-script";

/** The JSON as a data block's text: `<` escaped, so nothing in it can close the script or open a comment. */
export function propsText(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/** The props in a data block written by propsText, or null if `el` is not one (a script carrying `attribute`). */
export function readProps(el: Element | null, attribute = PROPS_ATTRIBUTE): Record<string, unknown> | null {
  if (!el || el.tagName !== "SCRIPT" || !el.hasAttribute(attribute)) return null;
  try {
    const value: unknown = JSON.parse(el.textContent ?? "");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
