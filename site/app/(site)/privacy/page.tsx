import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageView } from "@/components/page-view";

const page = textPage("privacy");
const path = "/privacy";

export const metadata = pageMetadata(wordsFor(path));

export default function PrivacyPage() {
  return (
    <>
      <PageView pageType="privacy" />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
