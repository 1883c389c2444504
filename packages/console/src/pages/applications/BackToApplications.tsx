import { Button } from '@corvane/ui';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FromList } from './applicationColumns';

/** The list's query the application was opened from, if it was opened from the list. */
function listSearchOf(state: unknown): string | undefined {
  const search = (state as Partial<FromList> | null)?.listSearch;
  return typeof search === 'string' ? search : undefined;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Back to the list as it was: opened from the list, it goes back in history (the same filters,
 * page and place); otherwise, or opened in a new tab, it is a link to the list with its filters.
 */
export function BackToApplications() {
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = listSearchOf(location.state);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (listSearch === undefined || index < 1 || !plainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Button variant="outline" asChild>
      <Link to={`/applications${listSearch ?? ''}`} onClick={back}>
        Back to applications
      </Link>
    </Button>
  );
}
