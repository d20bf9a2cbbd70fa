import { textPage } from "@/lib/data";
import { chatMessages } from "@/lib/links";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { TextPage } from "@/components/text-page";
import { PageScript } from "@/components/page-script";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { TrustStrip } from "@/components/trust-strip";

const page = textPage("about");
const path = "/about";

export const metadata = pageMetadata(wordsFor(path));

export default function AboutPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "about" }} />
      <TextPage page={page} path={path} showUpdated={false} />
      <TrustStrip />
      <section aria-labelledby="about-cta" className="bg-brand-900 py-14 text-white sm:py-16">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="about-cta" className="text-3xl font-bold tracking-tight">
              Need a hand at home or at work?
            </h2>
            <p className="mt-3 max-w-xl text-lg text-slate-200">
              Call or message our team for a free, no-obligation quote. Emergencies are answered 24/7.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={chatMessages.generic()} />
          </div>
        </div>
      </section>
    </>
  );
}
