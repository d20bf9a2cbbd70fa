// About, privacy and terms: a hero, the business identity block (decision 1:
// registered name, number and office shown where the law expects them) and
// the sanitised Markdown body.
import { Building2, Mail, Phone } from "@/components/icons";
import type { TextPageView } from "@/generated/types";
import { business } from "@/lib/data";
import { mailtoHref, telHref } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";

const office = business.registeredOffice;

export function TextPage({ page, path, showUpdated }: { page: TextPageView; path: string; showUpdated: boolean }) {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumbs items={[{ name: page.title, path }]} light />
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{page.description}</p>
          {showUpdated && (
            <p className="mt-4 text-sm font-medium text-slate-200">
              Last updated <time dateTime={page.updated}>{page.updatedDisplay}</time>
            </p>
          )}
        </div>
      </section>
      <section className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <address
            aria-label="Company details"
            className="rounded-2xl border border-line bg-surface p-6 text-sm not-italic leading-6 text-ink"
          >
            <p className="flex items-center gap-2 text-base font-bold">
              <Building2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {business.legalName}
            </p>
            <p className="mt-2">
              Registered in {business.registeredIn} No. {business.companyNumber}
            </p>
            <p>
              Registered office: {office.street}, {office.locality}, {office.postcode}, {office.country}
            </p>
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              <a
                href={mailtoHref(business.email)}
                className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                <Mail className="h-4 w-4" aria-hidden="true" />
                {business.email}
              </a>
              <a
                href={telHref(business.phone.e164)}
                className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                <Phone className="h-4 w-4" aria-hidden="true" />
                {business.phone.display}
              </a>
            </p>
          </address>
          <div className="prose-article mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </section>
    </>
  );
}
