// Stands in for Next's collect-segment-data (see next.config.ts). After every
// page's render, Next decodes the page's whole RSC payload again and writes
// one prefetch file per route segment (about ten a page, 140,000 in a full
// export) for the client router's segment prefetcher. This site never
// navigates client-side (decision 59: plain links), so the export copied them
// out of .next and postexport deleted them all; now they are never made. No
// segment data means the export writes no `.segments` folders; every page's
// HTML and its own payload are byte for byte the same.
// The hints are Next's own (entry-base exports both); only its ESM build is in
// the server bundle, and that build ships no type declarations.
// @ts-expect-error: no .d.ts for next/dist/esm (the CommonJS twin has one)
export { collectPrefetchHints } from "next/dist/esm/server/app-render/collect-segment-data";

export async function collectSegmentData(): Promise<Map<string, Buffer>> {
  return new Map();
}
