// Hydrates each island of the page with React alone, no framework runtime,
// when islands/boot.ts wakes the islands (decision 75). Each island's code is
// loaded by its name (islands/loaders.ts); boot.ts has already fetched those
// of the page's islands (scripts/islands.mjs lists them), so they are at hand.
// An island whose name, props or code cannot be had is left as the server
// rendered it (the page works without JavaScript) and the reason is logged.
import { createElement, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoader } from "./loaders";
import { HYDRATING_ATTRIBUTE, PROPS_ATTRIBUTE, readProps } from "./props";

/** Calls `onCommit` once its island's hydration has been committed: its handlers are attached. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates every island on the page; settles once each has committed or been given up on. */
export function hydrateIslands(): Promise<void> {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((root) => {
    const name = root.dataset.island ?? "";
    const failed = (why: unknown) => console.error(`island ${name}:`, why);
    const load = islandLoader(name);
    const props = readProps(root.previousElementSibling);
    if (!load || !props) return failed(load ? `no ${PROPS_ATTRIBUTE} script before it` : "not in islands/loaders.ts");
    return load().then(
      (Component) =>
        new Promise<void>((committed) => {
          root.setAttribute(HYDRATING_ATTRIBUTE, "");
          const island = createElement(Committed, { onCommit: () => committed() }, createElement(Component, props));
          hydrateRoot(root, island, { onRecoverableError: failed });
        }),
      failed,
    );
  });
  return Promise.all(islands).then(() => undefined);
}
