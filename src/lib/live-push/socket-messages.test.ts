import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, LIVE_PUSH } from '../../config/live-push';
import { judgeClientMessage } from './socket-messages';

const NOW = 1_000_000;

describe('judgeClientMessage', () => {
  it('accepts a resume and remembers when it came', () => {
    expect(judgeClientMessage('{"type":"resume","since":4}', [], NOW)).toEqual({ ok: true, message: { type: 'resume', since: 4 }, recent: [NOW] });
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['JSON that is not a message', '{"type":"subscribe","match":1}'],
    ['a resume with extra fields', '{"type":"resume","since":1,"x":1}'],
    ['a negative sequence', '{"type":"resume","since":-1}'],
    ['binary data', new Uint8Array([1, 2, 3]).buffer],
  ])('closes on %s as a policy violation', (_, raw) => {
    expect(judgeClientMessage(raw, [], NOW)).toMatchObject({ ok: false, code: LIVE_CLOSE_CODES.policy });
  });

  it('closes on a message too long, before reading it', () => {
    const long = JSON.stringify({ type: 'resume', since: 1, pad: 'x'.repeat(LIVE_PUSH.maxMessageBytes) });
    expect(judgeClientMessage(long, [], NOW)).toMatchObject({ ok: false, code: LIVE_CLOSE_CODES.tooBig });
  });

  it('closes a socket that sends too fast, and forgets messages older than the window', () => {
    const full = Array.from({ length: LIVE_PUSH.maxMessagesPerWindow }, (_, index) => NOW - index);
    expect(judgeClientMessage('{"type":"resume","since":0}', full, NOW)).toMatchObject({ ok: false, code: LIVE_CLOSE_CODES.policy });
    const old = full.map((at) => at - LIVE_PUSH.messageWindowMs);
    expect(judgeClientMessage('{"type":"resume","since":0}', old, NOW)).toMatchObject({ ok: true, recent: [NOW] });
  });
});
