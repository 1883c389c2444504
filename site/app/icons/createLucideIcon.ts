import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * The site's stand-in for lucide-react's icon factory (decision 064): the build points every
 * lucide icon module at this file (`site/vite.config.ts`), so icons keep lucide's drawings and
 * props while a page skips lucide's own runtime (context, class merging, node builders), about
 * 1 kB of every page's JavaScript budget. Renders what lucide renders: a 24-unit stroked SVG,
 * hidden from assistive technology unless it is given a name.
 */
export interface IconData {
  name: string;
  node: Array<[string, Record<string, string>]>;
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const namesItself = (props: object) =>
  Object.entries(props).some(
    ([key, value]) =>
      value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'),
  );

export default function createLucideIcon(icon: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(children || namesItself(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
