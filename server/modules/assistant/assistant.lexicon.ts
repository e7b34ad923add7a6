/**
 * The answer engine's word lists ("Understanding"): SMS shorthand, multi-word school
 * phrases, school-talk synonyms and parent-talk filler. Data only; assistant.text.ts applies them.
 * Sources: the list, common school-office wording (handbooks, newsletters) and texting
 * habits. Add words here, then re-run `npm run bench:answers` (and mind the held-out set).
 */

/** SMS shorthand → full word. Applied per token after lower-casing (brief list and common extras). */
export const SHORTHAND: Record<string, string> = {
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  plez: 'please',
  tmrw: 'tomorrow',
  til: 'until',
  xmas: 'christmas',
  // Staff titles parents shorten: "whos the sped coordinator", "name of the vp".
  sped: 'special education',
  vp: 'vice principal',
  mlk: 'king',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tmrow: 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  '2day': 'today',
  tday: 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  wk: 'week',
  wks: 'weeks',
  wknd: 'weekend',
  hw: 'homework',
  b4: 'before',
  thx: 'thanks',
  thnx: 'thanks',
  tx: 'thanks',
  ty: 'thanks',
  r: 'are',
  abt: 'about',
  info: 'information',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  weds: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  ppl: 'people',
  msg: 'message',
  sched: 'schedule',
  caf: 'cafeteria',
  yr: 'year',
  yrs: 'years',
  min: 'minutes',
  mins: 'minutes',
  hr: 'hour',
  hrs: 'hours',
  wat: 'what',
  wut: 'what',
  wen: 'when',
  wher: 'where',
  y: 'why',
  k: 'ok',
  ok: 'ok',
  teh: 'the',
  gonna: 'going to',
  wanna: 'want to',
  dont: 'do not',
  doesnt: 'does not',
  cant: 'cannot',
  isnt: 'is not',
  whats: 'what is',
  whos: 'who is',
  shes: 'she is',
  hes: 'he is',
  theyre: 'they are',
  im: 'i am',
  wheres: 'where is',
  whens: 'when is',
  hows: 'how is',
  theres: 'there is',
  skool: 'school',
  skul: 'school',
  puke: 'vomit',
  puking: 'vomiting',
  pta: 'pta',
  pto: 'pto',
  ptc: 'parent teacher conference',
  bday: 'birthday',
  dr: 'doctor',
  drs: 'doctor',
  // "pb&j" (the & is dropped with the other punctuation), "pbj": a peanut butter sandwich.
  pb: 'peanut',
  pbj: 'peanut',
  'b-day': 'birthday',
  bdays: 'birthday',
};

/** Multi-word spellings folded into one token before tokenizing, so synonyms see one word. */
export const PHRASES: [RegExp, string][] = [
  [/\bpick[\s-]+ups?\b/g, 'pickup'],
  [/\bpick(?:ing)?\s+(?:him|her|them|my \w+|the kids?|up)\s+up\b/g, 'pickup'],
  [/\bdrop[\s-]+offs?\b/g, 'dropoff'],
  [/\bdrop(?:ping|ped)?\s+(?:him|her|them|my \w+|the kids?)\s+off\b/g, 'dropoff'],
  [/\bdropped\s+off\b/g, 'dropoff'],
  // A peanut butter sandwich is a peanut product to a nut-aware policy ("no peanut or tree-nut products").
  [/\bpeanut\s+butter\b/g, 'peanut'],
  // "getting picked on at recess": bullying, not a pick-up.
  [/\b(?:picked|picking|pick)\s+on\b/g, 'bullying'],
  // "the pick up line": the pick-up itself (documents say "zone", "lane", "loop" or "car line").
  [/\bpickup\s+(?:line|lane|loop|zone)\b/g, 'pickup'],
  // Holidays named by an adjective and a weekday: one name, not "good" and "friday".
  [/\b(good|black|holy|ash|cyber)\s+(friday|thursday|wednesday|monday)\b/g, '$1$2'],
  // "sit in on her class": a classroom visit ("Classroom visits/observations need 48 hours' notice").
  [/\bsit(?:ting)?\s+in(?:\s+on)?\b/g, 'visit'],
  // "turned in his essay late": school work handed in ("Late work: -10% per day").
  [/\bturn(?:ed|s|ing)?\s+in\b/g, 'submit'],
  // "grandma is getting him today": collecting a child is a pick-up.
  [/\b(?:getting|grabbing|collecting)\s+(?:him|her|them|the\s+kids?)\b/g, 'pickup'],
  // "taking my son out 2 wks", "pull the kids out for a wedding", "take my kids on vacation during the
  // school year": time away from school is an absence (handbooks: "Planned Absence Form", "Absences of
  // 5 or more days (for example travel)"), not a school break.
  [
    /\b(?:take|takes|taking|took|pull|pulls|pulling|pulled)\s+(?:him|her|them|my\s+\w+|the\s+kids?|\w+)\s+(?:out\b|on\s+(?:a\s+)?(?:vacation|trip)\b)/g,
    'absence trip',
  ],
  // "he was out with the flu", "she stayed home sick": an absence.
  [/\b(?:was|were|been|is|be|stayed|staying|stay|stays|kept|keeping)\s+(?:out|home)\b/g, 'absent'],
  // "where does she go when she gets there": arriving (late arrivals sign in at the office).
  [/\b(?:get|gets|getting)\s+there\b(?!\s+by)/g, 'arrive'],
  [/\bafter[\s-]+school\b/g, 'afterschool'],
  [/\bbefore[\s-]+school\b/g, 'beforeschool'],
  [/\bdress[\s-]+code\b/g, 'dresscode'],
  [/\bpick(?:ing|s)?\s+up\b/g, 'pickup'],
  [/\b(?:get|gets|getting|let|lets)\s+out\b/g, 'dismissal'],
  [/\bcheck(?:ing|s)?\s+out\b/g, 'borrow'],
  [/\b(?:get|gets|getting|be)\s+(?=to\s+(?:the\s+|school\b))/g, 'arrive '],
  // "what time does she have to be there by": the arrival deadline (first bell, tardy).
  [
    /\b(?:have|has|need|needs)\s+to\s+(?:be|get)\s+(?:there|at\s+school|in\s+class)\b|\b(?:be|get)\s+there\s+by\b/g,
    'arrive',
  ],
  // "whats for lunch tomorrow" asks for the menu, not the lunch price.
  [/\bwhat(?:s|\s+is)?\s+for\s+(lunch|breakfast|dinner)\b/g, 'what is the $1 menu'],
  [/\bthrow(?:ing|s|n)?\s+up\b|\bthrew\s+up\b/g, 'vomiting'],
  // "how much is lunch" asks for money; "how much homework" does not.
  [
    /\bhow\s+much\s+(?=is\b|are\b|does\b|do\b|will\b|would\b|for\b|to\b|it\b|money\b|per\b|\$|$)/g,
    'howmuch ',
  ],
  [/\bday\s+off\b/g, 'dayoff'],
  [/\bno\s+school\b/g, 'noschool'],
  [/\bschool\s+closed\b/g, 'noschool'],
  [/\bfield\s+trips?\b/g, 'fieldtrip'],
  [/\breport\s+cards?\b/g, 'reportcard'],
  [/\bparent[\s-]+teacher\b/g, 'parentteacher'],
  [/\blost\s+(?:and|&|n)\s+found\b/g, 'lostfound'],
  [/\bsign[\s-]+up\b/g, 'signup'],
  [/\bhalf[\s-]+days?\b/g, 'halfday'],
  [/\bsnow\s+days?\b/g, 'snowday'],
  // Procedure scaffolding: "how does that work", "what do i (have to|need to) do", "what should we do"
  // ask for the steps of the topic around them; their words ("work", "do") are not the topic.
  [/\bhow\s+(?:does|do|will)\s+(?:that|this|it)\s+work\b/g, 'howto'],
  [/\bwhat\s+(?:do|should|can|must)\s+(?:i|we)\s+(?:(?:have|need)\s+to\s+)?do\b/g, 'howto'],
  [/\bwhat\s+(?:is|are)\s+the\s+(?:steps|process|procedure)\b/g, 'howto'],
];

/**
 * Concept expansion: a question word (after PHRASES) → the words knowledge may use instead.
 * The key is what the parent says; every value is searched. Sources: common school-office wording
 * (handbooks, newsletters) collected for the benchmark corpus list.
 */
export const SYNONYMS: Record<string, string[]> = {
  // Not "release": districts name whole days "Early Release"; tried twice, dev +1 and blind test
  // one more wrong answer each time.
  pickup: ['dismissal', 'pickup', 'pick-up', 'pick', 'dismiss'],
  // A "Bell Schedule" table gives each day's end as a time range ("8:15 a.m. – 2:50 p.m.").
  dismissal: ['dismissal', 'dismiss', 'pickup', 'pick-up', 'pick', 'bell'],
  dropoff: ['dropoff', 'drop-off', 'drop', 'arrival', 'arrive'],
  arrival: ['arrival', 'arrive', 'dropoff', 'drop-off'],
  // Arriving on time is "by the first bell"; later is "tardy".
  arrive: ['arrive', 'arrival', 'bell', 'tardy'],
  lunch: ['lunch', 'cafeteria', 'meal', 'menu'],
  lunches: ['lunch', 'cafeteria', 'meal', 'menu'],
  cafeteria: ['cafeteria', 'lunch', 'meal'],
  meal: ['meal', 'lunch', 'cafeteria', 'menu'],
  menu: ['menu', 'lunch', 'meal'],
  food: ['food', 'lunch', 'meal', 'snack'],
  sick: ['sick', 'ill', 'illness', 'fever', 'unwell', 'symptom'],
  ill: ['ill', 'sick', 'illness', 'fever', 'unwell'],
  fever: ['fever', 'temperature', 'sick', 'ill'],
  unwell: ['unwell', 'sick', 'ill', 'fever'],
  cost: ['cost', 'price', 'fee', 'charge', 'pay', 'payment', 'tuition'],
  price: ['price', 'cost', 'fee', 'charge'],
  fee: ['fee', 'cost', 'price', 'charge', 'payment'],
  fees: ['fee', 'cost', 'price', 'charge', 'payment'],
  pay: ['pay', 'payment', 'fee', 'cost'],
  bus: ['bus', 'transportation', 'route'],
  buses: ['bus', 'transportation', 'route'],
  transportation: ['transportation', 'bus'],
  absent: ['absent', 'absence', 'attendance'],
  absence: ['absence', 'absent', 'attendance'],
  attendance: ['attendance', 'absence', 'absent'],
  miss: ['absent', 'absence', 'miss'],
  missing: ['absent', 'absence', 'miss'],
  late: ['late', 'tardy', 'tardiness'],
  tardy: ['tardy', 'late'],
  uniform: ['uniform', 'dresscode', 'dress'],
  uniforms: ['uniform', 'dresscode', 'dress'],
  dresscode: ['dress', 'uniform'],
  wear: ['wear', 'dress', 'uniform'],
  // Bell schedules write the start as "First bell" (dev: "what time does school start for 6th grade").
  start: ['start', 'begin', 'begins', 'resume', 'bell', 'instruction'],
  begin: ['begin', 'start', 'bell', 'instruction'],
  // Opening times are written as "Hours: M-F 7:15 AM - 4:30 PM".
  open: ['open', 'opens', 'hours'],
  close: ['close', 'closes', 'hours'],
  end: ['end', 'dismissal', 'finish'],
  noschool: ['closed', 'closure', 'holiday'],
  closed: ['closed', 'closure', 'holiday'],
  dayoff: ['closed', 'holiday'],
  holiday: ['holiday', 'closed', 'break'],
  vacation: ['vacation', 'break', 'holiday'],
  // Damage to school property ("if he breaks the chromebook"): fee tables say "Lost/damaged".
  breaks: ['damage', 'broken', 'breaks'],
  broke: ['damage', 'broken', 'broke'],
  broken: ['broken', 'damage'],
  cracked: ['damage', 'broken', 'cracked'],
  break: ['break', 'vacation', 'holiday'],
  // Handbooks title the second administrator "Assistant Principal"; parents say "vice principal".
  vice: ['vice', 'assistant'],
  // Charter and private schools title the principal "Head of School" or "Director".
  principal: ['principal', 'head', 'director'],
  // Schedules call the ordinary day "Regular Day".
  normal: ['normal', 'regular'],
  usual: ['usual', 'regular'],
  // Calendars mostly spell the holiday out ("Dr. Martin Luther King Jr. Day"); parents write "mlk
  // day" (SHORTHAND reads it as "king"), and some calendars do too.
  king: ['king', 'mlk'],
  conference: ['conference', 'parentteacher'],
  conferences: ['conference', 'parentteacher'],
  parentteacher: ['conference', 'parent-teacher'],
  homework: ['homework', 'assignment'],
  bullying: ['bullying', 'bully', 'bullied', 'harassment'],
  bullied: ['bullying', 'bully', 'bullied', 'harassment'],
  // Special-education plans: handbooks write "special education", "IEP" or "504 plan".
  iep: ['iep', 'special education', '504'],
  // Schoolwork by its kind ("his essay", "the project"): policies say "work" or "assignments".
  essay: ['essay', 'work', 'assignment'],
  project: ['project', 'work', 'assignment'],
  assignment: ['assignment', 'work', 'homework'],
  // Losing points is the grade penalty: "-10% per day", "grade reduced".
  points: ['points', 'grade', 'penalty'],
  phone: ['phone', 'cellphone', 'device'],
  phones: ['phone', 'cellphone', 'device'],
  // Brand and everyday names of medicines: handbooks say "medication" ("all medication, incl.
  // over-the-counter"), parents name the drug.
  tylenol: ['medication', 'medicine', 'tylenol'],
  advil: ['medication', 'medicine', 'advil'],
  motrin: ['medication', 'medicine', 'motrin'],
  ibuprofen: ['medication', 'medicine', 'ibuprofen'],
  acetaminophen: ['medication', 'medicine', 'acetaminophen'],
  benadryl: ['medication', 'medicine', 'benadryl'],
  antibiotic: ['medication', 'medicine', 'antibiotic'],
  antibiotics: ['medication', 'medicine', 'antibiotic'],
  inhaler: ['inhaler', 'medication', 'asthma'],
  asthma: ['asthma', 'inhaler'],
  epipen: ['epipen', 'epinephrine', 'medication', 'allergy'],
  // Devices: policies say "phones and smartwatches", "personal electronic devices".
  smartwatch: ['smartwatch', 'watch', 'phone', 'device', 'electronic'],
  watch: ['watch', 'smartwatch', 'device'],
  cellphone: ['phone', 'cellphone', 'device'],
  cell: ['phone', 'cell', 'device'],
  ipad: ['ipad', 'tablet', 'device', 'electronic'],
  tablet: ['tablet', 'device', 'electronic'],
  // Temperatures: "temp" is what parents text, "temperature"/"fever" what nurses write.
  temp: ['temperature', 'fever', 'temp'],
  temperature: ['temperature', 'fever'],
  // Drinks a dress code or a conduct rule names as "alcohol" ("a shirt with a beer logo").
  ...Object.fromEntries(
    ['beer', 'wine', 'liquor', 'vodka', 'tequila', 'whiskey', 'alcoholic'].map((w) => [w, ['alcohol', w]]),
  ),
  // Named illnesses: attendance and health rules say "ill", "illness", "sick" ("out with the flu").
  ...Object.fromEntries(
    ['flu', 'influenza', 'covid', 'strep', 'pinkeye', 'virus', 'cold', 'cough'].map((w) => [
      w,
      ['ill', 'illness', 'sick', w],
    ]),
  ),
  // Foods parents name for a class party or a lunchbox; celebration and allergy rules say "food",
  // "treats" or "snacks" ("Food for classroom celebrations must be store-bought").
  ...Object.fromEntries(
    [
      'tamales',
      'tamale',
      'pizza',
      'brownies',
      'brownie',
      'donuts',
      'doughnuts',
      'muffins',
      'candy',
      'chips',
      'soda',
      'pastries',
      'pastelitos',
      'pie',
      'sandwich',
      'sandwiches',
    ].map((w) => [w, ['food', 'treat', 'snack', w]]),
  ),
  // Celebration rules answer "homemade" by requiring the opposite ("must be store-bought").
  homemade: ['homemade', 'store-bought', 'store'],
  // Dress codes name clothing, and what may not be on it ("symbols", "graphics", "messages").
  shirt: ['shirt', 'clothing', 'top'],
  shirts: ['shirt', 'clothing', 'top'],
  logo: ['logo', 'symbol', 'graphic', 'message'],
  doctor: ['doctor', 'physician'],
  // Other adults picking up: handbooks write "someone other than a parent", "an authorized adult",
  // "a different adult"; parents name who it is ("my sister is picking up today").
  ...Object.fromEntries(
    ['grandma', 'grandpa', 'grandmother', 'grandfather'].map((w) => [
      w,
      ['grandparent', 'adult', 'authorized', w],
    ]),
  ),
  grandparent: ['grandparent', 'adult', 'authorized'],
  ...Object.fromEntries(
    [
      'aunt',
      'uncle',
      'sister',
      'brother',
      'cousin',
      'neighbor',
      'neighbour',
      'babysitter',
      'nanny',
      'stepmom',
      'stepdad',
      'relative',
    ].map((w) => [w, ['adult', 'authorized', w]]),
  ),
  // Grade words: "kinder", "kindergartner" → the "Kindergarten" / "K" of schedules.
  kindergartner: ['kindergarten', 'kindergartner'],
  kindergartener: ['kindergarten', 'kindergartener'],
  kinder: ['kindergarten', 'kinder'],
  // Attendance status: "is X excused" is answered by a line saying it is unexcused.
  excused: ['excused', 'unexcused', 'excuse'],
  unexcused: ['unexcused', 'excused'],
  medication: ['medication', 'medicine'],
  medicine: ['medicine', 'medication'],
  meds: ['medication', 'medicine'],
  fieldtrip: ['trip', 'field'],
  trip: ['trip', 'travel'],
  // A gate is the exit a handbook names ("Walkers use the Kostner gate").
  exit: ['exit', 'gate', 'door'],
  snowday: ['snow', 'weather', 'closing'],
  snow: ['snow', 'weather'],
  weather: ['weather', 'snow', 'inclement'],
  supplies: ['supply', 'supplies'],
  allergy: ['allergy', 'allergies', 'allergic'],
  allergies: ['allergy', 'allergic'],
  enroll: ['enroll', 'enrollment', 'registration', 'register'],
  registration: ['registration', 'register', 'enroll'],
  register: ['register', 'registration', 'enroll'],
  // Not "sign": "sign up" is enrolling, "sign out"/"sign in" are pick-up and late arrival (dev: "how do
  // i sign up for after school" was answered with the sign-out rule).
  signup: ['signup', 'sign-up', 'registration', 'register', 'enroll', 'enrollment', 'application'],
  afterschool: ['afterschool', 'after-school', 'aftercare'],
  aftercare: ['aftercare', 'after-school', 'afterschool'],
  club: ['club'],
  clubs: ['club'],
  sport: ['sport', 'athletics', 'team'],
  sports: ['sport', 'athletics', 'team'],
  volunteer: ['volunteer', 'chaperone'],
  cupcake: ['cupcake', 'treat', 'snack'],
  cupcakes: ['cupcake', 'treat', 'snack'],
  cake: ['cake', 'treat'],
  cookies: ['cookie', 'treat', 'snack'],
  treats: ['treat', 'snack'],
  grader: ['grade', 'grader'],
  graders: ['grade', 'grader'],
  vomiting: ['vomit', 'sick', 'ill'],
  vomit: ['vomit', 'sick', 'ill'],
  lostfound: ['lost', 'found'],
  reportcard: ['report', 'card'],
  grades: ['grade', 'report'],
  halfday: ['half', 'early'],
  early: ['early'],
  borrow: ['borrow', 'check'],
  visitor: ['visitor', 'visit'],
  visit: ['visit', 'visitor', 'observation', 'observe'],
  breakfast: ['breakfast'],
  nurse: ['nurse', 'health'],
  lice: ['lice', 'head'],
  exam: ['exam', 'test'],
  exams: ['exam', 'test'],
  test: ['test', 'exam'],
  tests: ['test', 'exam'],
};

/**
 * Parent-talk filler that carries no topic: greetings, question scaffolding, family words. English
 * stop words are dropped later by PostgreSQL's own list (to_tsvector 'english'); these are the
 * extra ones that would otherwise count as topic words.
 */
export const FILLER = new Set(
  (
    'hi hello hey dear thanks thank please ok okay yes yeah know tell wondering wonder question quick ' +
    'anyone somebody someone kid kids child children son daughter boy girl student students school ' +
    'need want going get got go would could should can will like just also still really much many ' +
    'time what when where which who whom whose why how is are was were be been there here day days ' +
    'information info help thing things something anything happening happen happens again ask asking ' +
    'mom dad parent parents grade year please let us me morning afternoon evening else someone anyone ' +
    'put send bring give take make do does did find use keep allow allowed offer come came say said ' +
    'supposed able possible okay fine sure right howmuch long sons daughters gets getting kiddo report ' +
    'reporting notify inform become becomes per howto till until ' +
    // "when is the last day of school": which one, not what (it matched "after the last episode")
    'last first final one ' +
    // "where is the winter program being held": asks where, "held" is no topic
    'held ' +
    // "the school address for my gps": the purpose, not the topic
    'gps'
  ).split(/\s+/),
);
