import { clsx, type ClassValue } from 'clsx'

// The app's entry sets tailwind-merge here, so later Tailwind classes win over earlier ones. The
// landing (landing-main.tsx) and /auth and /payment (public-main.tsx) leave it out, 9 kB of their
// gzipped JS (issue 16: at most 100 kB): their pages never pass a class that conflicts with a
// component's own, which their tests check (test/setup.ts). Their components join classes as written.
let merge: (classes: string) => string = (classes) => classes

/** Sets how cn resolves conflicting Tailwind classes: tailwind-merge's twMerge, in the app. */
export function setClassMerger(merger: (classes: string) => string): void {
  merge = merger
}

/** Joins class names; in the app, later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
