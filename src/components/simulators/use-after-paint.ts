import { startTransition, useEffect, useState } from 'react';

/**
 * A value that follows `value` once the browser has painted the frame after it changed. A press
 * first paints its own small answer; the heavy redraw then starts in the next task, as a
 * transition that yields to the visitor's next press. React's deferred value starts that redraw
 * before the first frame reaches the screen, and on a slow phone the two then arrive together.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, painted]);
  return painted;
}
