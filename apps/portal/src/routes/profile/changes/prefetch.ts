import { useEffect } from 'react';

/** Fetches a change's later steps, one after the other, while the customer is on its first. */
export function usePrefetch(...steps: (() => Promise<unknown>)[]) {
  useEffect(() => {
    void steps
      .reduce<Promise<unknown>>((done, step) => done.then(step), Promise.resolve())
      .catch(() => undefined);
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
