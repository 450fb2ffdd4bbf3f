// A flag that turns on only after its input has stayed on for `delayMs`, and turns off at once,
// so quick requests never flash the loading bar.
import { useEffect, useState } from 'react';

export function useDelayedFlag(isOn: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isOn) {
      setIsShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isOn, delayMs]);

  return isOn && isShown;
}
