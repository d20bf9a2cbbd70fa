import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageView } from "@/components/page-view";

const page = textPage("terms");
const path = "/terms";

export const metadata = pageMetadata(wordsFor(path));

export default function TermsPage() {
  return (
    <>
      <PageView pageType="terms" />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
