"use client";
// Records the page view in the background (PRODUCT 10, 17): never delays or
// hides content; a failure is only logged.
import { useEffect } from "react";
import type { PageType } from "@/generated/types";

export function PageView({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname, pageType });
    fetch("/api/page-views", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch((error) =>
      console.error("Analytics tracking error:", error),
    );
  }, [pageType]);
  return null;
}
