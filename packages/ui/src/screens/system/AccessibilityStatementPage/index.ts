export {
  ACCESSIBILITY_TITLE,
  AccessibilityStatementPage,
  type AccessibilityException,
  type AccessibilityStatementPageProps,
} from './AccessibilityStatementPage';
