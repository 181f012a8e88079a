import { Suspense } from 'react';
import { HEADER_MENU } from '../config/menus';
import { CurrentTurn } from '../components/league/current-turn';
import { resolveMenu, type MenuItem } from '../lib/navigation/resolve-menu';
import type { MessageId } from '../lib/i18n/messages';
import type { ViewProps } from './view-props';

const flatten = (items: readonly MenuItem[]): Extract<MenuItem, { kind: 'link' }>[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : flatten(item.children)));

export function RegionHomeView({ shell, description }: ViewProps) {
  const { edition, lang, region, t } = shell;
  const sections = flatten(
    resolveMenu(HEADER_MENU, { edition: edition.id, lang, region }, (id) => t(id as MessageId)),
  ).filter((item) => !item.external);
  return (
    <>
      <section className="hero">
        <h1>{region?.leagueTitle}</h1>
        <p className="lead">{description}</p>
      </section>
      <Suspense fallback={<div className="section-placeholder section-placeholder--turn" aria-busy="true" />}>
        <CurrentTurn shell={shell} />
      </Suspense>
      <ul className="card-grid">
        {sections.map((item) => (
          <li key={item.href} className="card">
            <a href={item.href} className="card__link">
              <span className="card__title">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
