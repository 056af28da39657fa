export { cn } from './lib/cn';

// Primitives: controls and small pieces of data.
export * from './primitives/Button';
export * from './primitives/Spinner';
export * from './primitives/MaskedEmail';
export * from './primitives/Field';
export * from './primitives/TextField';
export * from './primitives/Dialog';
export * from './primitives/Money';
export * from './primitives/PasswordField';
export * from './primitives/StatusBadge';
export * from './primitives/Tabs';
export * from './primitives/Alert';
export * from './primitives/SelectField';
export * from './primitives/Checkbox';
export * from './primitives/RadioGroup';
export * from './primitives/ChoiceCards';
export * from './primitives/ErrorSummary';
export * from './primitives/Skeleton';
export * from './primitives/EmptyState';
export * from './primitives/MoneyField';
export * from './primitives/SecurityCodeField';

// Composites: layouts and blocks built from primitives.
export * from './composites/Stepper';
export * from './composites/WizardLayout';
export * from './composites/FundCard';
export * from './composites/MovementsList';
export * from './composites/AppShell';
export * from './composites/Splash';
export * from './composites/NavChart';
export * from './composites/CompositionChart';

// Screen templates, by area; props only.
export * from './screens/shared';
export * from './screens/auth/AuthLayout';
export * from './screens/auth/LoginScreen';
export * from './screens/auth/RegisterScreen';
export * from './screens/auth/EmailVerificationScreen';
export * from './screens/auth/IdentityValidationScreen';
export * from './screens/auth/GeneratePasswordScreen';
export * from './screens/auth/PasswordRecoveryScreen';
export * from './screens/home/HomeScreen';
export * from './screens/funds/RiskQuestionScreen';
export * from './screens/funds/RiskResultScreen';
export * from './screens/funds/FundListScreen';
export * from './screens/funds/FundDetailScreen';
export { LoadError, type LoadErrorProps } from './screens/shared/LoadError';
export * from './screens/system/ServerErrorPage';
export * from './screens/system/NotFoundPage';
export * from './screens/system/AccessibilityStatementPage';
export * from './screens/participant/ClientDataFrame';
export * from './screens/participant/SpouseStepScreen';
export * from './screens/participant/DocumentStepScreen';
export * from './screens/participant/IdentificationStepScreen';
export * from './screens/participant/InformationStepScreen';
export * from './screens/participant/ResidenceStepScreen';
export * from './screens/participant/BeneficiaryStepScreen';
export * from './screens/participant/PepStepScreen';
export * from './screens/participant/ClientDataReviewScreen';
export * from './screens/participant/BiometricCaptureScreen';
export * from './screens/participant/TypeParticipateScreen';
