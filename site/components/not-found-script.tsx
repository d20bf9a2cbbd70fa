"use client";
// Decision 9: logs the attempted path, and applies the redirect rules on hosts
// that serve this page for unknown paths without reading _redirects.
import { useEffect } from "react";

export function redirectFor(path: string): string | null {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "areas" && parts.length >= 2) return "/areas";
  if (parts[0] === "blog" && parts.length >= 2) return "/blog";
  if (parts[0] === "services" && parts.length === 3) return "/404";
  return null;
}

export function NotFoundScript() {
  useEffect(() => {
    const path = window.location.pathname;
    console.error("404 Error: User attempted to access non-existent route:", path);
    const target = redirectFor(path);
    if (target && target !== path) window.location.replace(target);
  }, []);
  return null;
}
