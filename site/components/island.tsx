// An island (decision 74) as the server renders it: its props as a JSON data
// block, then its own element holding the component's HTML, which
// islands/hydrate.tsx hydrates on a page under the islands layout, when the
// registry says (islandStarts, decision 75). The element is
// `display: contents`, so the island lays out as if it were not wrapped (the
// header stays a flex item of the body, and sticky).
import { createElement, type ComponentProps } from "react";
import { islandComponent, islandStarts, type islands, type IslandName } from "@/islands/registry";
import { PROPS_ATTRIBUTE, START_ATTRIBUTE } from "@/islands/props";
import { PropsBlock } from "@/components/props-block";

export function Island<N extends IslandName>({
  name,
  props,
  inline = false,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  /** In phrasing content (inside a <p>): the island's element is a <span>, since a <div> would end the paragraph. */
  inline?: boolean;
}) {
  const Root = inline ? "span" : "div";
  return (
    <>
      <PropsBlock attribute={PROPS_ATTRIBUTE} props={props} />
      <Root data-island={name} {...{ [START_ATTRIBUTE]: islandStarts[name] }} className="contents">
        {createElement(islandComponent(name)!, props as object)}
      </Root>
    </>
  );
}
