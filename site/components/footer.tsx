"use client";
// The footer as a client component, for the pages Next hydrates whole: for
// its size, not for behaviour. A server component's markup is written twice
// into such a page (as HTML and again in the RSC payload), about 20 KB per
// page for this footer; as a client component the payload carries only its
// small props (FooterFacts, about 1 KB) and its code is one cached chunk.
// Pages that run as islands have no payload and use footer-view.tsx itself.
export { Footer } from "@/components/footer-view";
