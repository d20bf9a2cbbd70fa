// A page script (decision 75) as the server writes it: a JSON data block
// naming the script and holding its props, which islands/boot.ts reads and
// runs once the page has loaded.
import { PropsBlock } from "@/components/props-block";
import type { pageScripts, PageScriptName } from "@/islands/page-scripts";
import { SCRIPT_ATTRIBUTE } from "@/islands/props";

type ScriptProps<N extends PageScriptName> =
  Parameters<(typeof pageScripts)[N]> extends [infer P, ...unknown[]] ? P : Record<string, never>;

export function PageScript<N extends PageScriptName>({ name, props }: { name: N; props: ScriptProps<N> }) {
  return <PropsBlock attribute={SCRIPT_ATTRIBUTE} value={name} props={props} />;
}
