import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import "./admin.css";

// The inbox's own root layout: none of the public chrome (header, footer,
// chat, consent banner, tag manager) and no page-view beacon. The page is
// never indexed or followed, and it is left out of routes.json and the sitemap.
export const metadata: Metadata = {
  title: "Inbox",
  robots: { index: false, follow: false },
  referrer: "same-origin",
  formatDetection: { telephone: false },
  // Installable (issue 23.2): the manifest and icons are written into the
  // export's admin/ folder at postexport (scripts/admin-app.mjs).
  manifest: "/admin/manifest.webmanifest",
  icons: { apple: "/admin/apple-touch-icon.png" },
  appleWebApp: { capable: true, title: "Inbox", statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: "#0c2a3f", width: "device-width", initialScale: 1 };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="font-sans">{children}</body>
    </html>
  );
}
