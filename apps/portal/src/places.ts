import type { FlowsLinks, Place, WizardPlace } from '@saf/flows';
import { paths } from './paths';

// The one map from where the flows send the customer (a `Place`, by intent) to the portal's
// address, written by paths.ts's builders: a wizard's `go` and `redirect`, a guard's way out, the
// links a hook hands to a page and a route's own links to places all land here.
// `paths.test.ts` checks every place.

/** The page of a wizard's step, with what the step needs in its query. */
function wizardPath(place: WizardPlace): string {
  switch (place.wizard) {
    case 'investment':
      return paths.investment({ step: place.step, fund: place.fund, order: place.order });
    case 'rescue':
      return paths.rescue({ step: place.step, fund: place.fund });
    case 'scheduledRescue':
      return paths.scheduledRescue({ fund: place.fund, series: place.series });
    case 'clientData':
      return paths.naturalClient({ step: place.step });
  }
}

/** The address of a place the flows name. */
function pathOf(place: Place): string {
  if ('wizard' in place) return wizardPath(place);
  switch (place.page) {
    case 'fundDetail':
      return paths.fundDetail({ fund: place.fund });
    case 'movements':
      return paths.movements({ order: place.order });
    case 'addAccount':
      return paths.accountCreate({ back: pathOf(place.back) });
    case 'biometric':
      // The rescue's check has its own page; the investment's is the subscription's.
      return place.purpose === 'rescue'
        ? paths.rescueBiometricValidation({ back: pathOf(place.back) })
        : paths.biometricValidation({ purpose: place.purpose, back: pathOf(place.back) });
    default:
      return paths[place.page]();
  }
}

/**
 * The addresses of the places, for the signed-in pages: the flows' hooks, the wizards' moves and
 * the routes under the private layout, which mounts it (`FlowsLinksProvider`) and alone imports
 * this module, so that the first page of a visit (often the login) does not carry this map and
 * no route's chunk carries it again.
 */
export const flowsLinks: FlowsLinks = { href: pathOf };
