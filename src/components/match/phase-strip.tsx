import { formatCountdown, type PhaseStripView, type StripSide } from '../../lib/rules';

/** What the phase strip needs besides its view: its name, the explainer's path, the page's locale. */
export type StripTexts = {
  heading: string;
  /** The explainer page ("How a Kings League match works"); the strip links its sections. */
  page: string;
  /** The BCP 47 tag the countdowns are written in. */
  locale: string;
  /** Links open a new tab (the partners' widget). */
  newTab?: boolean;
};

/** Time left, read as "Time left 3:30"; the page's clock counts `data-countdown` down between pushes. */
function Left({ seconds, label, locale }: { seconds: number; label: string; locale: string }) {
  return (
    <span className="phase-strip__left">
      <span className="visually-hidden">{label}</span>
      <span data-countdown={seconds}>{formatCountdown(seconds, locale)}</span>
    </span>
  );
}

function Side({ name, side }: { name: string; side: StripSide }) {
  return (
    <div className="phase-strip__side">
      <dt><bdi>{name}</bdi></dt>
      <dd>{side.card}</dd>
      {side.masked ? (
        <dd>
          <span data-spoiler-gone>{side.penalty}</span>
          <span className="spoiler-mask">{side.masked}</span>
        </dd>
      ) : (
        <dd>{side.penalty}</dd>
      )}
    </div>
  );
}

/**
 * The match under the league's rules, at the top of the centre: the phase (a link to its part of
 * the explainer) and its time left, players a side, the effects in force, each side's secret card
 * and president's penalty. `data-phase` and `data-on-pitch` are a contract for tests and partners.
 */
export function PhaseStrip({ strip, texts, home, away }: { strip: PhaseStripView; texts: StripTexts; home: string; away: string }) {
  const { locale } = texts;
  return (
    <section className="phase-strip" data-phase={strip.phase} data-on-pitch={strip.onPitch} aria-label={texts.heading}>
      <p className="phase-strip__now">
        <a className="phase-strip__phase" href={`${texts.page}#${strip.section}`} target={texts.newTab ? '_blank' : undefined} rel={texts.newTab ? 'noopener' : undefined}>{strip.name}</a>
        {strip.left !== undefined && <Left seconds={strip.left} label={strip.leftLabel} locale={locale} />}
        {strip.pitch !== undefined && (
          <span className="phase-strip__pitch">
            <span aria-hidden="true">{strip.pitch}</span>
            <span className="visually-hidden">{strip.pitchLabel}</span>
          </span>
        )}
      </p>
      {strip.effects.length > 0 && (
        <ul className="phase-strip__effects">
          {strip.effects.map((effect) => (
            <li key={effect.text} data-spoiler-gone={effect.telling}>
              {effect.text}
              {effect.left !== undefined && <Left seconds={effect.left} label={strip.leftLabel} locale={locale} />}
            </li>
          ))}
        </ul>
      )}
      {strip.telling && <p className="phase-strip__telling" data-spoiler-gone>{strip.telling}</p>}
      <dl className="phase-strip__sides">
        <Side name={home} side={strip.home} />
        <Side name={away} side={strip.away} />
      </dl>
    </section>
  );
}
