import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type SectionHeadingProps = {
  id: string
  eyebrow: string
  title: ReactNode
  children?: ReactNode
  className?: string
  tone?: 'default' | 'inverted'
}

/** Eyebrow + serif title + lead: the opening of every landing section. */
export function SectionHeading({ id, eyebrow, title, children, className, tone = 'default' }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className={cn('text-xs font-semibold tracking-[0.22em] uppercase', tone === 'inverted' ? 'text-[#f5d9a8]' : 'text-gold')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 font-serif text-3xl leading-[1.15] font-semibold tracking-tight sm:text-[2.6rem]',
          tone === 'inverted' && 'text-white',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-base leading-relaxed sm:text-lg', tone === 'inverted' ? 'text-white/75' : 'text-muted-foreground')}>
          {children}
        </p>
      )}
    </div>
  )
}
