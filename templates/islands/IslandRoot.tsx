// Wraps every island on both sides (server and browser) so the trees match exactly; in the
// browser it tells the loader when hydration has committed, so a click that arrived early can be
// replayed. Effects have block bodies: an arrow returning a value would be taken for a cleanup.
import { useEffect, type ReactNode } from 'react';

export function IslandRoot({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return children;
}
