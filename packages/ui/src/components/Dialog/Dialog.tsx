import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type ForwardedRef,
  type HTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';
import { DIALOG_ATTRIBUTE, focusIsInAnOpenDialog, noteClosed, rememberOpener } from './handover';
import { ariaHiddenInKept, isKeptInteractive, makeOutsideInert } from './inertOutside';
import { revealFocused, wrapFocusFromOutsideTabOrder } from './wrapFocus';

export type DialogProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Root>;

/** Whether the dialog around a `DialogContent` is modal (Radix keeps its own context private). */
const ModalContext = createContext(true);

/**
 * The dialog's state: `open` / `onOpenChange` (controlled) or `defaultOpen`. Modal unless
 * `modal={false}`: a modal one makes the rest of the page inert while it is open.
 */
export function Dialog({ modal = true, ...props }: DialogProps) {
  return (
    <ModalContext.Provider value={modal}>
      <DialogPrimitive.Root modal={modal} {...props} />
    </ModalContext.Provider>
  );
}

/** The button that opens the dialog; use `asChild` to make one of your own buttons the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Closes the dialog when activated; use `asChild` on a Button. */
export const DialogClose = DialogPrimitive.Close;

export const dialogVariants = cva('cv-dialog', {
  variants: {
    size: { md: 'cv-dialog--md', lg: 'cv-dialog--lg' },
  },
  defaultVariants: { size: 'md' },
});

export interface DialogContentProps
  extends
    ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
    VariantProps<typeof dialogVariants> {
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
  /** Leave out the corner close button (give the visitor another visible way to close). */
  hideCloseButton?: boolean;
  /** Where the dialog is portalled to; `document.body` by default. */
  container?: HTMLElement | null;
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The dialog box with its backdrop, portalled to the end of the body. While a modal one is open
 * the page behind is inert (but for the package's announcer and elements marked
 * `data-cv-keep-interactive`): not focusable, not clickable, hidden from assistive technology,
 * and it does not scroll; the scrollbar's width is kept as a margin so nothing moves. Focus moves
 * in on open and, on close, returns to whatever opened it, also when this dialog was replaced by
 * another one. Tab and Shift+Tab wrap inside it, also from an element outside the Tab order such
 * as a focused title.
 */
export const DialogContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  DialogContentProps
>(function DialogContent(
  {
    className,
    children,
    size,
    closeLabel = 'Close',
    hideCloseButton = false,
    container,
    onCloseAutoFocus,
    onInteractOutside,
    onKeyDown,
    onKeyUp,
    onFocus,
    ...props
  },
  forwardedRef,
) {
  const modal = useContext(ModalContext);
  const openerRef = useRef<HTMLElement | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  // The box while it is in the page; a state, so the effect below runs after Radix's own.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const ariaHiddenBefore = useRef<ReadonlySet<Element>>(new Set());
  // A Tab key is down: the focus it moves is shown (see `revealFocused`), while the focus Radix
  // puts on an element when the dialog opens is left where the dialog's top is in view.
  const tabbing = useRef(false);
  // A callback ref runs before Radix moves focus in, so the opener is still the active element.
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      assignRef(forwardedRef, node);
      if (node) {
        openerRef.current = rememberOpener(node);
        ariaHiddenBefore.current = ariaHiddenInKept(node.ownerDocument);
      } else {
        noteClosed(openerRef.current);
      }
      setBox(node);
    },
    [forwardedRef],
  );

  // After Radix's effects have moved focus in: making the opener inert first would drop focus
  // to <body> for a moment. Undone when the box leaves the page, before focus goes back.
  useEffect(() => {
    if (!modal || !box) return undefined;
    return makeOutsideInert([box, overlayRef.current], ariaHiddenBefore.current);
  }, [modal, box]);

  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay ref={overlayRef} className="cv-dialog__overlay" />
      <DialogPrimitive.Content
        ref={ref}
        className={cx(dialogVariants({ size }), className)}
        aria-modal={modal ? 'true' : undefined}
        {...{ [DIALOG_ATTRIBUTE]: '' }}
        {...props}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // A press in what the app keeps usable (its notifications) leaves the dialog open.
          if (modal && isKeptInteractive(event.target)) event.preventDefault();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const plainTab = event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey;
          tabbing.current = plainTab;
          if (!plainTab || event.defaultPrevented) return;
          const { currentTarget: content, shiftKey } = event;
          const active = content.ownerDocument.activeElement;
          if (wrapFocusFromOutsideTabOrder(content, active, shiftKey)) event.preventDefault();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          if (tabbing.current) revealFocused(event.currentTarget, event.target);
        }}
        onKeyUp={(event) => {
          onKeyUp?.(event);
          tabbing.current = false;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          // Handed over to another dialog: focus is already in there.
          if (focusIsInAnOpenDialog()) return;
          const opener = openerRef.current;
          if (opener?.isConnected) opener.focus({ preventScroll: true });
        }}
      >
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close className="cv-dialog__close" aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

/** The title, required: it names the dialog. */
export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Title ref={ref} className={cx('cv-dialog__title', className)} {...props} />
  );
});

/** A short description, read out after the title when the dialog opens. */
export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description
      ref={ref}
      className={cx('cv-dialog__description', className)}
      {...props}
    />
  );
});

/** Title, description and anything else at the top; leaves room for the close button. */
export const DialogHeader = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function DialogHeader({ className, ...props }, ref) {
    return <div ref={ref} className={cx('cv-dialog__header', className)} {...props} />;
  },
);

/** The actions row at the bottom; stacks on narrow screens. */
export const DialogFooter = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function DialogFooter({ className, ...props }, ref) {
    return <div ref={ref} className={cx('cv-dialog__footer', className)} {...props} />;
  },
);
