import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { Island } from "@/components/island";

const page = textPage("privacy");
const path = "/privacy";

export const metadata = pageMetadata(wordsFor(path));

export default function PrivacyPage() {
  return (
    <>
      <Island name="PageView" props={{ pageType: "privacy" }} />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
