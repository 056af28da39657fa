export {
  Stepper,
  getStepInfo,
  type StepInfo,
  type StepState,
  type StepperProps,
  type StepperStep,
} from './Stepper';
export { clientDataStepLabels, clientDataSteps, wizardSteps } from './wizards';
