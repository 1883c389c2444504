import { lazy, Suspense, useRef, useState } from 'react';
import { offices, type Office } from '../../content/offices';

const loadDialog = () => import('./OfficeDialog');
const OfficeDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/**
 * The Global Presence chips (spec 2.3): each opens a dialog with that office's details; the same
 * chip again closes it, another chip switches to its office. The dialog's code loads when the
 * visitor reaches for a chip, not with the page.
 */
export function GlobalPresence() {
  const [openId, setOpenId] = useState<Office['id'] | null>(null);
  const [mounted, setMounted] = useState(false);
  const chipsRef = useRef<HTMLUListElement>(null);
  const office = offices.find((candidate) => candidate.id === openId);

  const toggle = (id: Office['id']) => {
    setMounted(true);
    setOpenId((current) => (current === id ? null : id));
  };

  return (
    <div className="presence">
      <h2 id="presence-heading" className="site-footer__heading">
        Global Presence
      </h2>
      <ul ref={chipsRef} className="presence__chips" aria-labelledby="presence-heading">
        {offices.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              className="presence__chip"
              aria-haspopup="dialog"
              aria-expanded={candidate.id === openId}
              data-office={candidate.id}
              onClick={() => toggle(candidate.id)}
              // Reaching for a chip starts loading the dialog's code.
              onPointerEnter={preload}
              onFocus={preload}
            >
              {candidate.name}
            </button>
          </li>
        ))}
      </ul>
      {mounted ? (
        <Suspense fallback={null}>
          <OfficeDialog office={office ?? null} chips={chipsRef} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
