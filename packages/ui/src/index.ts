export { cn } from './lib/cn';
export * from './Button';
export * from './Spinner';
export * from './MaskedEmail';
export * from './Field';
export * from './TextField';
export * from './Dialog';
export * from './Money';
export * from './Stepper';
