/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';

/** How long a display shows its name when the console asks which one it is. */
export const IDENTIFY_MS = 10_000;

/**
 * The display's name over whatever it plays, flashing (a CSS animation: no timer but the one that ends
 * it), so an operator in front of a wall of TVs sees which one the console means. `since` restarts it.
 */
export function Identify({ name, since }: { name: string; since: number }) {
  const [shown, setShown] = useState(since > 0);
  useEffect(() => {
    if (since === 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), IDENTIFY_MS);
    return () => clearTimeout(timer);
  }, [since]);
  if (!shown) return null;
  return (
    <div class="pw-identify" role="status" data-testid="display-identify">
      {name}
    </div>
  );
}
