// next.config.ts: `next dev` passes /api to the API beside it (`just dev`);
// the build gets the plain static-export config, with no rewrites at all.
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";

describe("next.config", () => {
  it("rewrites /api to the API in the dev server only", async () => {
    const dev = nextConfig(PHASE_DEVELOPMENT_SERVER);
    expect(dev.output).toBe("export");
    expect(await dev.rewrites!()).toEqual([{ source: "/api/:path*", destination: "http://127.0.0.1:3001/api/:path*" }]);
  });

  it("builds a static export without rewrites", () => {
    const build = nextConfig(PHASE_PRODUCTION_BUILD);
    expect(build.output).toBe("export");
    expect(build.rewrites).toBeUndefined();
  });
});
