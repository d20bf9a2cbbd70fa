import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { TextPage } from "@/components/text-page";
import { PageView } from "@/components/page-view";

const page = textPage("privacy");
const path = "/privacy";

export const metadata = pageMetadata({
  title: "Privacy Policy: How We Use Your Personal Data",
  description: page.description,
  keywords: ["privacy policy", "data protection", "uk gdpr", "cookies"],
  path,
});

export default function PrivacyPage() {
  return (
    <>
      <PageView pageType="privacy" />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
