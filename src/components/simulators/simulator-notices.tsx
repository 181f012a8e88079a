import type { Translate } from '../../lib/i18n/intl';
import type { PoolPlayer, SimulatorNotice } from '../../lib/simulators/browser';

type SimulatorNoticesProps = {
  notices: readonly SimulatorNotice[];
  players: ReadonlyMap<number, PoolPlayer>;
  /** Says why a refused pick was refused, in words (the role-full refusal names the role). */
  refusal: (notice: Extract<SimulatorNotice, { kind: 'refused' }>) => string;
  league: string;
  t: Translate;
};

function toSentence(notice: SimulatorNotice, props: SimulatorNoticesProps): string {
  const { t, players, league } = props;
  switch (notice.kind) {
    case 'link':
      return t(`simulators.notice.link.${notice.problem}`);
    case 'unknown-players':
      return t('simulators.notice.unknownPlayers', { count: notice.count, league });
    case 'unknown-club':
      return t('simulators.notice.unknownClub');
    case 'refused': {
      const player = players.get(notice.playerId);
      return t('simulators.notice.refused', { name: player ? `${player.firstName} ${player.lastName}` : '', reason: props.refusal(notice) });
    }
  }
}

/** What a stale or broken share link lost, said once above the part that could be kept. */
export function SimulatorNotices(props: SimulatorNoticesProps) {
  if (props.notices.length === 0) return null;
  const sentences = [...new Set(props.notices.map((notice) => toSentence(notice, props)))];
  return (
    <section className="sim-notice" aria-labelledby="sim-notice-heading">
      <h2 id="sim-notice-heading">{props.t('simulators.notice.heading')}</h2>
      <ul>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
