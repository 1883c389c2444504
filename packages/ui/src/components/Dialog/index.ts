export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogHeader,
  DialogFooter,
  dialogVariants,
} from './Dialog';
export type { DialogProps, DialogContentProps } from './Dialog';
