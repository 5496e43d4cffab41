import { createElement, type ComponentProps, type ReactElement } from 'react'

/** An icon's shapes: each element's tag and attributes, as lucide's icon data writes them. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]

/** No children and no `color`: lucide treats both apart (a child labels the icon, `color` is its
 * stroke), and the public pages pass neither. */
export type SvgIconProps = Omit<ComponentProps<'svg'>, 'children' | 'color'>

export type SvgIcon = (props: SvgIconProps) => ReactElement

/**
 * A lucide icon as a plain component (issue 16: at most 100 kB of JS on the public pages): the
 * markup lucide-react renders, attribute for attribute and in its order, without its runtime
 * (createLucideIcon, its context and one file per icon). `classes` is lucide's own class list
 * ("lucide lucide-check"), `node` its icon data; features/landing/components/icons.test.tsx renders each icon beside
 * lucide-react's. Only what the public pages pass is kept: a class, a stroke width and `aria-*`
 * (lucide hides an icon from assistive technology unless it is given an `aria-*`, `role` or
 * `title`).
 */
export function svgIcon(classes: string, node: IconNode): SvgIcon {
  return function Icon({ className, strokeWidth = 2, ...props }: SvgIconProps) {
    const labelled = Object.entries(props).some(
      ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
    )
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        {...(labelled ? {} : { 'aria-hidden': 'true' })}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
}
