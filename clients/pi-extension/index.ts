/**
 * A Pi 0.73.1 extension that mirrors the running session into a sessionlog service as Pi writes it.
 *
 *     SESSIONLOG_URL=http://127.0.0.1:8765 SESSIONLOG_TOKEN=slt_... pi -e ./clients/pi-extension/index.ts
 *
 * Pi has no "entry written" event and persists a message right after its `message_end` handlers run,
 * so the mirror syncs shortly after every event that can follow a write (messages, turns, compaction,
 * tree navigation, model and thinking changes, the session's start) and on a slow timer for writes no
 * event announces (labels, session names, extension entries); it flushes, bounded, at shutdown. The
 * agent never waits for the service: see mirror.ts for idempotency and backoff.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

import { Mirror, type MirrorOptions } from "./mirror.ts";

export { Mirror } from "./mirror.ts";

const SYNC_EVENTS = [
  "session_start", "message_end", "turn_end", "agent_end", "session_compact", "session_tree",
  "model_select", "thinking_level_select", "tool_execution_end",
] as const;

export interface SessionlogExtensionOptions extends Partial<MirrorOptions> {
  /** Sync at least this often, in milliseconds (default 2000; 0: only on events). */
  intervalMs?: number;
  /** How long shutdown waits for a last sync (default 3000 ms). */
  shutdownFlushMs?: number;
}

/** The extension, configured in code; the default export reads SESSIONLOG_URL and SESSIONLOG_TOKEN. */
export function sessionlogExtension(options: SessionlogExtensionOptions = {}) {
  return function install(pi: ExtensionAPI): void {
    const baseUrl = options.baseUrl ?? process.env.SESSIONLOG_URL;
    if (!baseUrl) return; // not configured: the extension does nothing
    let mirror: Mirror | null = null;
    let interval: ReturnType<typeof setInterval> | null = null;
    const errors: unknown[] = [];

    const start = (ctx: { sessionManager: any }) => {
      if (mirror !== null) return mirror;
      mirror = new Mirror(ctx.sessionManager, {
        ...options, baseUrl, token: options.token ?? process.env.SESSIONLOG_TOKEN,
        onError: options.onError ?? ((error) => { errors.push(error); if (errors.length > 20) errors.shift(); }),
      });
      const every = options.intervalMs ?? 2_000;
      if (every > 0) {
        interval = setInterval(() => mirror?.schedule(), every);
        interval.unref?.();
      }
      return mirror;
    };

    for (const name of SYNC_EVENTS) {
      pi.on(name as any, (_event: unknown, ctx: any) => {
        start(ctx).schedule();
      });
    }
    pi.on("session_shutdown", async (_event: unknown, ctx: any) => {
      const current = start(ctx);
      if (interval !== null) clearInterval(interval);
      await current.flush(options.shutdownFlushMs ?? 3_000);
      current.stop();
    });
  };
}

export default sessionlogExtension();
