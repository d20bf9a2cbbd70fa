// The islands' entry (decision 74): hydrates each island of the page with
// React alone, no framework runtime. A module script, so it runs once the
// document is parsed. An island whose name or props cannot be read is left
// as the server rendered it (the page works without JavaScript) and the
// reason is logged.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandComponent } from "./registry";
import { PROPS_ATTRIBUTE, readProps } from "./props";

for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = root.dataset.island ?? "";
  const Component = islandComponent(name);
  const props = readProps(root.previousElementSibling);
  if (!Component || !props) {
    console.error(
      `island ${name}: ${Component ? `no ${PROPS_ATTRIBUTE} script before it` : "not in islands/registry.ts"}`,
    );
    continue;
  }
  hydrateRoot(root, createElement(Component, props), {
    onRecoverableError: (error) => console.error(`island ${name}:`, error),
  });
}
