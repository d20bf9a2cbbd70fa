// The inbox as an installable web app (issue 23.2): its manifest and icons,
// written into the export's admin/ folder beside sw.js. Only the /admin page
// links the manifest, so no public page offers to install anything. The name
// comes from the catalogue; the icons are drawn from app/icon.svg, the full
// square for 'maskable' (a phone crops it to its own shape) with the mark
// inside the safe zone.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** The manifest for `businessName`'s inbox. */
export function manifest(businessName) {
  return {
    name: `${businessName} inbox`,
    short_name: "Inbox",
    description: `Enquiries to ${businessName}, with alerts for emergencies.`,
    lang: "en-GB",
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0c2a3f",
    icons: [
      { src: "/admin/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/admin/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/admin/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** icon.svg with its mark shrunk into the middle 80% of a full square. */
function maskable(svg) {
  const inner = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  const fill = /fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1] ?? "#174a6c";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;
}

/** Writes admin/manifest.webmanifest and the icons into the export `out`. */
export async function writeAdminApp(out, businessName, iconSvgPath) {
  const dir = join(out, "admin");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "manifest.webmanifest"), `${JSON.stringify(manifest(businessName), null, 2)}\n`);
  const svg = readFileSync(iconSvgPath, "utf8");
  const draw = (source, size, name) =>
    sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toFile(join(dir, name));
  await Promise.all([
    draw(svg, 192, "icon-192.png"),
    draw(svg, 512, "icon-512.png"),
    draw(maskable(svg), 512, "icon-maskable-512.png"),
    // iOS's Home Screen icon: a full square, which it rounds itself.
    draw(maskable(svg), 180, "apple-touch-icon.png"),
  ]);
}
