import type { ReactNode } from 'react';
import type { CommonTexts } from './texts';

type ShareBarProps = {
  texts: CommonTexts;
  /** This state's address: the share link. */
  href: string;
  /** The empty state's address. */
  resetHref: string;
  canUndo: boolean;
  onUndo: () => void;
  onReset: () => void;
  announce: (text: string) => void;
  /** More presses that only make sense with script (save as image). */
  extra?: ReactNode;
};

/**
 * Undo, reset and share. Reset and the share link are links to a state, so they work without
 * script; undo and copy need the page running and stay out of sight until it does.
 */
export function ShareBar({ texts, href, resetHref, canUndo, onUndo, onReset, announce, extra }: ShareBarProps) {
  const copy = async () => {
    const url = new URL(href, location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      announce(texts.copied);
    } catch {
      // Some browsers refuse the clipboard outside a secure page: the link is still there to copy by hand.
      announce(url);
    }
  };
  return (
    <div className="sim-actions">
      <div className="sim-actions__edit">
        <button type="button" className="sim-button sim-js-only" aria-disabled={canUndo ? undefined : true} onClick={() => canUndo && onUndo()}>
          {texts.undo}
        </button>
        <a
          className="sim-button sim-button--quiet"
          href={resetHref}
          onClick={(event) => {
            event.preventDefault();
            onReset();
          }}
        >
          {texts.reset}
        </a>
      </div>
      <div className="sim-actions__share" role="group" aria-label={texts.share}>
        <a className="sim-share-link" href={href}>
          {texts.shareLink}
        </a>
        <button type="button" className="sim-button sim-js-only" onClick={copy}>
          {texts.copy}
        </button>
        {extra}
      </div>
    </div>
  );
}
