import {
  clientDataWizard,
  investmentWizard,
  rescueWizard,
  scheduledRescueWizard,
  type Place,
  type QueryReader,
  useFlowsLinks,
  type WizardPlace,
} from '@saf/flows';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Each wizard's definition, by the name its places carry. */
const WIZARDS = {
  investment: investmentWizard,
  rescue: rescueWizard,
  scheduledRescue: scheduledRescueWizard,
  clientData: clientDataWizard,
} as const;

/**
 * A wizard's address and its moves: the query as a reader for the wizard's `parse`, `go` to
 * another step of it (keeping the rest of the query when the wizard does), `redirect` to any
 * place. Flows names places; `places.ts` turns them into addresses, through the links the
 * private layout mounts (so that the wizards' chunks do not carry the map again).
 */
export function useWizardNav(wizard: WizardPlace['wizard']) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { href } = useFlowsLinks();
  const keeps = 'keepsQuery' in WIZARDS[wizard];
  const nav = useMemo(
    () => ({
      go: (place: WizardPlace, options?: { replace?: boolean }) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(keeps ? current : undefined);
            // Only the step's query: the page is the wizard's own.
            const query = new URLSearchParams(href(place).split('?')[1]);
            for (const [name, value] of query) next.set(name, value);
            return next;
          },
          { replace: options?.replace ?? false },
        ),
      redirect: (place: Place) => void navigate(href(place)),
    }),
    [href, keeps, navigate, setParams],
  );
  const read: QueryReader = (name) => params.get(name);
  return { nav, read };
}
