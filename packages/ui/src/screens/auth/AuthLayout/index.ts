export {
  AuthLayout,
  ValueProposition,
  type AuthFrameProps,
  type AuthLayoutProps,
  type ValuePropositionProps,
} from './AuthLayout';
