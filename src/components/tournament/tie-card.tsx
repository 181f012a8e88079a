import type { Tie, TieSide } from '../../lib/tournament';
import type { ShellProps } from '../../lib/page/page-types';
import { MatchCard, type MatchCardSide } from '../match-card/match-card';

type TieCardProps = { tie: Tie; shell: ShellProps; timeZone: string; href?: string; idPrefix: string };

/** One tie of the bracket: a compact match card whose stand-ins read "to be decided" and whose winner is in bold. */
export function TieCard({ tie, shell, timeZone, href, idPrefix }: TieCardProps) {
  const { lang, t } = shell;
  const toSide = (side: TieSide): MatchCardSide => ({
    team: side.isPlaceholder ? undefined : side.team,
    name: side.isPlaceholder || !side.team ? t('tournament.bracket.tbd') : side.team.name,
    winner: side.isWinner,
  });
  return (
    <MatchCard
      match={tie.match}
      sides={{ home: toSide(tie.home), away: toSide(tie.away) }}
      winnerText={t('tournament.bracket.winner')}
      href={href}
      compact
      idPrefix={idPrefix}
      lang={lang}
      timeZone={timeZone}
      t={t}
    />
  );
}
