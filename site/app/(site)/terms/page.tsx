import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { TextPage } from "@/components/text-page";
import { PageView } from "@/components/page-view";

const page = textPage("terms");
const path = "/terms";

export const metadata = pageMetadata({
  title: "Terms and Conditions of Our Work",
  description: page.description,
  keywords: ["terms and conditions", "guarantee", "cancellation", "quotes"],
  path,
});

export default function TermsPage() {
  return (
    <>
      <PageView pageType="terms" />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
