// How an island's props travel from the server's render to the browser: as
// JSON in a data block (`<script type="application/json">`, never executed,
// so the page's script policy needs no hash for it) just before the island.
// A sibling, not a child: the island's own element must hold exactly what
// its component renders, or hydration would not match.

export const PROPS_ATTRIBUTE = "data-island-props";

/** The JSON as a data block's text: `<` escaped, so nothing in it can close the script or open a comment. */
export function propsText(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/** The props in a data block written by propsText, or null if `el` is not one. */
export function readProps(el: Element | null): Record<string, unknown> | null {
  if (!el || el.tagName !== "SCRIPT" || !el.hasAttribute(PROPS_ATTRIBUTE)) return null;
  try {
    const value: unknown = JSON.parse(el.textContent ?? "");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
