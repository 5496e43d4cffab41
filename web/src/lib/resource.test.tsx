import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createResource, type Resource } from './resource'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Busy for ms milliseconds: a slow component's render. */
function spin(ms: number) {
  const start = performance.now()
  while (performance.now() - start < ms) {
    // busy
  }
}

function Reader({ resource, name }: { resource: Resource<string>; name: string }) {
  const read = resource.use()
  const text = read.isPending ? 'carregando' : read.isError ? 'falhou' : read.data
  return <p data-testid={name}>{text}</p>
}

describe('createResource', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches once for every component of the page and shares the answer', async () => {
    const answers = [deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise)
    render(
      <>
        <Reader resource={resource} name="a" />
        <Reader resource={resource} name="b" />
      </>,
    )
    expect(screen.getByTestId('a')).toHaveTextContent('carregando')
    await act(async () => answers[0]!.resolve('planos'))
    expect(screen.getByTestId('a')).toHaveTextContent('planos')
    expect(screen.getByTestId('b')).toHaveTextContent('planos')
    expect(calls).toBe(1)
  })

  it('reads again on a mount once the answer is older than maxAge, keeping the last answer meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise, { maxAge: 5_000 })
    const hero = render(<Reader resource={resource} name="a" />)
    await act(async () => answers[0]!.resolve('37 vagas'))
    // A section mounting a moment later shares the hero's answer.
    vi.setSystemTime(Date.now() + 4_000)
    const section = render(<Reader resource={resource} name="b" />)
    expect(calls).toBe(1)
    expect(screen.getByTestId('b')).toHaveTextContent('37 vagas')
    hero.unmount()
    section.unmount()
    vi.setSystemTime(Date.now() + 1_000)
    render(<Reader resource={resource} name="a" />)
    expect(calls).toBe(2)
    expect(screen.getByTestId('a')).toHaveTextContent('37 vagas')
    expect(resource.status()).toBe('pending')
    await act(async () => answers[1]!.resolve('36 vagas'))
    expect(screen.getByTestId('a')).toHaveTextContent('36 vagas')
    expect(resource.status()).toBe('success')
  })

  it('with maxAge 0, reads again on every mount', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise, { maxAge: 0 })
    const first = render(<Reader resource={resource} name="a" />)
    await act(async () => answers[0]!.resolve('ana@exemplo.com'))
    first.unmount()
    render(<Reader resource={resource} name="a" />)
    expect(calls).toBe(2)
  })

  it('takes a preload as the first mount\u2019s read, and reads again on a mount once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise, { maxAge: 5_000 })
    resource.preload()
    const first = render(<Reader resource={resource} name="a" />)
    await act(async () => answers[0]!.resolve('oferta'))
    expect(screen.getByTestId('a')).toHaveTextContent('oferta')
    expect(calls).toBe(1)
    first.unmount()
    vi.setSystemTime(Date.now() + 5_000)
    render(<Reader resource={resource} name="b" />)
    expect(calls).toBe(2)
    expect(screen.getByTestId('b')).toHaveTextContent('oferta')
  })

  it('says when the read failed, and reads again on refetch', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise)
    function WithRetry() {
      const read = resource.use()
      return (
        <>
          <p data-testid="r">{read.isError ? 'falhou' : (read.data ?? 'carregando')}</p>
          <button type="button" onClick={read.refetch}>
            Tentar novamente
          </button>
        </>
      )
    }
    render(<WithRetry />)
    await act(async () => answers[0]!.reject(new Error('offline')))
    expect(screen.getByTestId('r')).toHaveTextContent('falhou')
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(screen.getByTestId('r')).toHaveTextContent('carregando')
    await act(async () => answers[1]!.resolve('ok'))
    expect(screen.getByTestId('r')).toHaveTextContent('ok')
  })

  it('reads a failed resource again when the next component needing it mounts', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise)
    const first = render(<Reader resource={resource} name="a" />)
    await act(async () => answers[0]!.reject(new Error('offline')))
    expect(screen.getByTestId('a')).toHaveTextContent('falhou')
    first.unmount()
    render(<Reader resource={resource} name="a" />)
    expect(calls).toBe(2)
    await act(async () => answers[1]!.resolve('rodapé'))
    expect(screen.getByTestId('a')).toHaveTextContent('rodapé')
  })

  it('without keepStale, a failed refresh forgets the old answer (who was signed in)', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let calls = 0
    const resource = createResource(() => answers[calls++]!.promise, { maxAge: 0, keepStale: false })
    const first = render(<Reader resource={resource} name="a" />)
    await act(async () => answers[0]!.resolve('ana@exemplo.com'))
    first.unmount()
    render(<Reader resource={resource} name="a" />)
    await act(async () => answers[1]!.reject(new Error('offline')))
    expect(screen.getByTestId('a')).toHaveTextContent('falhou')
  })

  it('renders an answer in slices, so other work gets in between (issue 16: Total Blocking Time)', async () => {
    const answer = deferred<string>()
    const resource = createResource(() => answer.promise)
    // 60 readers that each take 2 ms to render: the answer is 120 ms of rendering in all.
    function SlowReader() {
      const read = resource.use()
      spin(2)
      return <p>{read.data ?? 'carregando'}</p>
    }
    render(
      <>
        {Array.from({ length: 60 }, (_, i) => (
          <SlowReader key={i} />
        ))}
      </>,
    )
    // Outside act, as in a browser: React schedules the answer's render as it would there.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      let shownWhenTimerRan = -1
      answer.resolve('planos')
      await answer.promise
      setTimeout(() => (shownWhenTimerRan = screen.queryAllByText('planos').length), 0)
      await waitFor(() => expect(screen.getAllByText('planos')).toHaveLength(60))
      // A render in one task (useSyncExternalStore's) would have shown all 60 before the timer ran.
      expect(shownWhenTimerRan).toBe(0)
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
    }
  })
})
