// Marks the main content `aria-busy` while a request or a screen change is under way: screen readers hold
// their announcements until the content is complete, and browser tests wait on it instead of on network silence.
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '../shell/skip-link';

export function useMainBusy(isBusy: boolean): void {
  useEffect(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (isBusy) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  }, [isBusy]);
}
