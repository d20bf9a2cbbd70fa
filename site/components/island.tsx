// An island (decision 74) as the server renders it: its props as a JSON data
// block, then its own element holding the component's HTML, which
// islands/hydrate.tsx hydrates on a page under the islands layout. The
// element is `display: contents`, so the island lays out as if it were not
// wrapped (the header stays a flex item of the body, and sticky).
import { createElement, type ComponentProps } from "react";
import { islandComponent, type islands, type IslandName } from "@/islands/registry";
import { PROPS_ATTRIBUTE, propsText } from "@/islands/props";

export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  return (
    <>
      <script
        type="application/json"
        {...{ [PROPS_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: propsText(props) }}
      />
      <div data-island={name} className="contents">
        {createElement(islandComponent(name)!, props as object)}
      </div>
    </>
  );
}
