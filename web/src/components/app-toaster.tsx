import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'
import { takeCarriedToast } from '@/lib/carried-toast'
import { useMediaQuery } from '@/lib/use-media-query'

/** Where the app's toasts (sonner) appear: the app's provider and the landing's and public pages' own entries. */
export function AppToaster() {
  // sonner's own phone breakpoint: below it a toast takes the whole width.
  const phone = useMediaQuery('(max-width: 600px)')
  // A toast carried across a full page load (lib/carried-toast: e.g. the sign-in on /auth's own
  // entry, then /app). This effect runs after the Toaster's own, so the toast finds it listening.
  useEffect(() => {
    const carried = takeCarriedToast()
    if (carried) toast.success(carried.title, { description: carried.description })
  }, [])
  return (
    <Toaster
      richColors
      closeButton
      // A toast never covers a page heading (issue 18 §2). On a wide screen it sits below the
      // app's 64 px header, at the right, beside the left-aligned headings. On a phone it takes
      // the whole width, so it sits over the header itself, one at a time, for its few seconds
      // (the headings start 88 px down); the bottom was tried and covered the lists' buttons.
      position="top-right"
      offset={{ top: 72 }}
      mobileOffset={{ top: 8, left: 8, right: 8 }}
      visibleToasts={phone ? 1 : 3}
      containerAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  )
}
