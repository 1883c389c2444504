import {
  HardHat,
  HeartPulse,
  Leaf,
  GraduationCap,
  Megaphone,
  BadgeCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { HseItem } from '../../content/home/staffing';

const icons: Record<string, LucideIcon> = {
  health: HeartPulse,
  safety: HardHat,
  environment: Leaf,
  training: GraduationCap,
  reporting: Megaphone,
  compliance: BadgeCheck,
};

/**
 * The HSE commitment wheel (spec 2.7): six items around a circle (radius 120 px under 550 px
 * wide, else 180 px: in the stylesheet). Hovering or focusing an item shows its details in the
 * middle. Screen readers meet a plain list: each item's title and details are its own text; the
 * middle is a visual copy they skip.
 */
export function HseWheel(props: { heading: string; intro: string; items: HseItem[] }) {
  const { heading, intro, items } = props;
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = items.find((item) => item.id === activeId);
  const listRef = useRef<HTMLUListElement>(null);

  // An item focused before this code arrived (the page is prerendered) shows its details too.
  useEffect(() => {
    const focused = document.activeElement;
    const item = focused instanceof HTMLElement ? focused.closest('[data-hse-id]') : null;
    if (item && listRef.current?.contains(item)) {
      setActiveId(item.getAttribute('data-hse-id'));
    }
  }, []);

  return (
    <div className="hse">
      <div className="hse__text">
        <h3 className="subsection-heading">{heading}</h3>
        <p>{intro}</p>
      </div>
      <div className="hse__wheel" onPointerLeave={() => setActiveId(null)}>
        <div className="hse__centre" aria-hidden="true">
          {active ? (
            <>
              <strong>{active.title}</strong>
              <span>{active.description}</span>
            </>
          ) : (
            <span className="hse__hint">Hover over or focus an item</span>
          )}
        </div>
        <ul
          ref={listRef}
          className="hse__items"
          aria-label="Our HSE commitments"
          style={{ '--hse-count': items.length } as CSSProperties}
        >
          {items.map((item, position) => {
            const Icon = icons[item.id] ?? BadgeCheck;
            return (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <li
                key={item.id}
                className="hse__item"
                // Focusable so keyboard users can show the details as a pointer does on hover.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                style={{ '--hse-index': position } as CSSProperties}
                data-hse-id={item.id}
                data-active={item.id === activeId || undefined}
                onPointerEnter={() => setActiveId(item.id)}
                onFocus={() => setActiveId(item.id)}
                onBlur={() => setActiveId(null)}
              >
                <span className="hse__dot" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className="hse__title">{item.title}</span>
                <span className="hse__detail">{item.description}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
