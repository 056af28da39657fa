export {
  CopyButton,
  CopyableValue,
  type CopyButtonProps,
  type CopyableValueProps,
} from './CopyButton';
