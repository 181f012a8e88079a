// The session recorder: the largest part of the SDK, a chunk only sampled sessions download.
import { addIntegration, replayIntegration } from '@sentry/browser';
import { REPLAY_PRIVACY } from '../../config/error-reporting';

export function startReplay(): void {
  addIntegration(replayIntegration({ ...REPLAY_PRIVACY }));
}
