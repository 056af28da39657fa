export {
  CLIENT_DATA_REVIEW_TITLE,
  ClientDataReviewScreen,
  clientDataReviewIds,
  formatRetryAt,
  type ClientDataReviewScreenProps,
  type ReviewDeclaration,
  type ReviewFacialCheck,
  type ReviewSection,
} from './ClientDataReviewScreen';
