// Stories only: how the bank account screens are shown (the signed-in frame with "Cuentas"
// current), and what they share with the other form screens' stories.
import { signedInScreen } from '../shared/storyFrames';

export { blankForm, expectErrorSummary, typeable } from '../participant/storyKit';

/** The whole page in its frame; every story is also shot at a phone width (390 px). */
export const accountsScreen = signedInScreen('cuentas');
