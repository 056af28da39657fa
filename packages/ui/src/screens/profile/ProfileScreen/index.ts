export {
  PROFILE_TITLE,
  ProfileScreen,
  type ProfileConsent,
  type ProfileData,
  type ProfileScreenProps,
} from './ProfileScreen';
export { ProfileLoadState } from './ProfileLoadState';
