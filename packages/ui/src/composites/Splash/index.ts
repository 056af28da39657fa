export {
  Splash,
  type SplashAction,
  type SplashActionConfig,
  type SplashActionRender,
  type SplashProps,
} from './Splash';
export { SplashPanel, type SplashPanelProps } from './SplashPanel';
export { SplashIllustration, type SplashIllustrationProps } from './SplashIllustration';
export { splashCopy } from './splashCopy';
export {
  splashTones,
  splashTypes,
  type SplashCopy,
  type SplashText,
  type SplashTone,
  type SplashType,
} from './splashTypes';
export { supportMessages } from './supportMessages';
export {
  AuthSplash,
  authSplashCopy,
  type AuthSplashProps,
  type AuthSplashType,
} from './areas/AuthSplash';
export {
  IdentitySplash,
  identitySplashCopy,
  type IdentitySplashProps,
  type IdentitySplashType,
} from './areas/IdentitySplash';
export {
  InvestingSplash,
  investingSplashCopy,
  type InvestingSplashProps,
  type InvestingSplashType,
} from './areas/InvestingSplash';
export {
  MoneySplash,
  moneySplashCopy,
  type MoneySplashProps,
  type MoneySplashType,
} from './areas/MoneySplash';
export {
  ParticipantSplash,
  participantSplashCopy,
  type ParticipantSplashProps,
  type ParticipantSplashType,
} from './areas/ParticipantSplash';
export {
  ProfileSplash,
  profileSplashCopy,
  type ProfileSplashProps,
  type ProfileSplashType,
} from './areas/ProfileSplash';
export {
  SystemSplash,
  systemSplashCopy,
  type SystemSplashProps,
  type SystemSplashType,
} from './areas/SystemSplash';
export { AccountReadySplash, type AccountReadySplashProps } from './named/AccountReadySplash';
export {
  IdentityValidatedSplash,
  type IdentityValidatedSplashProps,
} from './named/IdentityValidatedSplash';
export {
  ParticipantCompletedSplash,
  type ParticipantCompletedSplashProps,
} from './named/ParticipantCompletedSplash';
export {
  AddressSavedSplash,
  PasswordUpdatedSplash,
  type AddressSavedSplashProps,
  type PasswordUpdatedSplashProps,
} from './named/ProfileSavedSplashes';
export {
  RescueCreatedSplash,
  ScheduledRescueCreatedSplash,
  type RescueCreatedSplashProps,
  type ScheduledRescueCreatedSplashProps,
} from './named/RescueCreatedSplash';
