// `just run` as a developer meets it (issue 35.4): a fresh clone of the
// committed HEAD, `just run` (or `just run growth`), and the seconds until its
// first page answers. bench-growth times it with BENCH_JUST_RUN=1; on its own:
//
//   node scripts/bench-run.mjs [today|growth] [runs]
//
// Each run clones into a new temporary folder, so cargo compiles from nothing
// and npm installs from its download cache, as on a fresh clone; what the
// machine keeps outside a checkout (cargo's and npm's downloads, the
// photographs' caches) stays warm, as it does for a developer. The server is
// given a free port (PORT), so a server already on 3000 is left alone. The
// process group is stopped once the page has answered and the clone deleted.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./median.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const datasets = ["today", "growth"];
/** `just run` gives up on nothing by itself; a run this long has gone wrong. */
const GIVE_UP_MS = 30 * 60 * 1000;

/** A TCP port nothing listens on now, from the kernel. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether anything of the process group `pgid` is still running. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process group: SIGTERM, then SIGKILL for what is left after 10 s. */
async function stopGroup(pgid) {
  try {
    process.kill(-pgid, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 100 && groupAlive(pgid); i++) await sleep(100);
  if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
  while (groupAlive(pgid)) await sleep(100);
}

/**
 * Seconds from `just run <data>` starting in a fresh clone of `repo`'s HEAD to
 * its home page answering 200. The run's output goes to `<clone>.log`, kept
 * (in the system's temporary folder) when the run fails.
 */
export async function firstPageSeconds(data, { repo = root } = {}) {
  if (!datasets.includes(data)) throw new Error(`bench-run: data is one of ${datasets.join(", ")}, not ${data}`);
  const clone = mkdtempSync(join(tmpdir(), "bench-run-"));
  const log = `${clone}.log`;
  const cloned = spawnSync("git", ["clone", "--quiet", repo, clone], { stdio: "inherit" });
  if (cloned.status !== 0) throw new Error(`bench-run: git clone ${repo} failed`);
  const port = await freePort();
  const out = createWriteStream(log);
  await new Promise((r) => out.once("open", r));
  const started = performance.now();
  const child = spawn("just", ["run", data], {
    cwd: clone,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", out, out],
  });
  let exited = null;
  let served = false;
  child.once("exit", (code, signal) => (exited = signal ?? code));
  try {
    while (true) {
      if (exited !== null)
        throw new Error(`bench-run: just run ${data} stopped (${exited}) before serving; see ${log}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`bench-run: no page after 30 minutes; see ${log}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(500);
    }
    served = true;
    return (performance.now() - started) / 1000;
  } finally {
    await stopGroup(child.pid);
    rmSync(clone, { recursive: true, force: true });
    if (served) rmSync(log, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = process.argv[2] ?? "today";
  const runs = Number.parseInt(process.argv[3] ?? "1", 10);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench-run: runs must be a whole number >= 1`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    times.push(await firstPageSeconds(data));
    console.log(`just run ${data}: first page after ${times.at(-1).toFixed(1)} s (run ${i + 1} of ${runs})`);
  }
  console.log(`just run ${data}: median ${median(times).toFixed(1)} s of ${runs} run(s)`);
}
