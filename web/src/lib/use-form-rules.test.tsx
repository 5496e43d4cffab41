import { render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from '@/components/text-field'
import { checkSignIn, type SignInValues } from '@/features/auth/api/schemas'
import { useFormRules } from './use-form-rules'

function SignIn({ onValid }: { onValid: (values: SignInValues) => void }) {
  const { register, handleSubmit, errors } = useFormRules(['email', 'password'], { email: '', password: '' }, checkSignIn)
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Entrar">
      <TextField id="email" label="Email" error={errors.email} {...register('email')} />
      <TextField id="password" label="Senha" type="password" error={errors.password} {...register('password')} />
      <button type="submit">Entrar</button>
    </form>
  )
}

// What react-hook-form did for the auth forms, kept without it (issue 16).
describe('useFormRules', () => {
  it('checks on submit, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    render(<SignIn onValid={onValid} />)
    await user.type(screen.getByLabelText('Senha'), '123')
    expect(screen.queryByText('Senha deve ter pelo menos 6 caracteres')).not.toBeInTheDocument() // not before a submit
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'email-error')
    expect(onValid).not.toHaveBeenCalled()
  })

  it('checks a field again as it changes after a submit, then sends the cleaned values', async () => {
    const user = userEvent.setup()
    const onValid = vi.fn()
    render(<SignIn onValid={onValid} />)
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ')
    expect(screen.queryByText('Email é obrigatório')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument() // untouched field keeps its error
    await user.type(screen.getByLabelText('Senha'), 'segredo<')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'segredo' })
  })

  it("keeps each field's ref callback across renders (the input is not detached and attached again)", () => {
    const { result, rerender } = renderHook(() =>
      useFormRules(['email', 'password'], { email: '', password: '' }, checkSignIn),
    )
    const email = result.current.register('email').ref
    const password = result.current.register('password').ref
    rerender()
    expect(result.current.register('email').ref).toBe(email)
    expect(result.current.register('password').ref).toBe(password)
    expect(email).not.toBe(password)
  })
})
