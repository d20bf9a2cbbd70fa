// Hydrates each island of the page with React alone, no framework runtime,
// once islands/boot.ts starts it (after the page's load event). Each
// island's code is loaded by its name (islands/loaders.ts); boot.ts has
// already asked for those of the page's islands (scripts/islands.mjs lists
// them), so they arrive with this module rather than after it.
// An island whose name, props or code cannot be had is left as the server
// rendered it (the page works without JavaScript) and the reason is logged.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoader } from "./loaders";
import { PROPS_ATTRIBUTE, readProps } from "./props";

for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = root.dataset.island ?? "";
  const load = islandLoader(name);
  const props = readProps(root.previousElementSibling);
  if (!load || !props) {
    console.error(`island ${name}: ${load ? `no ${PROPS_ATTRIBUTE} script before it` : "not in islands/loaders.ts"}`);
    continue;
  }
  load().then(
    (Component) =>
      hydrateRoot(root, createElement(Component, props), {
        onRecoverableError: (error) => console.error(`island ${name}:`, error),
      }),
    (error: unknown) => console.error(`island ${name}: its code could not be loaded`, error),
  );
}
