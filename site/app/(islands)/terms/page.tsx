import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageScript } from "@/components/page-script";

const page = textPage("terms");
const path = "/terms";

export const metadata = pageMetadata(wordsFor(path));

export default function TermsPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "terms" }} />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
