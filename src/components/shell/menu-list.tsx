import type { MenuItem } from '../../lib/navigation/resolve-menu';
import type { Translate } from '../../lib/i18n/intl';

type MenuListProps = { items: readonly MenuItem[]; currentPath: string; t: Translate; className?: string };

function MenuLink({ item, currentPath, t }: { item: Extract<MenuItem, { kind: 'link' }>; currentPath: string; t: Translate }) {
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer external" aria-label={t('shell.externalLink', { label: item.label })}>
        {item.label}
        <span aria-hidden="true" className="external-mark">↗</span>
      </a>
    );
  }
  const current = item.href === currentPath;
  return (
    <a href={item.href} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

/** A menu as nested lists; groups open with a native disclosure so they work by keyboard without script. */
export function MenuList({ items, currentPath, t, className }: MenuListProps) {
  return (
    <ul className={className}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={item.href}>
            <MenuLink item={item} currentPath={currentPath} t={t} />
          </li>
        ) : (
          <li key={item.label} className="menu-group">
            <details data-menu>
              <summary>{item.label}</summary>
              <MenuList items={item.children} currentPath={currentPath} t={t} className="submenu" />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}
