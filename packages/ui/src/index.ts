export { cn } from './lib/cn';
export * from './Button';
export * from './Spinner';
