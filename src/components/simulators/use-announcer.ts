import { useCallback, useState } from 'react';

/**
 * The words of a simulator's live region. Saying the same thing twice (two refusals in a row)
 * must still be heard, so a repeat differs by an invisible trailing space.
 */
export function useAnnouncer(initial = '') {
  const [message, setMessage] = useState(initial);
  const announce = useCallback((text: string) => {
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);
  return [message, announce] as const;
}
