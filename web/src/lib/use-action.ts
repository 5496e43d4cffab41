import { useState } from 'react'

/**
 * A write's state for the public pages (/auth, /payment), the part of TanStack Query's useMutation
 * they use, without the library: their own entry (public-main.tsx, issue 16) loads no query cache.
 * mutateAsync runs the write and rejects with its error; isPending, isSuccess, isError and error describe
 * the last run.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, onSuccess?: (output: O) => void) {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'success' | 'error'; error: unknown }>({
    status: 'idle',
    error: null,
  })
  const mutateAsync = async (input: I): Promise<O> => {
    setState({ status: 'pending', error: null })
    try {
      const output = await run(input)
      onSuccess?.(output)
      setState({ status: 'success', error: null })
      return output
    } catch (error) {
      setState({ status: 'error', error })
      throw error
    }
  }
  return {
    mutateAsync,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  }
}
