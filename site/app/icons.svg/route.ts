// /icons.svg: the icon sprite (lib/icon-sprite.ts), written once into the
// export at build time.
import { spriteSvg } from "@/lib/icon-sprite";

export const dynamic = "force-static";

export function GET() {
  return new Response(spriteSvg(), { headers: { "content-type": "image/svg+xml" } });
}
