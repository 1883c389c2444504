import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { company } from '../content/company';
import { headerNav } from '../content/navigation';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { BrandMark } from './BrandMark';
import { HeaderAccount } from './HeaderAccount';

/** Spec 2.2 and 9: the bar turns more opaque after 50 px of scrolling. */
const OPAQUE_AFTER_PX = 50;

export function SiteHeader() {
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const menuId = useId();
  const location = useLocation();
  // The phone menu is open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header" data-scrolled={scrolled || undefined}>
      <div className="site-header__bar container">
        <Link to="/#home" className="site-header__brand">
          <BrandMark />
          <span>{company.name}</span>
        </Link>

        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {headerNav.map((item) => (
              <li key={item.to}>
                <Link className="site-nav__link" to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <HeaderAccount placement="bar" />
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="cv-visually-hidden">Menu</span>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Main (phone)" className="site-mobile-nav" hidden={!menuOpen}>
        <ul className="site-mobile-nav__list container">
          {headerNav.map((item) => (
            <li key={item.to}>
              <Link className="site-mobile-nav__link" to={item.to}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <HeaderAccount placement="menu" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
