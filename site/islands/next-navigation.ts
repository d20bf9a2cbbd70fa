// What an island gets for `next/navigation` (the islands build aliases it
// here, scripts/islands.mjs): the header reads the page's path to mark the
// section the visitor is in. Next's answer is the route's path, "/" or
// "/privacy"; a static host may show the same page at /privacy.html,
// /privacy/ or /index.html, so those are read as Next would name them.

export function pathOf(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : "/";
}

export function usePathname(): string {
  return pathOf(window.location.pathname);
}
