/** Activity event types (docs/product-spec.md Enumerations). */
export const ACTIVITY_EVENT_TYPES = [
  'file_upload',
  'email_received',
  'email_attachment',
  'file_expired',
  'file_delete',
  'file_update',
  'calendar_added',
  'calendar_deleted',
  'calendar_synced',
  'settings_updated',
  'email_rejected',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** One entry of `GET /api/activitylogs` → `{ logs: ActivityLog[] }`, newest first. */
export interface ActivityLog {
  id: string;
  event_type: ActivityEventType;
  description: string;
  created_at: string;
}
