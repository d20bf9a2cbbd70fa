// The not-found page's script (decision 9): logs the attempted path, and
// applies the redirect rules on hosts that serve this page for unknown paths
// without reading _redirects. A page script (islands/page-scripts.ts): plain
// DOM, run once the page has loaded.

/** Where an unknown path is sent instead, or null to stay on the not-found page. */
export function redirectFor(path: string): string | null {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "areas" && parts.length >= 2) return "/areas";
  if (parts[0] === "blog" && parts.length >= 2) return "/blog";
  if (parts[0] === "services" && parts.length === 3) return "/404";
  return null;
}

export function followNotFound() {
  const path = window.location.pathname;
  console.error("404 Error: User attempted to access non-existent route:", path);
  const target = redirectFor(path);
  if (target && target !== path) window.location.replace(target);
}
