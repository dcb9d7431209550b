// Pi 0.73.1 side of the side-by-side benchmarks. Reuses the Pi install of the differential tests
// (tests/pi/node_modules); the export map blocks deep imports, so dist files are imported by URL.
//
//   node pi_bench.mjs resume FILE REPEAT   SessionManager.open(FILE) + buildSessionContext(), timed
//                                          in-process with performance.now(), REPEAT times
//   node pi_bench.mjs memory FILE          once, with maxRSS (process.resourceUsage) before and after
//   node pi_bench.mjs append DIR COUNT     COUNT single appendMessage calls on a new persisted session
//
// Prints one JSON document. An error (e.g. a file over V8's string limit, #5231) is caught and
// reported as {"error": "..."}; the process still exits 0. SessionManager.open only rewrites a file
// whose entries need a migration or that has no valid header; the benchmark files are v3 with a
// valid header, and run.py checks the file size is unchanged afterwards.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = join(here, "..", "..", "tests", "pi", "node_modules", "@mariozechner", "pi-coding-agent");
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const smPath = join(pkgDir, "dist", "core", "session-manager.js");
const { SessionManager } = await import(pathToFileURL(smPath).href);
const smSource = readFileSync(smPath, "utf8");

function errorText(err) {
    return err instanceof Error ? `${err.code ? err.code + ": " : ""}${err.name}: ${err.message}` : String(err);
}

const maxRssBytes = () => process.resourceUsage().maxRSS * 1024;
const [mode, target, countArg] = process.argv.slice(2);
const out = { piVersion: pkg.version, node: process.version, mode };

if (mode === "resume") {
    const times = [];
    try {
        for (let i = 0; i < Number(countArg); i++) {
            const t0 = performance.now();
            const sm = SessionManager.open(target);
            const ctx = sm.buildSessionContext();
            times.push(performance.now() - t0);
            out.messages = ctx.messages.length;
            out.entries = sm.getEntries().length;
        }
    } catch (err) {
        out.error = errorText(err);
    }
    out.timesMs = times;
} else if (mode === "memory") {
    const baseline = maxRssBytes();
    try {
        const sm = SessionManager.open(target);
        const ctx = sm.buildSessionContext();
        out.messages = ctx.messages.length;
        out.viewJsonBytes = Buffer.byteLength(JSON.stringify(ctx));
    } catch (err) {
        out.error = errorText(err);
    }
    out.baselineBytes = baseline;
    out.peakBytes = maxRssBytes();
} else if (mode === "append") {
    const sm = SessionManager.create("/bench", target);
    const usage = { input: 1, output: 1, cacheRead: 0, cacheWrite: 0, totalTokens: 2,
                    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 } };
    // Pi writes nothing until the first assistant message exists; after that every append is one
    // appendFileSync of one line.
    sm.appendMessage({ role: "user", content: "start", timestamp: Date.now() });
    sm.appendMessage({ role: "assistant", content: [{ type: "text", text: "ok" }], api: "anthropic-messages",
                       provider: "anthropic", model: "m", usage, stopReason: "stop", timestamp: Date.now() });
    const times = [];
    for (let i = 0; i < Number(countArg); i++) {
        const message = { role: "user", content: `message ${i}: ` + "x".repeat(200), timestamp: Date.now() };
        const t0 = performance.now();
        sm.appendMessage(message);
        times.push(performance.now() - t0);
    }
    out.timesMs = times;
    out.file = sm.getSessionFile();
    // Static check of the shipped code: does the session manager ever call fsync/fdatasync?
    out.fsyncInSessionManager = /\bf(data)?sync(Sync)?\s*\(/.test(smSource);
    out.writeCall = (smSource.match(/\b(appendFileSync|writeFileSync)\b/g) || []).filter((v, i, a) => a.indexOf(v) === i);
} else {
    process.stderr.write("usage: node pi_bench.mjs resume FILE REPEAT | memory FILE | append DIR COUNT\n");
    process.exit(2);
}
process.stdout.write(JSON.stringify(out) + "\n");
