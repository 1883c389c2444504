import { Link } from 'react-router';
import type { NavItem } from '../content/navigation';
import type { NavCurrent } from '../hooks/currentNav';

/** The header's links as a list; the current one carries `aria-current` (spec 2.2). */
export function NavLinks(props: { items: NavItem[]; current: NavCurrent; className: string }) {
  const { items, current, className } = props;
  return (
    <ul className={`${className}__list`}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            className={`${className}__link`}
            to={item.to}
            aria-current={current?.to === item.to ? current.kind : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
