export {
  WizardFrame,
  wizardFrameOf,
  type FramedWizard,
  type WizardFrameProps,
  type WizardFrameState,
  type WizardStepFrameState,
  type WizardStepId,
} from './WizardFrame';
export {
  WizardLoadError,
  WizardMessage,
  WizardSkeleton,
  wizardCopy,
  wizardPageTitle,
  type WizardMessageKind,
  type WizardName,
} from './WizardStates';
