/**
 * A typed client for the sessionlog HTTP service (`sessionlog serve`, API v1), on `fetch` alone.
 *
 *     import { Client } from "@sessionlog/client";
 *     const client = new Client({ baseUrl: "http://127.0.0.1:8765", token });
 *     const session = await client.createSession({ cwd: "/my/project" });
 *     await client.append(session, { type: "message", id: "a1b2c3d4",
 *                                    message: { role: "user", content: "hi", timestamp: Date.now() } });
 *     const { doc } = await client.view(session);       // what the model sees (`view --json`)
 *     for await (const event of client.events(session)) { ... }   // entries and head moves, live
 *
 * `append` is a compare-and-swap on the head: with `expected` (an entry id, `null` for an empty head,
 * or `ANY`) it tries once; without, it retries on a moved head from the head the 412 names (calling
 * a builder function again, so the entry can depend on the head), with jittered exponential backoff. Client entry ids are idempotency
 * keys: a request whose entries are all stored answers as a retry (`replayed`). Errors are classes
 * (`HeadConflictError`, `NotFoundError`, ...) carrying the RFC 9457 problem document.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A Pi v3 session entry: an envelope and the fields of its type (unknown ones kept verbatim). */
export interface Entry {
  type: string;
  id?: string;
  parentId?: string | null;
  timestamp?: string;
  [field: string]: unknown;
}

/** `If-Match: *`: append or move whatever the head is. */
export const ANY: unique symbol = Symbol("sessionlog.ANY");
/** What the head must be for a compare-and-swap: an entry id, `null` (empty), or `ANY`. */
export type Expected = string | null | typeof ANY;

export const PROBLEM_BASE = "urn:sessionlog:problem:";

/** An RFC 9457 problem document. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  [field: string]: unknown;
}

/** Any error answer of the service (or the service could not be reached: status 0). */
export class SessionlogError extends Error {
  readonly status: number;
  /** The problem type's name (`head-conflict`, `not-found`, ...). */
  readonly problem: string;
  readonly detail: string;
  readonly etag: string | null;
  readonly document: Problem | null;

  constructor(status: number, problem: string, detail: string, etag: string | null = null,
              document: Problem | null = null) {
    super(`${status} ${problem}: ${detail}`);
    this.name = new.target.name;
    this.status = status;
    this.problem = problem;
    this.detail = detail;
    this.etag = etag;
    this.document = document;
  }

  /** The head's entry id from the answer's ETag (null: empty or none). */
  get head(): string | null {
    return this.etag === null ? null : unquote(this.etag);
  }
}

/** 412: the head moved; `head` is where it is now. */
export class HeadConflictError extends SessionlogError {}
/** 409: an id is reused with other content. */
export class IdConflictError extends SessionlogError {}
/** 422: an entry is invalid (the detail names it). */
export class InvalidEntryError extends SessionlogError {}
/** 400 or 422: the request cannot be done as sent. */
export class InvalidRequestError extends SessionlogError {}
/** 404: no such session (or another tenant's), entry or head. */
export class NotFoundError extends SessionlogError {}
/** 401: no valid bearer token. */
export class UnauthorizedError extends SessionlogError {}
/** 403: the token lacks the scope. */
export class ForbiddenError extends SessionlogError {}
/** 428: the request needs If-Match. */
export class PreconditionRequiredError extends SessionlogError {}
/** 413: the body is over the server's limit. */
export class PayloadTooLargeError extends SessionlogError {}
/** 503: the database stayed locked; retry. */
export class LockedError extends SessionlogError {}
/** The service could not be reached, or answered 5xx. */
export class UnavailableError extends SessionlogError {}

const BY_TYPE: Record<string, new (...args: ConstructorParameters<typeof SessionlogError>) => SessionlogError> = {
  "head-conflict": HeadConflictError,
  "id-conflict": IdConflictError,
  "invalid-entry": InvalidEntryError,
  "invalid-request": InvalidRequestError,
  "invalid-input": InvalidRequestError,
  "nothing-to-compact": InvalidRequestError,
  "not-found": NotFoundError,
  unauthorized: UnauthorizedError,
  forbidden: ForbiddenError,
  "precondition-required": PreconditionRequiredError,
  "payload-too-large": PayloadTooLargeError,
  locked: LockedError,
};

export interface AppendResult {
  /** The stored entries (retried ones as first stored). */
  entries: Entry[];
  /** The head after the append. */
  head: string | null;
  /** True when every entry was already stored (a retried request; nothing was written). */
  replayed: boolean;
}

export interface SessionInfo {
  session: string;
  name: string | null;
  header: Record<string, unknown>;
  heads: Record<string, string | null>;
  created: string | null;
  modified: string | null;
  parent_session: string | null;
  counts: { entries: number; messages: number };
}

export interface SessionRow {
  id: string;
  name: string | null;
  cwd: string | null;
  created: string | null;
  modified: string | null;
  parent_session: string | null;
  entries: number;
  messages: number;
  head: string | null;
}

/** Pi's SessionContext (`format: "pi"`) or convertToLlm's messages (`format: "llm"`). */
export interface SessionContext {
  messages: Record<string, unknown>[];
  thinkingLevel?: string;
  model: { provider?: string; modelId?: string } | null;
}

export interface ViewResult<T> {
  /** The view, or null when the given ETag still holds (304). */
  doc: T | null;
  etag: string;
  notModified: boolean;
}

export interface HeadMove {
  seq: number;
  name: string;
  entry: string | null;
  entry_seq: number | null;
  previous: string | null;
  reason: string;
  at: string;
}

/** One event of a session's stream; `id` is the position after it (`"<entry seq>:<head seq>"`). */
export type SessionEvent =
  | { kind: "entry"; id: string; data: { seq: number; entry: Entry } }
  | { kind: "head"; id: string; data: HeadMove };

export interface ClientOptions {
  /** `http(s)://host:port` of the service. */
  baseUrl: string;
  /** A bearer token from `sessionlog token create`. */
  token?: string;
  /** Another `fetch` (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
  /** Per-request timeout in milliseconds (not for event streams). Default 30 000. */
  timeoutMs?: number;
}

export interface AppendOptions {
  /** The head's value for a single compare-and-swap; omit it to retry automatically. */
  expected?: Expected;
  /** The head to append after (default main). */
  head?: string;
  /** Allow an explicit parentId other than the head. */
  branch?: boolean;
  /** Attempts when retrying automatically, with jittered backoff between them (default 10). */
  attempts?: number;
}

export interface EventsOptions {
  /** Resume after this event id (`"E:H"`); from the start by default. */
  after?: string;
  /** Reopen a dropped stream from the last id received (default true). */
  reconnect?: boolean;
  /** Wait before reconnecting, in milliseconds (default 250). */
  retryMs?: number;
  /** Stop the stream. */
  signal?: AbortSignal;
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** The entry id an ETag names: the service percent-encodes (UTF-8) what a header cannot hold. */
function unquote(etag: string): string | null {
  let value = etag.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    value = decodeURIComponent(value);
  } catch {
    // not percent-encoded UTF-8: the id as it is
  }
  return value === "" ? null : value;
}

function ifMatch(expected: Expected): string {
  if (expected === ANY) return "*";
  if (expected === null) return '""';
  return `"${encodeURIComponent(expected)}"`;
}

function problemOf(answer: Answer): SessionlogError {
  let doc: unknown = null;
  try {
    doc = answer.body ? JSON.parse(answer.body) : null;
  } catch {
    doc = null;
  }
  const etag = answer.headers.get("etag");
  if (doc !== null && typeof doc === "object" && typeof (doc as Problem).type === "string") {
    const problem = doc as Problem;
    const name = problem.type.startsWith(PROBLEM_BASE) ? problem.type.slice(PROBLEM_BASE.length) : problem.type;
    const Kind = BY_TYPE[name] ?? (answer.status >= 500 ? UnavailableError : SessionlogError);
    return new Kind(answer.status, name, String(problem.detail ?? ""), etag, problem);
  }
  const Kind = answer.status >= 500 ? UnavailableError : SessionlogError;
  return new Kind(answer.status, "unavailable", answer.body.slice(0, 200), etag, null);
}

/** The API of one service with one token. */
export class Client {
  readonly baseUrl: string;
  readonly token: string | undefined;
  readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly heads = new Map<string, string | null>();

  constructor(options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  // ------------------------------------------------------------ transport
  private url(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      params.set(key, value === true ? "1" : value === false ? "0" : String(value));
    }
    const text = params.toString();
    return `${this.baseUrl}${path}${text ? `?${text}` : ""}`;
  }

  private headers(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { Accept: "application/json", ...extra };
    if (this.token !== undefined) headers.Authorization = `Bearer ${this.token}`;
    return headers;
  }

  /** One request; an error class for any error answer (304 is not an error). */
  async request(method: string, path: string, options: {
    query?: Query; json?: unknown; body?: string; headers?: Record<string, string>;
    contentType?: string;
  } = {}): Promise<Answer> {
    const headers = this.headers(options.headers);
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["Content-Type"] = "application/json";
    } else if (body !== undefined) {
      headers["Content-Type"] = options.contentType ?? "application/octet-stream";
    }
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method, headers, body, signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new UnavailableError(0, "unavailable", `${method} ${path}: ${(e as Error).message}`);
    }
    const answer = { status: response.status, headers: response.headers, body: await response.text() };
    if (answer.status >= 400) throw problemOf(answer);
    return answer;
  }

  private async json<T>(method: string, path: string, options: Parameters<Client["request"]>[2] = {}): Promise<T> {
    const answer = await this.request(method, path, options);
    return JSON.parse(answer.body) as T;
  }

  private remember(sessionId: string, head: string, etag: string | null): void {
    if (etag !== null) this.heads.set(`${sessionId}\n${head}`, unquote(etag));
  }

  // ------------------------------------------------------------ sessions
  health(): Promise<{ status: "ok"; version: string }> {
    return this.json("GET", "/v1/health");
  }

  async createSession(options: { cwd?: string; id?: string; parentSession?: string;
                                 header?: Record<string, unknown> } = {}): Promise<string> {
    const body: Record<string, unknown> = {};
    if (options.cwd !== undefined) body.cwd = options.cwd;
    if (options.id !== undefined) body.id = options.id;
    if (options.parentSession !== undefined) body.parent_session = options.parentSession;
    if (options.header !== undefined) body.header = options.header;
    const doc = await this.json<{ session: string }>("POST", "/v1/sessions", { json: body });
    return doc.session;
  }

  sessions(options: { limit?: number } = {}): Promise<SessionRow[]> {
    return this.json("GET", "/v1/sessions", { query: { limit: options.limit } });
  }

  async session(sessionId: string, options: { head?: string } = {}): Promise<SessionInfo> {
    const head = options.head ?? "main";
    const answer = await this.request("GET", `/v1/sessions/${encodeURIComponent(sessionId)}`, { query: { head } });
    this.remember(sessionId, head, answer.headers.get("etag"));
    return JSON.parse(answer.body) as SessionInfo;
  }

  /** Where a head points now (read from the service). */
  async head(sessionId: string, name = "main"): Promise<string | null> {
    return (await this.session(sessionId, { head: name })).heads[name] ?? null;
  }

  // ------------------------------------------------------------ appending
  /**
   * Append one entry or a batch (all or nothing) after a head. `entries` may be a function of the
   * head the append goes after; with automatic retry it is called again after each conflict.
   */
  async append(sessionId: string, entries: Entry | Entry[] | ((head: string | null) => Entry | Entry[]),
               options: AppendOptions = {}): Promise<AppendResult> {
    const head = options.head ?? "main";
    const build = typeof entries === "function" ? entries : () => entries;
    if (options.expected !== undefined) return this.appendOnce(sessionId, build(
      options.expected === ANY ? this.heads.get(`${sessionId}\n${head}`) ?? null : options.expected),
      options.expected, head, options.branch ?? false);
    const key = `${sessionId}\n${head}`;
    let current: string | null = this.heads.has(key) ? this.heads.get(key)! : await this.head(sessionId, head);
    const attempts = Math.max(1, options.attempts ?? 10);
    let last: HeadConflictError | undefined;
    for (let i = 0; i < attempts; i += 1) {
      try {
        return await this.appendOnce(sessionId, build(current), current, head, options.branch ?? false);
      } catch (e) {
        if (!(e instanceof HeadConflictError)) throw e;
        last = e;
        current = e.head;
        this.heads.set(key, current);
        // full jitter, so a writer that keeps losing the race to faster ones gets its turn
        if (i + 1 < attempts) await delay(Math.random() * Math.min(200, 5 * 2 ** i));
      }
    }
    throw last!;
  }

  private async appendOnce(sessionId: string, entries: Entry | Entry[], expected: Expected, head: string,
                           branch: boolean): Promise<AppendResult> {
    const answer = await this.request("POST", `/v1/sessions/${encodeURIComponent(sessionId)}/entries`, {
      query: { head: head === "main" ? undefined : head, branch: branch ? true : undefined },
      json: Array.isArray(entries) ? { entries } : entries,
      headers: { "If-Match": ifMatch(expected) },
    });
    this.remember(sessionId, head, answer.headers.get("etag"));
    const doc = JSON.parse(answer.body) as { entries: Entry[]; head: string | null };
    return { entries: doc.entries, head: doc.head, replayed: answer.status === 200 };
  }

  async moveHead(sessionId: string, name: string, entry: string | null,
                 options: { expected: Expected }): Promise<{ session: string; name: string; entry: string | null }> {
    const answer = await this.request("PUT",
      `/v1/sessions/${encodeURIComponent(sessionId)}/heads/${encodeURIComponent(name)}`,
      { json: { entry }, headers: { "If-Match": ifMatch(options.expected) } });
    this.remember(sessionId, name, answer.headers.get("etag"));
    return JSON.parse(answer.body);
  }

  // ------------------------------------------------------------ reading
  async view<T = SessionContext>(sessionId: string, options: {
    leaf?: string; head?: string; format?: "pi" | "llm"; etag?: string;
  } = {}): Promise<ViewResult<T>> {
    const answer = await this.request("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/view`, {
      query: { leaf: options.leaf, head: options.head, format: options.format },
      headers: options.etag ? { "If-None-Match": options.etag } : undefined,
    });
    const etag = answer.headers.get("etag") ?? options.etag ?? "";
    if (answer.status === 304) return { doc: null, etag, notModified: true };
    return { doc: JSON.parse(answer.body) as T, etag, notModified: false };
  }

  entries(sessionId: string, options: { after?: number; limit?: number } = {}):
      Promise<{ entries: { seq: number; entry: Entry }[]; next: number }> {
    return this.json("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/entries`,
      { query: { after: options.after, limit: options.limit } });
  }

  search(q: string, options: { limit?: number; session?: string } = {}): Promise<Record<string, unknown>[]> {
    return this.json("GET", "/v1/search", { query: { q, limit: options.limit, session: options.session } });
  }

  async export(sessionId: string, options: { branch?: boolean; head?: string; redact?: boolean } = {}): Promise<string> {
    const answer = await this.request("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/export`, {
      query: { branch: options.branch || undefined, head: options.head, redact: options.redact || undefined },
    });
    return answer.body;
  }

  importJsonl(data: string, options: { strict?: boolean; asNew?: boolean } = {}): Promise<Record<string, unknown>> {
    return this.json("POST", "/v1/import", {
      query: { strict: options.strict || undefined, as_new: options.asNew || undefined },
      body: data, contentType: "application/x-ndjson",
    });
  }

  // ------------------------------------------------------------ persistent operations
  private operation<T>(verb: string, sessionId: string, options: Record<string, unknown>,
                       expected?: Expected): Promise<T> {
    return this.json("POST", `/v1/sessions/${encodeURIComponent(sessionId)}/${verb}`, {
      json: options, headers: expected === undefined ? undefined : { "If-Match": ifMatch(expected) },
    });
  }

  compact(sessionId: string, options: Record<string, unknown> = {}, expected?: Expected): Promise<unknown> {
    return this.operation("compact", sessionId, options, expected);
  }

  fork(sessionId: string, at: string): Promise<Record<string, unknown>> {
    return this.operation("fork", sessionId, { at });
  }

  rotate(sessionId: string, options: Record<string, unknown> = {}, expected?: Expected): Promise<Record<string, unknown>> {
    return this.operation("rotate", sessionId, options, expected);
  }

  truncate(sessionId: string, options: Record<string, unknown>, expected?: Expected): Promise<unknown> {
    return this.operation("truncate", sessionId, options, expected);
  }

  prune(sessionId: string, options: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    return this.operation("prune", sessionId, options);
  }

  // ------------------------------------------------------------ events
  /**
   * Every event after `options.after` (from the start by default), then new ones as they are stored.
   * A dropped stream is reopened from the last id received; 4xx answers (401, 404) are thrown.
   * Breaking out of the loop (or aborting `signal`) closes the stream.
   */
  async *events(sessionId: string, options: EventsOptions = {}): AsyncGenerator<SessionEvent, void, undefined> {
    let last = options.after;
    const reconnect = options.reconnect ?? true;
    while (!options.signal?.aborted) {
      const controller = new AbortController();
      const stop = () => controller.abort();
      options.signal?.addEventListener("abort", stop, { once: true });
      try {
        const headers = this.headers({ Accept: "text/event-stream" });
        if (last !== undefined) headers["Last-Event-ID"] = last;
        let response: Response;
        try {
          response = await this.fetchImpl(this.url(`/v1/sessions/${encodeURIComponent(sessionId)}/events`),
            { headers, signal: controller.signal });
        } catch (e) {
          if (options.signal?.aborted) return;
          if (!reconnect) throw new UnavailableError(0, "unavailable", (e as Error).message);
          await delay(options.retryMs ?? 250, options.signal);
          continue;
        }
        if (response.status >= 400) {
          throw problemOf({ status: response.status, headers: response.headers, body: await response.text() });
        }
        try {
          for await (const event of parseStream(response)) {
            if (options.signal?.aborted) return;
            last = event.id || last;
            yield event;
          }
        } catch (e) {
          if (options.signal?.aborted) return;
          if (!reconnect) throw new UnavailableError(0, "unavailable", (e as Error).message);
        }
      } finally {
        options.signal?.removeEventListener("abort", stop);
        controller.abort();
      }
      if (!reconnect) return;
      await delay(options.retryMs ?? 250, options.signal);
    }
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** The events of an SSE response body (text/event-stream, per the WHATWG rules the service uses). */
async function* parseStream(response: Response): AsyncGenerator<SessionEvent, void, undefined> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let kind = "message";
  let data: string[] = [];
  let id = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length && (kind === "entry" || kind === "head")) {
            yield { kind, id, data: JSON.parse(data.join("\n")) } as SessionEvent;
          }
          kind = "message";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (name === "event") kind = value;
        else if (name === "data") data.push(value);
        else if (name === "id") id = value;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
