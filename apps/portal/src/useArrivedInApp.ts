import { useLocation } from 'react-router';

/**
 * Whether the page was reached by a navigation inside the portal (a wizard's next step, the way
 * back from the facial check) rather than as the document's first page. The router names the
 * first location of a freshly opened tab `default`; every navigation after it has its own key.
 * A wizard moves focus to its title only in the first case, so a deep link's first load keeps
 * the browser's own starting point.
 */
export function useArrivedInApp(): boolean {
  return useLocation().key !== 'default';
}
