// Differential-test oracle: runs the real Pi (@mariozechner/pi-coding-agent@0.73.1) pure session
// functions on a batch of session files and prints what Pi computes.
//
// Contract (one JSON document in on stdin, one JSON document out on stdout):
//
//   in:  {"cases": [{"text": "<whole JSONL file text>", "leaves": [<leaf spec>, ...]}, ...]}
//        leaf spec: {"leaf": "<id>"}   buildSessionContext(entries, "<id>")
//                   {"leaf": null}     buildSessionContext(entries, null)
//                   {}                 buildSessionContext(entries)            (leaf undefined)
//                   {"leafIndex": i}   leaf = id of entries[i] after migration (entries = the
//                                      non-header elements), for v1 files whose ids Pi draws at random
//        optional per case: "compactions": [{"leaf": "<id>", "keepRecentTokens": n, "reserveTokens": n}, ...]
//                   prepareCompaction(getBranch(leaf), {enabled: true, reserveTokens, keepRecentTokens})
//   out: {"piVersion": "0.73.1",
//         "results": [{"migrated": [<header + entries after migration, file order>],
//                      "views": [{"context": <SessionContext>, "llm": <convertToLlm(context.messages)>}
//                                | {"error": "<message>"}, ...]}
//                      "compactions": [{"plan": <preparation> | null, "contextTokens": <estimate>}
//                                      | {"error": "<message>"}, ...]   (only when asked)
//                     | {"error": "<message>", "migrated": null, "views": []}, ...]}
//        <preparation>: {firstKeptEntryId, isSplitTurn, tokensBefore, previousSummary (null when
//        undefined), messagesToSummarize, turnPrefixMessages, readFiles, modifiedFiles} with the file
//        lists from computeFileLists(preparation.fileOps); <estimate>: estimateContextTokens(
//        buildSessionContext(path).messages), the usage-aware size of the path's context.
//
// Per case: parseSessionEntries(text); migrateSessionEntries(all) in place; header = the first
// element when its type is "session"; entries = every element whose type is not "session" (what
// SessionManager.getEntries() passes to buildSessionContext). Then, per leaf spec,
// buildSessionContext(entries, leaf) and convertToLlm(context.messages).
//
// Only pure functions are used. SessionManager.open/setSessionFile is never called: it rewrites files.
// The package's export map blocks deep imports, so the dist files are imported by file URL.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PI_VERSION = "0.73.1";
const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = join(here, "node_modules", "@mariozechner", "pi-coding-agent");

function fail(message) {
    process.stderr.write(`oracle.mjs: ${message}\n`);
    process.exit(2);
}

let pkg;
try {
    pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
} catch (err) {
    fail(`Pi is not installed under ${pkgDir} (run npm ci in ${here}): ${err.message}`);
}
if (pkg.version !== PI_VERSION) {
    fail(`expected @mariozechner/pi-coding-agent@${PI_VERSION}, found ${pkg.version}`);
}

const sessionManager = await import(pathToFileURL(join(pkgDir, "dist", "core", "session-manager.js")).href);
const messages = await import(pathToFileURL(join(pkgDir, "dist", "core", "messages.js")).href);
const { parseSessionEntries, migrateSessionEntries, buildSessionContext } = sessionManager;
const { convertToLlm } = messages;
const compaction = await import(pathToFileURL(join(pkgDir, "dist", "core", "compaction", "compaction.js")).href);
const compactionUtils = await import(pathToFileURL(join(pkgDir, "dist", "core", "compaction", "utils.js")).href);
const { prepareCompaction, estimateContextTokens } = compaction;
const { computeFileLists } = compactionUtils;
for (const [name, fn] of Object.entries({ prepareCompaction, estimateContextTokens, computeFileLists })) {
    if (typeof fn !== "function") fail(`Pi export ${name} is missing`);
}
for (const [name, fn] of Object.entries({ parseSessionEntries, migrateSessionEntries, buildSessionContext, convertToLlm })) {
    if (typeof fn !== "function") fail(`Pi export ${name} is missing`);
}

function errorText(err) {
    return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

function resolveLeaf(spec, entries) {
    if (spec === null || typeof spec !== "object") throw new Error(`bad leaf spec ${JSON.stringify(spec)}`);
    if (Object.hasOwn(spec, "leafIndex")) {
        const entry = entries[spec.leafIndex];
        if (!entry) throw new Error(`leafIndex ${spec.leafIndex} out of range (${entries.length} entries)`);
        return entry.id;
    }
    if (Object.hasOwn(spec, "leaf")) return spec.leaf; // a string or an explicit null
    return undefined;
}

function runCase(c) {
    // JSON round trips detach the outputs from Pi's live objects (buildSessionContext returns
    // entry.message objects by reference) and apply JSON.stringify's rules (undefined keys dropped).
    const all = parseSessionEntries(c.text);
    migrateSessionEntries(all);
    const migrated = JSON.parse(JSON.stringify(all));
    const entries = all.filter((e) => e.type !== "session");
    const views = (c.leaves ?? []).map((spec) => {
        try {
            const leaf = resolveLeaf(spec, entries);
            const context = buildSessionContext(entries, leaf);
            const llm = convertToLlm(context.messages);
            return JSON.parse(JSON.stringify({ context, llm }));
        } catch (err) {
            return { error: errorText(err) };
        }
    });
    const out = { migrated, views };
    if (Array.isArray(c.compactions)) out.compactions = c.compactions.map((spec) => runCompaction(spec, entries));
    return out;
}

// SessionManager.getBranch(leaf) over the loaded entries (same walk: byId, parentId until a miss).
function getBranch(entries, leafId) {
    const byId = new Map(entries.map((e) => [e.id, e]));
    const path = [];
    let current = leafId ? byId.get(leafId) : undefined;
    while (current) {
        path.unshift(current);
        current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    return path;
}

function runCompaction(spec, entries) {
    try {
        const path = getBranch(entries, spec.leaf);
        const settings = { enabled: true, reserveTokens: spec.reserveTokens ?? 16384, keepRecentTokens: spec.keepRecentTokens };
        const prep = prepareCompaction(path, settings);
        const contextTokens = estimateContextTokens(buildSessionContext(path).messages);
        if (!prep) return JSON.parse(JSON.stringify({ plan: null, contextTokens }));
        const { readFiles, modifiedFiles } = computeFileLists(prep.fileOps);
        const plan = {
            firstKeptEntryId: prep.firstKeptEntryId,
            isSplitTurn: prep.isSplitTurn,
            tokensBefore: prep.tokensBefore,
            previousSummary: prep.previousSummary ?? null,
            messagesToSummarize: prep.messagesToSummarize,
            turnPrefixMessages: prep.turnPrefixMessages,
            readFiles,
            modifiedFiles,
        };
        return JSON.parse(JSON.stringify({ plan, contextTokens }));
    } catch (err) {
        return { error: errorText(err) };
    }
}

let request;
try {
    request = JSON.parse(readFileSync(0, "utf8"));
} catch (err) {
    fail(`stdin is not one JSON document: ${err.message}`);
}
if (!request || !Array.isArray(request.cases)) fail('stdin must be {"cases": [...]}');

const results = request.cases.map((c) => {
    try {
        return runCase(c);
    } catch (err) {
        return { error: errorText(err), migrated: null, views: [] };
    }
});
process.stdout.write(JSON.stringify({ piVersion: pkg.version, results }));
