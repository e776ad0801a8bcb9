import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has shown the component's first render, then true. An effect runs
 * after React's commit but before the paint, and the frame that paints the render is on screen
 * only by the next one: so this waits for the next animation frame (the one that paints) and
 * then for the frame after it. What it then shows renders as a transition, in slices that let
 * the browser handle input in between.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
