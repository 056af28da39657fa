import type { Place } from '../wizards/places';

/**
 * The app's addresses a flow leads to. A flow names where the customer goes by intent, as a
 * `Place` (the same places a wizard moves to), and never writes an address itself: the app hands
 * in the one function that turns a place into its address (`FlowsProvider`'s `links`, or
 * `FlowsLinksProvider`), so its pages can move without a change here.
 */
export interface FlowsLinks {
  /** The address of a place, for a link the page renders. */
  href(place: Place): string;
}
