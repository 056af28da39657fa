export {
  TypeParticipateScreen,
  typeParticipateIds,
  type ParticipantType,
  type TypeParticipateScreenProps,
  type TypeParticipateSupport,
} from './TypeParticipateScreen';
