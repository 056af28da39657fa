export {
  AccessibilityStatementPage,
  type AccessibilityException,
  type AccessibilityStatementPageProps,
} from './AccessibilityStatementPage';
