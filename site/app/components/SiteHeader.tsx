import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { company } from '../content/company';
import { headerNav } from '../content/navigation';
import { useCurrentNav } from '../hooks/useCurrentNav';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useOpenForPage } from '../hooks/useOpenForPage';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { BrandMark } from './BrandMark';
import { HeaderAccount } from './HeaderAccount';
import { NavLinks } from './NavLinks';

/** Spec 2.2 and 9: the bar turns more opaque after 50 px of scrolling. */
const OPAQUE_AFTER_PX = 50;

export function SiteHeader() {
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const current = useCurrentNav(headerNav);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // The phone menu belongs to one page: any navigation closes it.
  const { open: menuOpen, toggle: toggleMenu, close } = useOpenForPage(panelRef);

  const closeMenu = useCallback(() => {
    close();
    menuButtonRef.current?.focus();
  }, [close]);
  // While open, focus stays in the button and the panel; Escape closes and returns focus.
  const trapParts = useMemo(() => [menuButtonRef, panelRef], []);
  useFocusTrap(trapParts, menuOpen, closeMenu);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) {
        close();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, close]);

  return (
    <header className="site-header" data-scrolled={scrolled || undefined}>
      {/* First thing Tab reaches after the cookie banner. Inside the header's landmark: the
          banner's links come before it, so tools no longer count it a skip link (axe's "region"). */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <Link to="/#home" className="site-header__brand">
          <BrandMark />
          <span>{company.name}</span>
        </Link>

        <nav aria-label="Main" className="site-nav">
          <NavLinks items={headerNav} current={current} className="site-nav" />
        </nav>

        <div className="site-header__actions">
          <HeaderAccount placement="bar" />
          <button
            ref={menuButtonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={toggleMenu}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="cv-visually-hidden">Menu</span>
          </button>
        </div>
      </div>

      <nav
        ref={panelRef}
        id={menuId}
        aria-label="Main (phone)"
        className="site-mobile-nav"
        hidden={!menuOpen}
      >
        <div className="container">
          <NavLinks items={headerNav} current={current} className="site-mobile-nav" />
          <div className="site-mobile-nav__cta">
            <HeaderAccount placement="menu" />
          </div>
        </div>
      </nav>
    </header>
  );
}
