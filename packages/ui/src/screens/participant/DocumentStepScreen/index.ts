export {
  DOCUMENT_STEP_TITLE,
  DocumentStepScreen,
  documentStepFieldIds,
  type DocumentStepField,
  type DocumentStepScreenProps,
  type DocumentStepValues,
} from './DocumentStepScreen';
export { type DocumentPhotoSide, type PhotoSlot } from './DocumentPhotoField';
