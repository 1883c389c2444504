export { Button, buttonVariants } from './Button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps } from './Button';
