export { WizardLayout, type WizardLayoutProps } from './WizardLayout';
