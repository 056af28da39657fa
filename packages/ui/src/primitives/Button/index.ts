export { Button, buttonVariants, type ButtonProps } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
