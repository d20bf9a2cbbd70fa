import { textPage } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageScript } from "@/components/page-script";

// The model cancellation form (Consumer Contracts Regulations 2013, Schedule 3
// part B) the terms link to, with our details from the catalogue. Not indexed
// (codegen's routes): a form to print or copy, nothing to search for.
const page = textPage("cancellation-form");
const path = "/cancellation-form";

export const metadata = pageMetadata(wordsFor(path));

export default function CancellationFormPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "cancellation-form" }} />
      <TextPage page={page} path={path} showUpdated />
    </>
  );
}
