// Upstream-shaped statistics answers for loader tests, small and made for them.
type Role = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';

const team = (id: number) => ({ id, name: `Team ${id}`, shortName: `T${id}`, logo: { url: `https://cdn.example/teams/${id}.png` } });
export const upstreamPlayer = (id: number, role: Role = 'forward') => ({ id, firstName: `First${id}`, lastName: `Last${id}`, role });

/** One ranking entry per [playerId, total, role?], ranked in the given order. */
export function playerRanking(code: string, entries: readonly (readonly [number, number, Role?])[]) {
  return entries.map(([id, total, role], index) => ({
    parameter: { code, name: code, negative: false },
    total, ranking: index + 1, matchesPlayed: 7,
    player: upstreamPlayer(id, role), team: team(100 + (id % 3)),
  }));
}

export function teamRanking(code: string, entries: readonly (readonly [number, number])[]) {
  return entries.map(([id, total], index) => ({
    parameter: { code, name: code, negative: false }, total, ranking: index + 1, matchesPlayed: 7, team: team(id),
  }));
}

export const upstreamTeam = (id: number) => ({ ...team(id), gender: 'male', isPlaceholder: false });
