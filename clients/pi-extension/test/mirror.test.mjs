// End to end: a real Pi 0.73.1 AgentSession (its own SessionManager writing a session file, its own
// extension runner loading clients/pi-extension/index.ts, a faux model: no network) mirrored into a
// live `sessionlog serve` (started by tests/service/test_clients.py, which passes its URL and token).
// The service sits behind a proxy the test switches off and on: Pi must never wait for it.
import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..", "..");
const modules = process.env.PI_NODE_MODULES ?? join(repo, "tests", "pi", "node_modules");
const load = (path) => import(pathToFileURL(join(modules, path)).href);
const pi = await load("@mariozechner/pi-coding-agent/dist/index.js");
const ai = await load("@mariozechner/pi-ai/dist/index.js");
const { Type } = await load("typebox/build/index.mjs");
const { Client, ANY } = await import(pathToFileURL(join(repo, "clients", "typescript", "dist", "index.js")).href);

const EXTENSION = join(repo, "clients", "pi-extension", "index.ts");
const serviceUrl = process.env.SESSIONLOG_URL;
const token = process.env.SESSIONLOG_TOKEN;
if (!serviceUrl || !token) throw new Error("SESSIONLOG_URL and SESSIONLOG_TOKEN must be set (run through pytest)");
const service = new Client({ baseUrl: serviceUrl, token });
const WAIT_MS = 45_000;
const json = (value) => JSON.parse(JSON.stringify(value)); // what goes over the wire (undefined fields drop)

/** A TCP proxy to the service that can go away (connections refused: the service "down"). */
async function startProxy() {
  const target = new URL(serviceUrl);
  const sockets = new Set();
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    const close = () => { socket.destroy(); upstream.destroy(); sockets.delete(socket); sockets.delete(upstream); };
    socket.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const port = server.address().port;
  let listening = true;
  return {
    url: `http://127.0.0.1:${port}`,
    async up() {
      if (!listening) await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
      listening = true;
    },
    async down() {
      if (!listening) return;
      listening = false;
      const closed = new Promise((ok) => server.close(ok));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closed;
    },
    close() { return this.down(); },
  };
}

async function eventually(what, check) {
  const deadline = Date.now() + WAIT_MS;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (e) {
      last = e;
    }
    await new Promise((ok) => setTimeout(ok, 25));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ""}`);
}

/** The mirror holds exactly Pi's entries and its head is Pi's leaf. */
async function mirrored(sm) {
  const sid = sm.getSessionId();
  return eventually(`the mirror of ${sid} to catch up`, async () => {
    const page = await service.entries(sid, { limit: 1000 });
    const head = await service.head(sid);
    const ours = sm.getEntries();
    return page.entries.length === ours.length && head === sm.getLeafId() &&
      page.entries.every((e, i) => e.entry.id === ours[i].id);
  });
}

const echo = pi.defineTool({
  name: "echo",
  label: "Echo",
  description: "Repeat the text",
  parameters: Type.Object({ text: Type.String() }),
  async execute(_id, params) {
    return { content: [{ type: "text", text: `echo: ${params.text}` }], details: { length: params.text.length } };
  },
});

async function startPi({ cwd, sessionManager, faux, proxyUrl }) {
  process.env.SESSIONLOG_URL = proxyUrl;
  process.env.SESSIONLOG_TOKEN = token;
  const agentDir = join(cwd, ".agent");
  const settingsManager = pi.SettingsManager.inMemory({ compaction: { enabled: false, keepRecentTokens: 20 } });
  const loader = new pi.DefaultResourceLoader({
    cwd, agentDir, settingsManager, additionalExtensionPaths: [EXTENSION],
    noSkills: true, noPromptTemplates: true, noThemes: true, noContextFiles: true,
  });
  await loader.reload();
  const errors = loader.getExtensions().errors;
  assert.deepEqual(errors, [], `the extension failed to load: ${JSON.stringify(errors)}`);
  const authStorage = pi.AuthStorage.inMemory();
  authStorage.setRuntimeApiKey("faux", "no-network");
  const { session } = await pi.createAgentSession({
    cwd, agentDir, authStorage, modelRegistry: pi.ModelRegistry.inMemory(authStorage), model: faux.getModel("faux-1"),
    thinkingLevel: "off", sessionManager, resourceLoader: loader, settingsManager, customTools: [echo], tools: ["echo"],
  });
  await session.bindExtensions({});
  return session;
}

async function shutdown(session) {
  await session.extensionRunner.emit({ type: "session_shutdown", reason: "quit" });
  session.dispose();
}

test("a Pi session is mirrored as Pi writes it; the mirror's view is Pi's buildSessionContext", async () => {
  const cwd = mkdtempSync(join(tmpdir(), "sessionlog-pi-"));
  const faux = ai.registerFauxProvider({ models: [{ id: "faux-1", reasoning: true }, { id: "faux-2", reasoning: true }] });
  const proxy = await startProxy();
  await proxy.down();
  try {
    const sm = pi.SessionManager.create(cwd, join(cwd, "sessions"));
    const session = await startPi({ cwd, sessionManager: sm, faux, proxyUrl: proxy.url });

    // 1. The service is down: Pi runs two prompts (one with a tool call) without waiting for it.
    faux.setResponses([
      ai.fauxAssistantMessage("Hello! How can I help?"),
      ai.fauxAssistantMessage([ai.fauxText("Let me echo that."), ai.fauxToolCall("echo", { text: "ping" })],
                              { stopReason: "toolUse" }),
      ai.fauxAssistantMessage("The tool said: echo: ping"),
    ]);
    await session.prompt("hi");
    await session.prompt("echo ping");
    assert.deepEqual(sm.getEntries().filter((e) => e.type === "message").map((e) => e.message.role),
                     ["user", "assistant", "user", "assistant", "toolResult", "assistant"]);
    await assert.rejects(service.session(sm.getSessionId()), { status: 404 }); // nothing got through

    // 2. The service comes back: with no new event from Pi, the retry sends the backlog, in order,
    //    and moves the mirror's head to Pi's leaf.
    await proxy.up();
    await mirrored(sm);

    // 3. Model and thinking changes, a label, a rewind (tree navigation without a summary) and a branch.
    await session.setModel(faux.getModel("faux-2"));
    session.setThinkingLevel("high");
    const firstUser = sm.getEntries().find((e) => e.type === "message" && e.message.role === "user");
    const firstAnswer = sm.getEntries().find((e) => e.type === "message" && e.message.role === "assistant");
    await session.navigateTree(firstAnswer.id);
    assert.equal(sm.getLeafId(), firstAnswer.id);
    await mirrored(sm);
    assert.deepEqual((await service.view(sm.getSessionId())).doc, json(sm.buildSessionContext()));
    faux.setResponses([ai.fauxAssistantMessage("A second branch.")]);
    await session.prompt("take the other road");
    sm.appendLabelChange(firstUser.id, "start"); // written without an event: picked up by the timer
    await mirrored(sm);

    // 4. Compaction (the faux model writes the summary).
    faux.setResponses([ai.fauxAssistantMessage("## Goal\nSummary of the session so far.")]);
    await session.compact();
    assert.ok(sm.getEntries().some((e) => e.type === "compaction"));
    faux.setResponses([ai.fauxAssistantMessage("After the compaction.")]);
    await session.prompt("continue");
    await mirrored(sm);

    // 5. Down again while Pi writes; Pi "crashes" (no shutdown); a new Pi process opens the file.
    await proxy.down();
    faux.setResponses([ai.fauxAssistantMessage("Written while the service was down.")]);
    await session.prompt("one more");
    const file = sm.getSessionFile();
    session.dispose();
    await proxy.up();
    const reopened = pi.SessionManager.open(file, join(cwd, "sessions"));
    const again = await startPi({ cwd, sessionManager: reopened, faux, proxyUrl: proxy.url });
    await mirrored(reopened);

    // 6. The mirror equals the file: every entry field for field, and the view at the head.
    const sid = reopened.getSessionId();
    const fileLines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const exported = (await service.export(sid)).trim().split("\n").map((l) => JSON.parse(l));
    assert.deepEqual(exported.slice(1), fileLines.slice(1));
    assert.equal(exported[0].id, fileLines[0].id);
    const fromFile = pi.SessionManager.open(file, join(cwd, "sessions")).buildSessionContext();
    assert.deepEqual((await service.view(sid)).doc, json(fromFile));
    assert.deepEqual((await service.view(sid)).doc, json(reopened.buildSessionContext()));
    const llm = (await service.view(sid, { format: "llm" })).doc;
    assert.deepEqual(llm, json(pi.convertToLlm(fromFile.messages)));

    // 7. Replaying every entry (a restart that lost all state) stores nothing twice.
    const replay = await service.append(sid, reopened.getEntries(), { expected: ANY, branch: true });
    assert.equal(replay.replayed, true);
    assert.equal((await service.entries(sid, { limit: 1000 })).entries.length, reopened.getEntries().length);

    await shutdown(again);
  } finally {
    await proxy.close();
    faux.unregister();
  }
});

test("shutdown flushes what is pending, bounded", async () => {
  const cwd = mkdtempSync(join(tmpdir(), "sessionlog-pi-"));
  const faux = ai.registerFauxProvider({ models: [{ id: "faux-1" }] });
  const proxy = await startProxy();
  try {
    const sm = pi.SessionManager.inMemory(cwd);
    const session = await startPi({ cwd, sessionManager: sm, faux, proxyUrl: proxy.url });
    faux.setResponses([ai.fauxAssistantMessage("Hi.")]);
    await session.prompt("hello");
    sm.appendCustomEntry("note", { kept: true });
    await shutdown(session);
    const page = await service.entries(sm.getSessionId(), { limit: 100 });
    assert.deepEqual(page.entries.map((e) => e.entry.id), sm.getEntries().map((e) => e.id));
    await proxy.down();
    const second = await startPi({ cwd, sessionManager: pi.SessionManager.inMemory(cwd), faux, proxyUrl: proxy.url });
    faux.setResponses([ai.fauxAssistantMessage("Nobody is listening.")]);
    await second.prompt("still works");
    const began = Date.now();
    await shutdown(second); // the service is down: shutdown gives up after its bound
    assert.ok(Date.now() - began < 10_000);
  } finally {
    await proxy.close();
    faux.unregister();
  }
});
