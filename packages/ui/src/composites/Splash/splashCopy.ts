import { authSplashCopy } from './areas/AuthSplash';
import { identitySplashCopy } from './areas/IdentitySplash';
import { investingSplashCopy } from './areas/InvestingSplash';
import { moneySplashCopy } from './areas/MoneySplash';
import { participantSplashCopy } from './areas/ParticipantSplash';
import { profileSplashCopy } from './areas/ProfileSplash';
import { systemSplashCopy } from './areas/SystemSplash';
import { splashTones, type SplashCopy, type SplashText, type SplashType } from './splashTypes';

export {
  splashTones,
  splashTypes,
  type SplashCopy,
  type SplashText,
  type SplashTone,
  type SplashType,
} from './splashTypes';

const byArea: Record<SplashType, SplashText> = {
  ...authSplashCopy,
  ...systemSplashCopy,
  ...participantSplashCopy,
  ...identitySplashCopy,
  ...investingSplashCopy,
  ...moneySplashCopy,
  ...profileSplashCopy,
};

/**
 * Default Spanish (Peru) copy of every splash, with its tone: the catalogue (stories, docs). A
 * page should not load it: each area's splash (`AuthSplash`...) carries only its area's copy.
 */
export const splashCopy = /* @__PURE__ */ Object.fromEntries(
  Object.entries(byArea).map(([type, copy]) => [
    type,
    { ...copy, tone: splashTones[type as SplashType] },
  ]),
) as Record<SplashType, SplashCopy>;
