import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'

/** A form's check: the first message of each invalid field, and the cleaned values when none is. */
export type FormRulesCheck<F extends string, V> = { errors: Partial<Record<F, string>>; values: V | null }

/**
 * The part of react-hook-form the auth forms used, without the library (issue 16: /auth's own
 * entry stays light), with the same behaviour: the fields are checked on submit; after the first
 * submit a field is checked again as it changes; a submit with errors focuses the first invalid
 * field (in the order of `fields`) and sends nothing. Inputs stay uncontrolled.
 */
export function useFormRules<F extends string, V>(
  fields: readonly F[],
  defaults: Record<F, string>,
  check: (input: Record<F, string>) => FormRulesCheck<F, V>,
) {
  const values = useRef<Record<F, string>>({ ...defaults })
  const inputs = useRef(new Map<F, HTMLInputElement>())
  const submitted = useRef(false)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})

  const setFieldError = (field: F, message: string | undefined) =>
    setErrors((current) => {
      if (current[field] === message) return current
      const next = { ...current }
      if (message) next[field] = message
      else delete next[field]
      return next
    })

  // One ref callback per field for the form's life: a new function each render would make React
  // detach and attach the input again at every keystroke's render.
  const refs = useRef(new Map<F, (input: HTMLInputElement | null) => void>())
  const refFor = (field: F) => {
    let ref = refs.current.get(field)
    if (!ref) {
      ref = (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(field, input)
        else inputs.current.delete(field)
      }
      refs.current.set(field, ref)
    }
    return ref
  }

  const register = (field: F) => ({
    name: field,
    defaultValue: defaults[field],
    ref: refFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      values.current[field] = event.target.value
      if (submitted.current) setFieldError(field, check(values.current).errors[field])
    },
  })

  /** The submit handler: onValid gets the cleaned values when every rule passes. */
  const handleSubmit = (onValid: (values: V) => Promise<unknown> | void) => async (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    // What the inputs hold now (an autofill may not have sent a change).
    for (const [field, input] of inputs.current) values.current[field] = input.value
    const result = check(values.current)
    setErrors(result.errors)
    if (result.values !== null) {
      await onValid(result.values)
      return
    }
    const first = fields.find((field) => result.errors[field])
    if (first) inputs.current.get(first)?.focus()
  }

  /** An error the server found on a field (kept until the field changes or the form is sent again). */
  const setError = (field: F, message: string) => setFieldError(field, message)

  return { register, handleSubmit, errors, setError }
}
