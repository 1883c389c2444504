import { Link } from 'react-router';

const options = [
  { path: '/terms', label: 'Terms of Service' },
  { path: '/privacy', label: 'Privacy Policy' },
] as const;

/**
 * Switches between the two legal documents. Each side is a real link, so the address always
 * names the document shown and either can be bookmarked or shared.
 */
export function LegalToggle({ current }: { current: '/terms' | '/privacy' }) {
  return (
    <nav aria-label="Legal documents" className="segmented">
      <ul className="segmented__list">
        {options.map((option) => (
          <li key={option.path}>
            <Link
              to={option.path}
              className="segmented__option"
              aria-current={option.path === current ? 'page' : undefined}
              preventScrollReset
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
