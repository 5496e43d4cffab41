import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DateField } from './date-field'

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return <DateField id="data" label="Data" value={value} onChange={setValue} />
}

describe('DateField calendar (keyboard)', () => {
  it('focuses the selected day, moves by day, week, month and week ends, and picks with Enter', async () => {
    const user = userEvent.setup()
    render(<Harness initial="15/05/2027" />)
    const trigger = screen.getByRole('button', { name: 'Abrir calendário: Data' })
    await user.click(trigger)
    expect(screen.getByRole('button', { name: '15 de maio de 2027' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: '16 de maio de 2027' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: '23 de maio de 2027' })).toHaveFocus()
    await user.keyboard('{PageDown}')
    expect(screen.getByText('Junho de 2027')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '23 de junho de 2027' })).toHaveFocus()
    // 23/06/2027 is a Wednesday; the week starts on Sunday the 20th.
    await user.keyboard('{Home}')
    expect(screen.getByRole('button', { name: '20 de junho de 2027' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(screen.getByText('Junho de 2027')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '12 de junho de 2027' })).toHaveFocus()
    // Only the focused day is in the Tab order.
    expect(screen.getByRole('button', { name: '13 de junho de 2027' })).toHaveAttribute('tabindex', '-1')

    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Data')).toHaveValue('12/06/2027')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes with Escape and returns focus to the calendar button, keeping the value', async () => {
    const user = userEvent.setup()
    render(<Harness initial="31/01/2027" />)
    const trigger = screen.getByRole('button', { name: 'Abrir calendário: Data' })
    await user.click(trigger)
    // A month step from the 31st lands on February's last day.
    await user.keyboard('{PageDown}')
    expect(screen.getByRole('button', { name: '28 de fevereiro de 2027' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(screen.getByLabelText('Data')).toHaveValue('31/01/2027')
  })
})
