import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageScript } from "@/components/page-script";

const page = textPage("privacy");
const path = "/privacy";

export const metadata = pageMetadata(wordsFor(path));

export default function PrivacyPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "privacy" }} />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
