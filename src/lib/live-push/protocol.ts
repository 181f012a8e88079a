// The live socket's messages, both ways. Types only on the page's side: the page carries no
// validation library, and the watcher checks what it receives (socket-messages.ts).
import type { LiveMatchView } from '../match';

/** The watcher to a page. `seq` grows by one per change of the match and survives restarts. */
export type LiveServerMessage =
  /** The match as it is now, in the page's language: replaces what the page shows. */
  | { type: 'change'; seq: number; view: LiveMatchView; /** When the watcher read it (ms since 1970): how late a page is. */ at: number }
  /** A page that resumed has seen everything up to `seq`. */
  | { type: 'synced'; seq: number }
  /** The match is over; the socket closes and the page should not come back. */
  | { type: 'over'; seq: number }
  /**
   * The fans' votes on the match (ADR 062), at most once every 5 s: every question's counts.
   * `seq` is the number of votes counted so far, apart from the changes': a page applies only a
   * higher one.
   */
  | LiveVotesMessage;

/** The fans' votes as the pages get them: counts by question and option. */
export type LiveVotesMessage = { type: 'votes'; seq: number; tallies: Partial<Record<string, Readonly<Record<string, number>>>> };

/** A page to the watcher: "what did I miss since `since`". The text `ping` is also answered (`pong`). */
export type LiveClientMessage = { type: 'resume'; since: number };

export const PING = 'ping';
export const PONG = 'pong';
