/** The fixed school taxonomy of query categories (issue #4 §5). '' = unknown ("Uncategorized"). */
export const QUERY_CATEGORIES = [
  'Calendar & Events',
  'Attendance',
  'Transportation',
  'Food & Lunch',
  'Health & Safety',
  'Policies',
  'Academics',
  'Fees & Payments',
  'Activities',
  'General',
] as const;
export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

/** Longest question accepted by POST /api/webchat (and WhatsApp), in characters. */
export const MAX_QUESTION_LENGTH = 2000;
