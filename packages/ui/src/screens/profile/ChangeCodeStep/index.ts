export { ChangeCodeStep, type ChangeCodeStepProps, type ChangeCodeValues } from './ChangeCodeStep';
