// Stories only: how the profile screens are shown (the signed-in frame with "Perfil" current),
// and what they share with the other form screens' stories.
import { signedInScreen } from '../shared/storyFrames';

export { blankForm, expectErrorSummary, typeable } from '../participant/storyKit';

/** The whole page in its frame; every story is also shot at a phone width (390 px). */
export const profileScreen = signedInScreen('perfil');
