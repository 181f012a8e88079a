import { useCallback, useEffect, useRef, useState } from 'react';

type HistoryStateOptions<S> = {
  initial: S;
  /** The page's path; each state's address is the path and its share query. */
  path: string;
  toQuery: (state: S) => string;
  fromQuery: (search: string) => S;
  /** Told when the back or forward button brings an earlier state. */
  onRestore: (state: S) => void;
};

const toUrl = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * A simulator's state, kept in the address: every change is a new history entry, so the back
 * button steps through the visitor's choices and the address is always the share link. The
 * server may have answered a form (`add=…`, filters): the address is tidied to the share link
 * once the page runs. Undo steps back through this visit's own changes.
 */
export function useHistoryState<S>({ initial, path, toQuery, fromQuery, onRestore }: HistoryStateOptions<S>) {
  const [state, setState] = useState(initial);
  const [undoCount, setUndoCount] = useState(0);
  const earlier = useRef<S[]>([]);
  const latest = useRef({ state, toQuery, fromQuery, onRestore });
  latest.current = { state, toQuery, fromQuery, onRestore };

  useEffect(() => {
    history.replaceState(history.state, '', toUrl(path, latest.current.toQuery(latest.current.state)));
    const onPop = () => {
      const restored = latest.current.fromQuery(location.search);
      setState(restored);
      latest.current.onRestore(restored);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [path]);

  // The address is written after the press has painted: a history entry costs the browser a few
  // milliseconds that the visitor should not wait for.
  const write = useCallback(
    (next: S, how: 'pushState' | 'replaceState') => {
      const url = toUrl(path, latest.current.toQuery(next));
      // The frame after the next one: a timer set now could still run before the press has painted.
      requestAnimationFrame(() =>
        setTimeout(() => (how === 'pushState' ? history.pushState(null, '', url) : history.replaceState(history.state, '', url)), 0),
      );
    },
    [path],
  );

  const show = useCallback(
    (next: S) => {
      setState(next);
      write(next, 'pushState');
    },
    [write],
  );

  const commit = useCallback(
    (next: S) => {
      earlier.current.push(latest.current.state);
      setUndoCount(earlier.current.length);
      show(next);
    },
    [show],
  );

  /** A change in progress (a name being typed): the address follows, the history does not grow. */
  const replace = useCallback(
    (next: S) => {
      setState(next);
      write(next, 'replaceState');
    },
    [write],
  );

  /** The state before the last change, or undefined when this visit has made none. */
  const undo = useCallback((): S | undefined => {
    const previous = earlier.current.pop();
    setUndoCount(earlier.current.length);
    if (previous !== undefined) show(previous);
    return previous;
  }, [show]);

  return { state, commit, replace, undo, canUndo: undoCount > 0 };
}
