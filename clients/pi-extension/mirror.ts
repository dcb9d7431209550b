/**
 * Mirrors one Pi session into the sessionlog service as Pi writes it (the logic of the extension in
 * index.ts, free of Pi's runtime so it can be tested and reused).
 *
 * Rules:
 * - Pi's entry ids are the idempotency keys: every entry is sent with its own id and parentId, so a
 *   crash and restart (or any retry) re-sends what may be stored already and the service answers it
 *   as a retry; nothing is stored twice. Entries go in Pi's file order (parents first), appended with
 *   `branch=1` and no head condition: the Pi session is the only writer of its mirror and dictates the
 *   tree. After the entries, the mirror's `main` head is moved to Pi's leaf when they differ (a /tree
 *   navigation without a summary moves Pi's leaf without writing an entry).
 * - Never block the agent: `schedule()` returns at once; the work runs in the background, one sync at
 *   a time. A service that is down is retried with exponential backoff (`minBackoffMs` up to
 *   `maxBackoffMs`), and every failure goes to `onError`, never to Pi.
 * - On start the mirror asks the service how many entries it holds and checks that the last of those
 *   is Pi's entry at that position; it then sends only the rest (else everything, in batches).
 */
import { ANY, Client, type Entry, NotFoundError, SessionlogError } from "../typescript/src/index.ts";

/** What the mirror reads from Pi (a ReadonlySessionManager fits). */
export interface SessionSource {
  getHeader(): Record<string, unknown> | null;
  getEntries(): Entry[];
  getLeafId(): string | null;
}

export interface MirrorOptions {
  baseUrl: string;
  token?: string;
  /** Entries per request (default 200; a batch is all or nothing). */
  batchSize?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  onError?: (error: unknown) => void;
  fetch?: typeof fetch;
}

export class Mirror {
  readonly client: Client;
  private readonly source: SessionSource;
  private readonly batchSize: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly onError: (error: unknown) => void;
  private created = false;
  private sent = 0; // Pi's entries [0, sent) are known to be stored in the mirror
  private checked = false;
  private remoteHead: string | null | undefined = undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private backoffMs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Successful syncs (for tests and status lines). */
  syncs = 0;
  /** Consecutive failed attempts. */
  failures = 0;

  constructor(source: SessionSource, options: MirrorOptions) {
    this.source = source;
    this.client = new Client({ baseUrl: options.baseUrl, token: options.token, fetch: options.fetch, timeoutMs: 15_000 });
    this.batchSize = Math.max(1, options.batchSize ?? 200);
    this.minBackoffMs = options.minBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.onError = options.onError ?? (() => {});
  }

  get sessionId(): string | null {
    const id = this.source.getHeader()?.id;
    return typeof id === "string" ? id : null;
  }

  /** Ask for a sync soon (after the caller's synchronous work, so what Pi writes next is included). */
  schedule(): void {
    if (this.stopped || this.timer !== null) return;
    this.arm(this.backoffMs);
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
    if (typeof this.timer === "object" && this.timer && "unref" in this.timer) this.timer.unref();
  }

  /** Sync now and wait for it, retrying (bounded by `timeoutMs`); whether the mirror is up to date. */
  async flush(timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return this.upToDate();
      await Promise.race([this.run(), sleep(left)]);
      if (this.upToDate()) return true;
      await sleep(Math.min(this.backoffMs || this.minBackoffMs, Math.max(0, deadline - Date.now())));
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether every entry of Pi's session is mirrored and the mirror's head is Pi's leaf. */
  upToDate(): boolean {
    return this.created && this.sent === this.source.getEntries().length && this.remoteHead === this.source.getLeafId();
  }

  private run(): Promise<void> {
    if (this.running !== null) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.syncOnce();
        } while (this.again && !this.stopped);
        this.failures = 0;
        this.backoffMs = 0;
        this.syncs += 1;
      } catch (error) {
        this.failures += 1;
        this.backoffMs = Math.min(this.maxBackoffMs, this.backoffMs ? this.backoffMs * 2 : this.minBackoffMs);
        this.onError(error);
        if (!this.stopped && this.timer === null) this.arm(this.backoffMs);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async syncOnce(): Promise<void> {
    const header = this.source.getHeader();
    const sid = this.sessionId;
    if (header === null || sid === null) return;
    if (!this.created) {
      await this.client.createSession({ header });
      this.created = true;
    }
    const entries = this.source.getEntries();
    if (!this.checked) {
      this.sent = await this.storedPrefix(sid, entries);
      this.checked = true;
    }
    while (this.sent < entries.length) {
      const batch = entries.slice(this.sent, this.sent + this.batchSize);
      const result = await this.client.append(sid, batch, { expected: ANY, branch: true });
      this.sent += batch.length;
      this.remoteHead = result.head;
    }
    const leaf = this.source.getLeafId();
    if (this.remoteHead === undefined) this.remoteHead = await this.client.head(sid);
    if (leaf !== this.remoteHead) {
      const moved = await this.client.moveHead(sid, "main", leaf, { expected: ANY });
      this.remoteHead = moved.entry;
    }
  }

  /** How many of Pi's entries the mirror already holds, as a prefix (0 when it cannot tell). */
  private async storedPrefix(sid: string, entries: Entry[]): Promise<number> {
    try {
      const info = await this.client.session(sid);
      const count = info.counts.entries;
      this.remoteHead = info.heads.main ?? null;
      if (count === 0 || count > entries.length) return 0;
      const page = await this.client.entries(sid, { after: count - 1, limit: 1 });
      return page.entries[0]?.entry.id === entries[count - 1]?.id ? count : 0;
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof SessionlogError) return 0;
      throw error;
    }
  }
}

/** A wait someone awaits (it keeps the process alive, unlike the background timers). */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
