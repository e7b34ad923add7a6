/**
 * Query category by rules (default without an LLM): each category of the fixed school
 * taxonomy (contracts/assistant.contract.ts QUERY_CATEGORIES) has keyword stems; the category with
 * the most hits wins, ties going to the earlier (more specific) rule. A readable question with no hit
 * is "General"; an unreadable one (emoji-only, other script) is '' (shown as "Uncategorized").
 */
import type { QueryCategory } from '../../../contracts/assistant.contract.js';

/**
 * Keyword stems per category, most specific first (prefix match on normalized tokens). Health comes
 * before Transportation: "drop off medication" is about the nurse, not the car line.
 */
const RULES: [QueryCategory, string[]][] = [
  [
    'Fees & Payments',
    [
      'howmuch',
      'cost',
      'price',
      'fee',
      'pay',
      'tuition',
      'refund',
      'money',
      'cash',
      'check',
      'dollar',
      'invoice',
      'charge',
      'afford',
      'discount',
      'scholarship',
    ],
  ],
  [
    'Food & Lunch',
    ['lunch', 'breakfast', 'cafeteria', 'meal', 'menu', 'snack', 'food', 'eat', 'milk', 'vegetarian', 'caf'],
  ],
  [
    'Health & Safety',
    [
      'sick',
      'ill',
      'fever',
      'nurse',
      'medic',
      'allerg',
      'lice',
      'vaccin',
      'immuniz',
      'injur',
      'emergency',
      'lockdown',
      'safety',
      'safe',
      'covid',
      'flu',
      'vomit',
      'health',
      'doctor',
      'asthma',
      'inhaler',
      'epipen',
      'unwell',
      'hurt',
      'concussion',
    ],
  ],
  [
    'Transportation',
    [
      'bus',
      'pickup',
      'dropoff',
      'dismiss',
      'carpool',
      'parking',
      'park',
      'drive',
      'driving',
      'walk',
      'bike',
      'transport',
      'ride',
      'route',
      'stop',
      'car',
      'arrival',
    ],
  ],
  [
    'Attendance',
    [
      'absent',
      'absence',
      'attendance',
      'late',
      'tardy',
      'miss',
      'excuse',
      'leave early',
      'early release',
      'sign out',
      'truan',
    ],
  ],
  [
    'Academics',
    [
      'homework',
      'grade',
      'reportcard',
      'report',
      'test',
      'exam',
      'quiz',
      'teacher',
      'curriculum',
      'reading',
      'math',
      'science',
      'tutor',
      'class',
      'assignment',
      'project',
      'study',
      'learn',
      'parentteacher',
      'conference',
      'library',
      'book',
      'supplies',
      'supply',
    ],
  ],
  [
    'Activities',
    [
      'club',
      'sport',
      'team',
      'soccer',
      'basketball',
      'football',
      'baseball',
      'volleyball',
      'afterschool',
      'aftercare',
      'fieldtrip',
      'trip',
      'music',
      'band',
      'choir',
      'art',
      'drama',
      'play',
      'theater',
      'dance',
      'camp',
      'practice',
      'game',
      'volunteer',
      'fair',
      'concert',
    ],
  ],
  [
    'Policies',
    [
      'policy',
      'policies',
      'rule',
      'uniform',
      'dresscode',
      'dress',
      'wear',
      'phone',
      'device',
      'bully',
      'discipline',
      'allowed',
      'allow',
      'permit',
      'visitor',
      'code',
      'conduct',
      'handbook',
      'enroll',
      'registration',
      'register',
    ],
  ],
  [
    'Calendar & Events',
    [
      'calendar',
      'event',
      'holiday',
      'break',
      'vacation',
      'closed',
      'closure',
      'noschool',
      'dayoff',
      'halfday',
      'snowday',
      'schedule',
      'date',
      'when',
      'open',
      'start',
      'begin',
      'end',
      'week',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
      'tomorrow',
      'today',
      'tonight',
      'picture',
      'photo',
      'graduation',
      'assembly',
      'ceremony',
      'meeting',
      'night',
    ],
  ],
];

/** Category of a question from its normalized tokens ('' when `readable` is false). */
export function categorize(tokens: string[], readable = true): QueryCategory | '' {
  if (!readable || tokens.length === 0) return '';
  let best: QueryCategory | '' = '';
  let bestHits = 0;
  const text = ` ${tokens.join(' ')} `;
  for (const [category, stems] of RULES) {
    let hits = 0;
    for (const stem of stems) {
      if (stem.includes(' ') ? text.includes(` ${stem} `) : tokens.some((t) => t.startsWith(stem))) hits++;
    }
    // Calendar words like "when"/"friday" accompany most questions: they only decide alone.
    if (category === 'Calendar & Events' && bestHits > 0) continue;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  return best || 'General';
}
