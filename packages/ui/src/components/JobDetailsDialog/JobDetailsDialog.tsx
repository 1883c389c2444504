import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
} from 'react';
import { cx } from '../../lib/cx';
import { Badge } from '../Badge';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../Dialog';

/** A job as listed by the server (spec section 3). */
export interface JobPosting {
  _id: string;
  title: string;
  /** Shown as a badge; a job listed without one shows none. */
  employmentType?: string;
  salaryRange?: string;
  location?: string;
  overview?: string;
  responsibilities?: ReadonlyArray<string>;
  qualifications?: ReadonlyArray<string>;
}

export interface JobDetailsTexts {
  employmentType: string;
  location: string;
  salaryRange: string;
  overview: string;
  responsibilities: string;
  qualifications: string;
  apply: string;
  close: string;
  closeLabel: string;
}

export const defaultJobDetailsTexts: JobDetailsTexts = {
  employmentType: 'Employment type',
  location: 'Location',
  salaryRange: 'Salary range',
  overview: 'Overview',
  responsibilities: 'Responsibilities',
  qualifications: 'Qualifications',
  apply: 'Apply Now',
  close: 'Close',
  closeLabel: 'Close',
};

export interface JobDetailsDialogProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogContent>,
  'title'
> {
  job: JobPosting | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The Apply action. Open the application dialog here in the same update that closes this one
   * (e.g. one `view` state: 'details' -> 'apply'): the page stays locked and focus moves straight
   * into the form, and returns to whatever opened these details when the form closes.
   * Without it there is no Apply button.
   */
  onApply?: (job: JobPosting) => void;
  /** The level of the section headings (the dialog title is an h2). */
  headingLevel?: 3 | 4;
  texts?: Partial<JobDetailsTexts>;
}

/**
 * A job's details in a dialog: title, employment-type badge, location, salary range, overview,
 * responsibilities and qualifications, with Apply and Close actions.
 */
export const JobDetailsDialog = forwardRef<ElementRef<typeof DialogContent>, JobDetailsDialogProps>(
  function JobDetailsDialog(
    {
      job,
      open,
      onOpenChange,
      onApply,
      headingLevel = 3,
      texts: textOverrides,
      className,
      onOpenAutoFocus,
      ...rest
    },
    ref,
  ) {
    const texts = { ...defaultJobDetailsTexts, ...textOverrides };
    // Keep showing the job while the dialog animates out, even if the page clears it at once.
    const [shownJob, setShownJob] = useState(job);
    if (job && job !== shownJob) setShownJob(job);
    const titleRef = useRef<HTMLHeadingElement>(null);
    const id = useId();
    const Heading = `h${headingLevel}` as const;

    if (!shownJob) return null;
    const { title, employmentType, location, salaryRange, overview } = shownJob;
    const responsibilities = shownJob.responsibilities ?? [];
    const qualifications = shownJob.qualifications ?? [];

    const facts = (
      <dl className="cv-job-details__facts">
        {employmentType ? (
          <div>
            <dt className="cv-visually-hidden">{texts.employmentType}</dt>
            <dd>
              <Badge employmentType={employmentType} />
            </dd>
          </div>
        ) : null}
        {location ? (
          <div>
            <dt>{texts.location}</dt>
            <dd>{location}</dd>
          </div>
        ) : null}
        {salaryRange ? (
          <div>
            <dt>{texts.salaryRange}</dt>
            <dd>{salaryRange}</dd>
          </div>
        ) : null}
      </dl>
    );

    const list = (key: string, heading: string, items: ReadonlyArray<string>) =>
      items.length > 0 ? (
        <section className="cv-job-details__section" aria-labelledby={`${id}-${key}`}>
          <Heading id={`${id}-${key}`} className="cv-job-details__heading">
            {heading}
          </Heading>
          <ul className="cv-job-details__list">
            {items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null;

    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          ref={ref}
          size="lg"
          closeLabel={texts.closeLabel}
          className={cx('cv-job-details', className)}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Start at the top: the title is read first and long details are not scrolled away.
            event.preventDefault();
            titleRef.current?.focus();
          }}
          {...rest}
        >
          <DialogHeader>
            <DialogTitle ref={titleRef} tabIndex={-1}>
              {title}
            </DialogTitle>
            {/* With no overview, these facts are what the dialog's description reads. */}
            {overview ? facts : <DialogDescription asChild>{facts}</DialogDescription>}
          </DialogHeader>
          {overview ? (
            <section className="cv-job-details__section" aria-labelledby={`${id}-overview`}>
              <Heading id={`${id}-overview`} className="cv-job-details__heading">
                {texts.overview}
              </Heading>
              <DialogDescription>{overview}</DialogDescription>
            </section>
          ) : null}
          {list('responsibilities', texts.responsibilities, responsibilities)}
          {list('qualifications', texts.qualifications, qualifications)}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{texts.close}</Button>
            </DialogClose>
            {onApply ? <Button onClick={() => onApply(shownJob)}>{texts.apply}</Button> : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  },
);
