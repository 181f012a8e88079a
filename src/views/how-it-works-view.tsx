import { Stylesheet } from '../components/stylesheet';
import { PageIntro } from '../components/shell/page-intro';
import { SectionDrawing } from '../components/rules/section-drawings';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../config/match-rules';
import { getLocale } from '../config/locales';
import { RULES_SECTIONS, type RulesSection } from '../lib/rules';
import type { MessageId } from '../lib/i18n/messages';
import type { ViewProps } from '../lib/page/page-types';

const SECTION_WORDS = {
  halves: 'halves',
  'scale-up': 'scaleUp',
  'double-goal': 'doubleGoal',
  'secret-cards': 'secretCards',
  'presidents-penalty': 'presidentsPenalty',
  suspensions: 'suspensions',
  dice: 'dice',
  matchball: 'matchball',
  shootout: 'shootout',
  points: 'points',
} as const satisfies Record<RulesSection, string>;

const minutes = (seconds: number) => Math.round(seconds / 60);

/** The numbers each section's text is written with, from the season's rules. */
function sectionValues(rules: SeasonRules, locale: string): Record<string, string | number> {
  return {
    minutes: minutes(rules.halfSeconds),
    start: rules.scaleUpStartPlayers,
    full: rules.fullSidePlayers,
    from: minutes(rules.doubleGoalFromSecond),
    cardLast: minutes(rules.secretCardLastSecond),
    penaltyLast: minutes(rules.presidentPenaltyLastSecond + 1),
    suspension: minutes(rules.suspensionSeconds),
    faces: new Intl.ListFormat(locale, { type: 'disjunction' }).format([...new Set(rules.diceFaces)].map(String)),
    dice: minutes(rules.diceSeconds),
    matchball: minutes(rules.matchballFromSecond),
    matchballStart: rules.matchballStartPlayers,
    kicks: rules.shootoutKicksEach,
    seconds: rules.shootoutKickSeconds,
  };
}

/**
 * "How a Kings League match works": one section per part of a match, each with its drawing and
 * the id the match centre's phase strip links to; the numbers are the rules table's.
 */
export function HowItWorksView({ shell, resolution, title, description }: ViewProps) {
  const { t, lang } = shell;
  const rules: SeasonRules = DEFAULT_SEASON_RULES;
  const values = sectionValues(rules, getLocale(lang).tag);
  return (
    <>
      <Stylesheet id="rules" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      <p className="rules-intro">{t('rules.page.intro')}</p>
      <nav aria-label={t('rules.page.contents')}>
        <ol className="rules-contents">
          {RULES_SECTIONS.map((section) => (
            <li key={section}><a href={`#${section}`}>{t(`rules.page.${SECTION_WORDS[section]}.heading` as MessageId)}</a></li>
          ))}
        </ol>
      </nav>
      {RULES_SECTIONS.map((section) => (
        <section key={section} id={section} className="rules-section" aria-labelledby={`${section}-heading`}>
          <SectionDrawing section={section} />
          <div className="rules-section__text">
            <h2 id={`${section}-heading`}>{t(`rules.page.${SECTION_WORDS[section]}.heading` as MessageId)}</h2>
            <p>{t(`rules.page.${SECTION_WORDS[section]}.body` as MessageId, values)}</p>
            {section === 'secret-cards' && (
              <>
                <ul className="rules-cards">
                  {rules.secretCards.map((card) => (
                    <li key={card.id}>{t(`rules.page.card.${card.id}` as MessageId, { minutes: minutes(card.durationSeconds ?? 0) })}</li>
                  ))}
                </ul>
                <p>{t('rules.page.secretCards.unknown')}</p>
              </>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
