// Props on their way to the browser (decisions 74, 75): a JSON data block
// (`<script type="application/json">`, never executed, so the page's script
// policy needs no hash for it), its text escaped by propsText so nothing in
// it can close the script. Written before an island (components/island.tsx)
// and for a page script (components/page-script.tsx), each marked by its
// own attribute.
import { propsText } from "@/islands/props";

export function PropsBlock({ attribute, value = "", props }: { attribute: string; value?: string; props: unknown }) {
  return (
    <script
      type="application/json"
      {...{ [attribute]: value }}
      dangerouslySetInnerHTML={{ __html: propsText(props) }}
    />
  );
}
