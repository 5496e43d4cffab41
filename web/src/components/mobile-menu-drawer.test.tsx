import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { MobileMenuDrawer } from './mobile-menu-drawer'

// The drawer opens on /payment too, which joins classes without tailwind-merge (lib/utils): this
// test is in test/setup.ts's list, so a class the drawer passes that conflicts with its
// components' own fails it.
describe('MobileMenuDrawer', () => {
  it('slides in from the right with the anchors and the two actions', () => {
    render(
      <MobileMenuDrawer
        open
        onOpenChange={() => undefined}
        anchors={[{ href: '/#planos', label: 'Planos' }]}
        triggerRef={createRef<HTMLButtonElement>()}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog).toHaveClass('right-0', 'w-[min(20rem,88vw)]')
    expect(dialog).not.toHaveClass('left-0')
    expect(screen.getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '/#planos')
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/#planos')
  })
})
