import type { Metadata } from "next";
import { NotFoundScript } from "@/components/not-found-script";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      {/* SPEC 8: a large 404 heading above 'Oops! Page not found'. The 404 is
          the page's one h1; the words follow it as its subtitle. */}
      <h1 className="text-8xl font-black leading-none tracking-tight text-brand-700 sm:text-9xl">404</h1>
      <p className="mt-4 text-3xl font-bold text-ink">Oops! Page not found</p>
      <p className="mt-3 text-muted">The page you were looking for isn’t here. It may have moved, or the link may be mistyped.</p>
      <a href="/" className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700">Return to Home</a>
      <NotFoundScript />
    </section>
  );
}
