// The risk change's result, loaded once the code step is on screen.
export { RiskChangedScreen as default } from '@saf/ui';
