import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../lib/cx';
import { Slot } from '../../lib/Slot';
import { SpinnerRing } from '../Spinner/SpinnerRing';

export const buttonVariants = cva('cv-button', {
  variants: {
    variant: {
      primary: 'cv-button--primary',
      secondary: 'cv-button--secondary',
      outline: 'cv-button--outline',
      ghost: 'cv-button--ghost',
      inverse: 'cv-button--inverse',
    },
    size: {
      sm: 'cv-button--sm',
      md: 'cv-button--md',
      lg: 'cv-button--lg',
    },
    fullWidth: {
      true: 'cv-button--full',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type Variants = VariantProps<typeof buttonVariants>;

interface CommonProps extends Variants {
  /** Shows a spinner over the label and ignores clicks; the button keeps its width. */
  loading?: boolean;
  /** An icon before the label; decorative, hidden from assistive technology. */
  icon?: ReactNode;
  children?: ReactNode;
}

export interface ButtonAsButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  href?: undefined;
  /** Render the single child element (a router link, say) with the button's look and behaviour. */
  asChild?: boolean;
}

export interface ButtonAsLinkProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** With an href the button renders as a real link. */
  href: string;
  asChild?: undefined;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The one button of the system: five looks, three sizes, a loading state that keeps the width,
 * and a link rendering (`href`) or any element (`asChild`) for navigation.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const { variant, size, fullWidth, loading = false, icon, className, children, ...rest } = props;
    const classes = cx(buttonVariants({ variant, size, fullWidth }), className);
    const inner = (
      <>
        {icon ? (
          <span className="cv-button__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className="cv-button__label">{children}</span>
        {loading ? (
          // Decorative: the busy state is on the button itself (aria-busy).
          <span className="cv-button__spinner">
            <SpinnerRing label={null} />
          </span>
        ) : null}
      </>
    );

    if (rest.href !== undefined) {
      const linkProps = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
      return (
        <a ref={ref as Ref<HTMLAnchorElement>} className={classes} {...linkProps}>
          {inner}
        </a>
      );
    }

    const { asChild, type, onClick, ...buttonProps } = rest as ButtonAsButtonProps;
    if (asChild) {
      return (
        <Slot ref={ref as Ref<HTMLElement>} className={classes} {...buttonProps}>
          {children}
        </Slot>
      );
    }
    return (
      <button
        {...buttonProps}
        ref={ref as Ref<HTMLButtonElement>}
        type={type ?? 'button'}
        className={classes}
        data-loading={loading || undefined}
        aria-busy={loading || undefined}
        aria-disabled={loading || buttonProps['aria-disabled'] || undefined}
        onClick={(event) => {
          // Loading buttons stay focusable (so focus is not lost) but do nothing.
          if (loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {inner}
      </button>
    );
  },
);
