export {
  AuthLayout,
  ValueProposition,
  type AuthFrameProps,
  type AuthLayoutProps,
  type ValuePropositionProps,
} from './AuthLayout';
export { AuthSubmit, type AuthSubmitProps } from './AuthSubmit';
