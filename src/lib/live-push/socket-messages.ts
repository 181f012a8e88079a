// What a page may send its match's watcher, and when the watcher hangs up on it.
// zod/mini: the watcher's Worker entry is bundled by wrangler, which keeps all of `zod` (ADR 042).
import * as z from 'zod/mini';
import { LIVE_CLOSE_CODES, LIVE_PUSH } from '../../config/live-push';
import type { LiveClientMessage } from './protocol';

const ClientMessageSchema = z.strictObject({
  type: z.literal('resume'),
  since: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
}) satisfies z.ZodMiniType<LiveClientMessage>;

export type MessageVerdict =
  | { ok: true; message: LiveClientMessage; recent: number[] }
  | { ok: false; code: number; reason: string };

/**
 * Judges one message from a socket given the times of its recent ones: too long, too frequent
 * or not one of ours closes the socket. `recent` is what the socket carries to its next message.
 */
export function judgeClientMessage(raw: string | ArrayBuffer, recent: readonly number[], now: number): MessageVerdict {
  const size = typeof raw === 'string' ? new TextEncoder().encode(raw).byteLength : raw.byteLength;
  if (size > LIVE_PUSH.maxMessageBytes) return { ok: false, code: LIVE_CLOSE_CODES.tooBig, reason: 'message too long' };
  const window = [...recent.filter((at) => now - at < LIVE_PUSH.messageWindowMs), now];
  if (window.length > LIVE_PUSH.maxMessagesPerWindow) return { ok: false, code: LIVE_CLOSE_CODES.policy, reason: 'too many messages' };
  if (typeof raw !== 'string') return { ok: false, code: LIVE_CLOSE_CODES.policy, reason: 'binary messages are not accepted' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: LIVE_CLOSE_CODES.policy, reason: 'not JSON' };
  }
  const parsed = ClientMessageSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: LIVE_CLOSE_CODES.policy, reason: 'unknown message' };
  return { ok: true, message: parsed.data, recent: window };
}
