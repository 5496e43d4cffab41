import { z } from 'zod'
import type { Schemas } from '@/lib/api'

export const notificationTypes = ['info', 'success', 'warning', 'error', 'reminder'] as const
export type NotificationType = (typeof notificationTypes)[number]

/** A notification as the API returns it. Unknown types (a newer server) read as info. */
export const notificationSchema = z.object({
  id: z.string(),
  /** Null when for both members of the couple. */
  user_id: z.string().nullable(),
  type: z.enum(notificationTypes).catch('info'),
  title: z.string(),
  message: z.string(),
  // Only paths inside the app are followed (the server only stores those; this is a second lock).
  link: z
    .string()
    .nullish()
    .transform((value) => (value && /^\/(?![/\\])/.test(value) ? value : null)),
  priority: z.number().int(),
  read_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  created_at: z.string(),
}) satisfies z.ZodType<Schemas['Notification']>

export type AppNotification = z.output<typeof notificationSchema>

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int().nonnegative(),
}) satisfies z.ZodType<Schemas['NotificationList']>

export type NotificationList = z.output<typeof notificationListSchema>

export type NotificationFilter = 'unread' | 'all'
