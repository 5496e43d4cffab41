import { render } from '@testing-library/react'
import * as lucide from 'lucide-react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import type { SvgIcon, SvgIconProps } from '@/components/svg-icon'

/** The markup a component renders on its own. */
function markup(Component: ComponentType<SvgIconProps>, props: SvgIconProps): string {
  const { container, unmount } = render(<Component {...props} />)
  const html = container.innerHTML
  unmount()
  return html
}

// The props the public pages pass their icons, and lucide's other cases: no props (hidden from
// assistive technology), a label (not hidden), another attribute after the class.
const cases: SvgIconProps[] = [
  {},
  { className: 'size-4 text-success' },
  { className: 'size-4', 'aria-hidden': 'true' },
  { 'aria-hidden': 'true', className: 'size-5! text-primary' },
  { className: 'size-3 text-white', strokeWidth: 3 },
  { 'aria-label': 'Ícone', role: 'img' },
  { className: 'size-4', id: 'icone', focusable: 'false' },
]

/**
 * The public pages' icons are lucide-react's data without its runtime (svgIcon; issue 16): each
 * must render what lucide-react's icon of the same name renders, so no pixel, class or attribute
 * changes.
 */
export function describeLucideParity(owner: string, icons: Record<string, SvgIcon>): void {
  describe(`${owner}'s icons`, () => {
    const lucideIcons: Record<string, unknown> = lucide
    it.each(Object.entries(icons))('%s renders what lucide-react renders', (name, Icon) => {
      const Lucide = lucideIcons[name] as ComponentType<SvgIconProps> | undefined
      expect(Lucide).toBeDefined()
      // Our own component, not lucide's re-exported (which would compare lucide with itself).
      expect(Icon).not.toBe(Lucide)
      for (const props of cases) expect(markup(Icon, props)).toBe(markup(Lucide!, props))
    })
  })
}
