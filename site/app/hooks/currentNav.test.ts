import { describe, expect, it } from 'vitest';
import { headerNav } from '../content/navigation';
import { currentNav, sectionAtLine } from './currentNav';

const at = (pathname: string, hash = '', sectionInView: string | null = null) =>
  currentNav(headerNav, { pathname, hash, sectionInView });

describe('currentNav', () => {
  it('follows the section in view on the home page, then the hash', () => {
    expect(at('/', '', 'services')).toEqual({ to: '/#services', kind: 'location' });
    expect(at('/', '#contact', 'about')).toEqual({ to: '/#about', kind: 'location' });
    expect(at('/', '#contact')).toEqual({ to: '/#contact', kind: 'location' });
    expect(at('/', '', 'trusted-by')).toBeNull();
  });

  it('follows the path prefix elsewhere, whatever the capitalisation', () => {
    expect(at('/services/gsi')).toEqual({ to: '/#services', kind: 'true' });
    expect(at('/Services/SAP-Solutions')).toEqual({ to: '/#services', kind: 'true' });
    expect(at('/products/robotics-research-kit')).toEqual({ to: '/#products', kind: 'true' });
    expect(at('/careers')).toEqual({ to: '/careers', kind: 'page' });
    expect(at('/terms', '#contact')).toBeNull();
  });
});

describe('sectionAtLine', () => {
  it('picks the section spanning 100 px from the top, edges included', () => {
    const sections = [
      { id: 'home', top: -700, bottom: 100 },
      { id: 'about', top: 100, bottom: 900 },
    ];
    expect(sectionAtLine(sections)).toBe('home');
    expect(sectionAtLine([{ id: 'about', top: 100, bottom: 900 }])).toBe('about');
    expect(sectionAtLine([{ id: 'about', top: 101, bottom: 900 }])).toBeNull();
  });
});
