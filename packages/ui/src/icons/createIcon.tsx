import { createElement, type ReactElement, type SVGProps } from 'react';

/** One SVG shape of an icon: its tag and attributes, on a 24 × 24 grid. */
export type IconShape = readonly [tag: string, attributes: Readonly<Record<string, string>>];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height (CSS classes such as `size-5` usually set them instead). */
  size?: number | string;
  strokeWidth?: number | string;
}

export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string };

const labelledBy = (props: IconProps) =>
  props['aria-label'] !== undefined ||
  props['aria-labelledby'] !== undefined ||
  props.role !== undefined ||
  props.children !== undefined;

/**
 * An outline icon on a 24 × 24 grid, stroked in the current text colour. Decorative unless it is
 * given a name (`aria-label`, `aria-labelledby`, a `role` or a `<title>` child): then screen
 * readers announce it; otherwise it is hidden from them.
 */
export function createIcon(name: string, shapes: readonly IconShape[]): IconComponent {
  const Icon: IconComponent = ({ size = 24, strokeWidth = 2, children, ...props }) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'data-icon': name,
        'aria-hidden': labelledBy({ children, ...props }) ? undefined : true,
        ...props,
      },
      children,
      ...shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    );
  Icon.displayName = name;
  return Icon;
}
