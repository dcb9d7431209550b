// The TypeScript client against a live `sessionlog serve` (started by tests/service/test_clients.py,
// which passes its URL and tokens in the environment). Run: npm test (after npm ci), or through pytest.
import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  ANY,
  Client,
  ForbiddenError,
  HeadConflictError,
  IdConflictError,
  InvalidEntryError,
  InvalidRequestError,
  NotFoundError,
  PreconditionRequiredError,
  SessionlogError,
  UnauthorizedError,
} from "../dist/index.js";

const baseUrl = process.env.SESSIONLOG_URL;
const token = process.env.SESSIONLOG_TOKEN;
if (!baseUrl || !token) throw new Error("SESSIONLOG_URL and SESSIONLOG_TOKEN must be set (run through pytest)");
const client = new Client({ baseUrl, token });
const WAIT_MS = 30_000;

const user = (id, text) => ({ type: "message", id, message: { role: "user", content: text, timestamp: 1 } });

async function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function take(iterator, n) {
  const out = [];
  while (out.length < n) {
    const { value, done } = await withTimeout(iterator.next(), `event ${out.length + 1} of ${n}`);
    assert.ok(!done, `the stream ended after ${out.length} events`);
    out.push(value);
  }
  return out;
}

test("health answers without a token", async () => {
  const anonymous = new Client({ baseUrl });
  assert.equal((await anonymous.health()).status, "ok");
});

test("append, view and revalidation with the view's ETag", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  const first = await client.append(sid, user("ts000001", "hello"), { expected: null });
  assert.equal(first.head, "ts000001");
  assert.equal(first.replayed, false);
  const view = await client.view(sid);
  assert.deepEqual(view.doc.messages.map((m) => m.content), ["hello"]);
  const again = await client.view(sid, { etag: view.etag });
  assert.equal(again.notModified, true);
  assert.equal(again.doc, null);
  const llm = await client.view(sid, { format: "llm" });
  assert.equal(llm.doc[0].role, "user");
});

test("a single compare-and-swap throws HeadConflictError naming the head", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  await client.append(sid, user("cas00001", "a"), { expected: null });
  await client.append(sid, user("cas00002", "b"), { expected: "cas00001" });
  await assert.rejects(client.append(sid, user("cas00003", "c"), { expected: "cas00001" }), (e) => {
    assert.ok(e instanceof HeadConflictError && e instanceof SessionlogError);
    assert.equal(e.status, 412);
    assert.equal(e.head, "cas00002");
    assert.equal(e.document.type, "urn:sessionlog:problem:head-conflict");
    return true;
  });
});

test("ids a header cannot hold round-trip through If-Match and a 412's ETag", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  let head = null;
  for (const id of ["编号-一", "cr\rlf\nid", "comma,id", "per%20cent", 'quote"id', "emoji-\u{1f600}"]) {
    const appended = await client.append(sid, user(id, id), { expected: head });
    assert.equal(appended.head, id);
    head = id;
  }
  await assert.rejects(client.append(sid, user("late0001", "x"), { expected: "编号-一" }), (e) => {
    assert.ok(e instanceof HeadConflictError);
    assert.equal(e.head, "emoji-\u{1f600}");
    return true;
  });
});

test("automatic CAS retry: racing clients lose nothing and make one chain", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  const clients = [0, 1, 2].map(() => new Client({ baseUrl, token }));
  // each client appends in order; the three race each other
  await Promise.all(clients.map(async (c, n) => {
    for (let i = 0; i < 8; i += 1) {
      await c.append(sid, (head) => {
        return { type: "custom", customType: "race", id: `r${n}${String(i).padStart(6, "0")}`, data: { after: head } };
      });
    }
  }));
  const { entries } = await client.entries(sid, { limit: 1000 });
  assert.equal(entries.length, 24);
  for (let i = 1; i < entries.length; i += 1) {
    assert.equal(entries[i].entry.parentId, entries[i - 1].entry.id);
    assert.equal(entries[i].entry.data.after, entries[i - 1].entry.id); // built from the head it went after
  }
  assert.equal(await client.head(sid), entries.at(-1).entry.id);
});

test("a retried request is replayed; an id reused with other content is IdConflictError", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  const first = await client.append(sid, [user("rep00001", "a"), user("rep00002", "b")], { expected: null });
  await client.append(sid, user("rep00003", "c"), { expected: "rep00002" });
  const again = await client.append(sid, first.entries, { expected: null });
  assert.equal(again.replayed, true);
  assert.deepEqual(again.entries, first.entries);
  await assert.rejects(client.append(sid, user("rep00001", "changed"), { expected: ANY }), IdConflictError);
});

test("errors are classes: 401, 403, 404 for another tenant, 422, 428, 400", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  await assert.rejects(new Client({ baseUrl, token: "slt_wrong" }).sessions(), UnauthorizedError);
  const reader = new Client({ baseUrl, token: process.env.SESSIONLOG_TOKEN_READ });
  await assert.rejects(reader.append(sid, user("ro000001", "x"), { expected: null }), ForbiddenError);
  const other = new Client({ baseUrl, token: process.env.SESSIONLOG_TOKEN_OTHER });
  await assert.rejects(other.view(sid), NotFoundError);
  await assert.rejects(client.append(sid, { type: "message", id: "bad00001", parentId: "nowhere", message: {} },
                                     { expected: ANY, branch: true }), InvalidEntryError);
  await assert.rejects(client.request("POST", `/v1/sessions/${sid}/entries`, { json: user("pre00001", "x") }),
                       PreconditionRequiredError);
  await assert.rejects(client.request("GET", `/v1/sessions/${sid}/entries`, { query: { after: "x" } }),
                       InvalidRequestError);
});

test("events: the history, a resume after an id, then live appends; break closes the stream", async () => {
  const sid = await client.createSession({ cwd: "/ts" });
  await client.append(sid, [user("ev000001", "a"), user("ev000002", "b")], { expected: null });
  const stream = client.events(sid);
  const whole = await take(stream, 3);
  await stream.return(undefined);
  assert.deepEqual(whole.map((e) => [e.kind, e.data.seq]), [["entry", 1], ["entry", 2], ["head", 1]]);
  assert.deepEqual(whole.map((e) => e.id), ["1:0", "2:0", "2:1"]);
  const resumed = client.events(sid, { after: whole[0].id });
  assert.deepEqual((await take(resumed, 2)).map((e) => e.id), ["2:0", "2:1"]);
  const pending = take(resumed, 2);
  await client.append(sid, user("ev000003", "c"), { expected: "ev000002" });
  const live = await pending;
  assert.deepEqual(live.map((e) => [e.kind, e.id]), [["entry", "3:1"], ["head", "3:2"]]);
  assert.equal(live[0].data.entry.id, "ev000003");
  assert.equal(live[1].data.entry, "ev000003");
  await resumed.return(undefined); // closes the connection
  const controller = new AbortController();
  const aborted = client.events(sid, { signal: controller.signal });
  await take(aborted, 1);
  controller.abort();
  const { done } = await withTimeout(aborted.next(), "the aborted stream to end");
  assert.equal(done, true);
});

test("import and export round-trip a Pi file; head moves are compare-and-swap", async () => {
  const demo = readFileSync(process.env.SESSIONLOG_DEMO, "utf8");
  const imported = await client.importJsonl(demo, { asNew: true });
  assert.equal(imported.status, "created");
  const sid = imported.session;
  const exported = await client.export(sid);
  const lines = (text) => text.trim().split("\n").slice(1).map((l) => JSON.parse(l));
  assert.deepEqual(lines(exported), lines(demo));
  const head = await client.head(sid);
  await assert.rejects(client.moveHead(sid, "main", "a0000003", { expected: "a0000003" }), HeadConflictError);
  const moved = await client.moveHead(sid, "main", "a0000003", { expected: head });
  assert.equal(moved.entry, "a0000003");
  const forked = await client.fork(sid, "a0000003");
  assert.equal(forked.parent, sid);
  const plan = await client.compact(sid, { dry_run: true, keep_recent_tokens: 10 });
  assert.ok(plan === null || typeof plan.tokensBefore === "number");
});
