export {
  ClientDataReviewScreen,
  clientDataReviewIds,
  formatRetryAt,
  type ClientDataReviewScreenProps,
  type ReviewDeclaration,
  type ReviewFacialCheck,
  type ReviewSection,
} from './ClientDataReviewScreen';
