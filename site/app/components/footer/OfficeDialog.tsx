import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@corvane/ui';
import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { directionsUrl, telHref, type Office } from '../../content/offices';

interface OfficeDialogProps {
  /** The office shown; null when closed. */
  office: Office | null;
  /** The chips: pressing one is not an outside click (a chip toggles or switches the office). */
  chips: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * One office's details. Not modal: the page stays usable, so the chip that opened it can close
 * it again (spec 2.3). Escape, Close, the corner button or a click elsewhere close it too, and
 * focus returns to the chip.
 */
export default function OfficeDialog({ office, chips, onClose }: OfficeDialogProps) {
  // A click elsewhere keeps focus where it went; any other way of closing hands it to the chip
  // of the office shown (not the chip that first opened the dialog, when the visitor switched).
  const closedByOutsideClick = useRef(false);
  return (
    <Dialog modal={false} open={office !== null} onOpenChange={(open) => open || onClose()}>
      {office ? (
        <DialogContent
          className="office-dialog"
          // One way to close by pointer, named as the spec names it: the Close button below.
          hideCloseButton
          onOpenAutoFocus={() => {
            closedByOutsideClick.current = false;
          }}
          onInteractOutside={(event) => {
            if (chips.current?.contains(event.target as Node)) event.preventDefault();
            else closedByOutsideClick.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (closedByOutsideClick.current) return;
            chips.current?.querySelector<HTMLElement>(`[data-office="${office.id}"]`)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{office.country} office</DialogTitle>
            <DialogDescription>{office.note}</DialogDescription>
          </DialogHeader>
          <ul className="office-dialog__details">
            <li>
              <MapPin aria-hidden="true" size={18} />
              <address>
                {office.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <a href={telHref(office.phone)}>{office.phone}</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </li>
          </ul>
          <DialogFooter>
            <Button asChild variant="outline">
              <a href={directionsUrl(office)} rel="noopener">
                <Navigation aria-hidden="true" size={18} /> Get Directions
              </a>
            </Button>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
