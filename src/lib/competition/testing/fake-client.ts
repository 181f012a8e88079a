// A CompetitionClient for tests: answers paths from fixtures, parses them with the request's
// schema as the real client does, and records every request it was asked for.
import type { CompetitionClient, UpstreamRequest, UpstreamResult } from '../client-types';
import { readFixture } from './fixtures';

/** A fixture file name, a value served as it is, or a failed answer. */
export type FakeAnswer = string | { value: unknown } | { status: number } | { throws: true };

export type FakeClient = CompetitionClient & { requests: UpstreamRequest<unknown>[] };

export function createFakeClient(answers: Readonly<Record<string, FakeAnswer>>): FakeClient {
  const requests: UpstreamRequest<unknown>[] = [];
  return {
    requests,
    async get<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
      requests.push(request);
      const answer = answers[request.path];
      if (answer === undefined) return { ok: false, status: 404, reason: 'http' };
      if (typeof answer === 'object' && 'throws' in answer) throw new Error('client bug');
      if (typeof answer === 'object' && 'status' in answer) return { ok: false, status: answer.status, reason: 'http' };
      const body = typeof answer === 'string' ? readFixture(answer) : answer.value;
      const parsed = request.schema.safeParse(body);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'shape' };
    },
  };
}
