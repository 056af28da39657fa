export {
  TypeParticipateScreen,
  typeParticipateIds,
  type ParticipantType,
  type TypeParticipateScreenProps,
  type TypeParticipateSupport,
} from './TypeParticipateScreen';
export {
  TypeParticipateSplash,
  type TypeParticipateOutcome,
  type TypeParticipateSplashProps,
} from './TypeParticipateSplash';
