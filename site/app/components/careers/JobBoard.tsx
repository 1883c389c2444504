import type { JobReply as Job } from '@corvane/contract/client';
import { MESSAGES } from '@corvane/contract/client';
import { Alert, LiveRegion, Skeleton } from '@corvane/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { careersCopy as copy } from '../../content/careers';
import type { DialogView } from './CareersDialogs';
import { detailsButtonId, JobCard } from './JobCard';
import { jobPostingsJsonLd } from './jobPostingJsonLd';
import { useJobs } from './useJobs';

// The two dialogs (and the application form) load when the visitor heads for them.
const loadDialogs = () => import('./CareersDialogs');
const CareersDialogs = lazy(loadDialogs);

/** Spec section 9: the selected job is cleared 500 ms after a dialog closes. */
const CLEAR_SELECTED_AFTER_MS = 500;

/**
 * `?job=<id>` names the job whose details are open: a link to share. It is written with
 * history.replaceState, not a router navigation, so opening a job neither adds history entries
 * nor runs the scroll-to-top that follows every navigation.
 */
function showJobInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('job', id);
  else url.searchParams.delete('job');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** The careers list (spec 2.11): loading, error, empty or job cards, and the two dialogs. */
export function JobBoard() {
  const state = useJobs(openSharedJob);
  const [selected, setSelected] = useState<Job | null>(null);
  const [view, setView] = useState<DialogView>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  // A deep-linked job has no card button that opened it: closing returns focus to its card.
  const focusOnClose = useRef<string | null>(null);

  useEffect(() => {
    if (view !== null) return;
    const timer = setTimeout(() => setSelected(null), CLEAR_SELECTED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [view]);

  const open = (job: Job, next: Exclude<DialogView, null>) => {
    setDialogsWanted(true);
    setSelected(job);
    setView(next);
    showJobInAddress(next === 'details' ? job._id : null);
  };

  // Once the list is in, a shared link opens its job's details.
  function openSharedJob(list: Job[]) {
    const id = new URL(window.location.href).searchParams.get('job');
    const job = id ? list.find((j) => j._id === id) : undefined;
    if (!job) return showJobInAddress(null);
    focusOnClose.current = detailsButtonId(job);
    open(job, 'details');
  }

  const changeView = (next: DialogView) => {
    setView(next);
    if (next !== 'details') showJobInAddress(null);
  };

  const jobs = state.status === 'ready' ? state.jobs : null;

  const onCloseAutoFocus = (event: Event) => {
    const id = focusOnClose.current;
    focusOnClose.current = null;
    const target = id ? document.getElementById(id) : null;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <section
      className="job-board"
      aria-labelledby="job-board-heading"
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id="job-board-heading" className="job-board__heading">
        {copy.listHeading}
      </h2>
      {state.status === 'loading' ? (
        <>
          <p className="job-board__status">{MESSAGES.jobsLoading}</p>
          <div className="job-board__grid" aria-hidden="true">
            {[0, 1, 2].map((n) => (
              <div key={n} className="job-card job-card--placeholder">
                <Skeleton width="6em" />
                <Skeleton lines={2} />
                <Skeleton lines={3} />
              </div>
            ))}
          </div>
        </>
      ) : null}
      {/* The loading text is read with the page; a failure (at once) or an empty list (at the
          next pause) is heard from here when it comes: the region is in the page before it. */}
      <LiveRegion assertive={state.status === 'error'}>
        {state.status === 'error' ? (
          <Alert tone="error" announce="off">
            {state.message}
          </Alert>
        ) : null}
        {jobs && jobs.length === 0 ? (
          <p className="job-board__status">{MESSAGES.jobsEmpty}</p>
        ) : null}
      </LiveRegion>
      {jobs && jobs.length > 0 ? (
        <>
          <ul className="job-board__grid">
            {jobs.map((job) => (
              <li key={job._id}>
                <JobCard
                  job={job}
                  onApply={() => open(job, 'apply')}
                  onDetails={() => open(job, 'details')}
                  onIntent={loadDialogs}
                />
              </li>
            ))}
          </ul>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jobPostingsJsonLd(jobs, window.location.origin) }}
          />
        </>
      ) : null}
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <CareersDialogs
            job={selected}
            view={view}
            onViewChange={changeView}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
