// The islands' first script (decision 74), the one a page names: once the
// page has loaded (its `load` event), it asks for the page's island code at
// once (the export lists it on this script's element, `data-islands-code`)
// and starts islands/hydrate.tsx. Until then the page's first paint has the
// connection and the processor to itself: a page's words and pictures are
// what a visitor waits for, and meanwhile the forms post and the links go
// without JavaScript (decision 74 weighs what waits: the mobile menu).
/** Written by scripts/islands.mjs (CODE_ATTRIBUTE), which cannot import this file. */
const CODE_ATTRIBUTE = "data-islands-code";

function start() {
  const code = document.querySelector(`script[${CODE_ATTRIBUTE}]`)?.getAttribute(CODE_ATTRIBUTE) ?? "";
  for (const href of code.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import("./hydrate").catch((error: unknown) => console.error("islands: their code could not be loaded", error));
}

if (document.readyState === "complete") start();
else addEventListener("load", start, { once: true });
