import * as mapPinModule from 'lucide-react/dist/esm/icons/map-pin.mjs';
import * as menuModule from 'lucide-react/dist/esm/icons/menu.mjs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconData } from './createLucideIcon';

// Each lucide icon module exports its drawing beside the component (typed as the component only).
type IconModule = { default: ComponentType<Record<string, unknown>>; __iconData: IconData };
const { default: LucideMenu, __iconData: menu } = menuModule as unknown as IconModule;
const { default: LucideMapPin, __iconData: mapPin } = mapPinModule as unknown as IconModule;

// The unit tests run without the site's build alias, so lucide's icons render here with
// lucide's own runtime: ours must draw exactly the same markup from the same icon data.
const markup = (icon: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(icon, props));

describe("the site's lucide icon factory", () => {
  it('draws a decorative icon as lucide does: hidden from assistive technology', () => {
    const props = { size: 18, className: 'site-header__icon' };
    expect(markup(createLucideIcon(menu), props)).toBe(markup(LucideMenu, props));
    expect(markup(createLucideIcon(menu), props)).toContain('aria-hidden="true"');
  });

  it('leaves an icon with a name to be read, as lucide does', () => {
    const props = { 'aria-label': 'Office', strokeWidth: 1.5 };
    expect(markup(createLucideIcon(mapPin), props)).toBe(markup(LucideMapPin, props));
    expect(markup(createLucideIcon(mapPin), props)).not.toContain('aria-hidden');
  });
});
