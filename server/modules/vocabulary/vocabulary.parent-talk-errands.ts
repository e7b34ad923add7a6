/**
 * The first of the parent-talk phrase folds (vocabulary.parent-talk.ts PHRASES runs these, then its
 * own): what parents come to do about a child (pick-ups, drop-offs, early checkouts, absences and
 * trips, a confiscated device, who handles a thing) and the story words around it. Split from
 * vocabulary.parent-talk.ts (411 lines) unchanged; order matters, since a later fold reads what an
 * earlier one wrote ("pull him early" before the absence-trip fold). Data only.
 */

/** What a parent calls a medical appointment ("ortho appt", "the dentist"), as a pattern source. */
const APPOINTMENT = '(?:dentist|doctor|dr|ortho|orthodontist|appointment|appointments|appt|appts)';
/** "pick him up at 1:30", "grab her around 2", up to the time. */
const PICK_AT_TIME =
  /\b(?:pick(?:ing)?\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+up|(?:grab|grabbing|get|getting)\s+(?:him|her|them))\s+(?=(?:at|around|by|before|about)\s+\d)/;

/** Phrase folds applied first, in order. */
export const ERRAND_PHRASES: [RegExp, string][] = [
  // "what time can i start picking up", "when do they begin serving breakfast": the action is asked,
  // not a start (Ridgeview dev: "start" led to the first bell and the car line's morning times).
  [
    /\b(?:start|starts|starting|begin|begins|beginning)\s+(?=(?!during\b|morning\b|evening\b)[a-z]{3,}ing\b)/g,
    '',
  ],
  // "can i pick her up early for the dentist": taking one child out during the day, what handbooks
  // call an early checkout (thesaurus: pull); "is there early pickup friday" (no child named) stays
  // the school's early dismissal (Cedar Bluff dev: declined). Before the pick-up folds below.
  [/\bpick(?:ing)?\s+((?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+)up\s+early\b/g, 'pull $1early'],
  [/\bpick(?:ing)?\s+up\s+((?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+)early\b/g, 'pull $1early'],
  // "ortho appt at 4:15 … can i pick him up around 3:35", "i need to grab her at 1:30 for the
  // dentist": a pick-up at a clock time for an appointment is the same early checkout, not the
  // dismissal row (Cedar Bluff dev: "Dismissal — Regular Day: 4:00 p.m." answered it).
  [
    new RegExp(
      `(?<=\\b${APPOINTMENT}\\b.*)${PICK_AT_TIME.source}|${PICK_AT_TIME.source}(?=.*\\b${APPOINTMENT}\\b)`,
      'g',
    ),
    'pull early ',
  ],
  // "can i come have lunch with my son": the parent eating with the child, as handbooks write it
  // ("Parents may eat lunch with their own student"); only with the parent as the one who eats.
  [
    /\b(i|we|parents?|grandparents?|grandma|grandpa)\s+((?:\w+\s+){0,2}?)(?:have|having)\s+lunch\s+with\b/g,
    '$1 $2eat lunch with',
  ],
  // "how do i get him out early for a dentist appt", "take her out early", "check him out early": the
  // same early checkout (unseen Kestrel Point: answered with the building's opening times).
  [
    /\b(?:get|getting|take|taking|check|checking)\s+((?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+)out\s+early\b/g,
    'pull $1early',
  ],
  // "a behavior problem", "parking pass stuff", "bus issues": after the thing named, a general noun
  // adds no topic (Ridgeview: "who do i talk to about a behavior problem with my 7th grader" declined
  // the dean of students; Kestrel Point: "parking pass stuff" the assistant principal).
  [
    /(?<=\b(?!(?:the|any|and|for|his|her|with|about|have|has|had|some|big|real|same|other|this|that|what|no|lost|found|missing|extra|old|new)\b)[a-z]{3,}\s)(?:problems?|issues?|stuff|concerns?)\b/g,
    '',
  ],
  // "i need an official transcript sent for a scholarship app, who handles that": the story names the
  // matter and "who handles that" only asks who (Kestrel Point: "handles" was a topic and declined
  // the registrar; Cedar Bluff fresh: "…send his records over …, who handles that").
  [
    /\bwho\s+(?:handles|deals\s+with|takes\s+care\s+of|is\s+in\s+charge\s+of|manages|does)\s+(?:that|this|it|those|these)\b/g,
    'who',
  ],
  // "the lunch money account", "lunch $ account": the meal account a district runs ("LOCISD Child
  // Nutrition (meal accounts)"); the money is what the account holds, no topic of its own.
  [/\b(lunch|meal|cafeteria)\s+(?:money|\$)(?=\s+(?:account|balance)\b)/g, '$1'],
  [/\bpick[\s-]+ups?\b/g, 'pickup'],
  [/\bpick(?:ing)?\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+|the kids?|up)\s+up\b/g, 'pickup'],
  [/\bdrop[\s-]+offs?\b/g, 'dropoff'],
  // "what time does class start": the school day's start (the tardy bell), not one class's; "when
  // does the esl class start" names its class and stays as it is.
  [/\b(does|do|will)\s+(?:class|classes)\s+(start|begin)\b/g, '$1 school $2'],
  // "a late start", "a 2 hour delay", "delayed opening": one kind of day, whatever each school calls it
  // (thesaurus `latestart`). Ridgeview dev: "late" and "start" apart led to the first bell's row.
  [
    /\b(?:late\s+start|delayed\s+(?:start|opening)|(?:a\s+)?(?:two|2)[\s-]*(?:hour|hr)\s+delay|delay\s+day)\b/g,
    'latestart',
  ],
  // "drop my 1st grader off", "pick our little one up": the child may take two words.
  [/\bdrop(?:ping|ped)?\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+|the kids?)\s+off\b/g, 'dropoff'],
  // "keep her inhaler with her", "keep his epipen on him": a student carrying it (handbooks: "Students
  // may carry inhalers").
  [/\bkeep(?:s|ing)?\s+(his|her|their|the)\s+(\w+)\s+(?:with|on)\s+(?:him|her|them)\b/g, 'carry $1 $2'],
  // "can she keep her phone in her pocket if its on silent": the rule is the same whatever the
  // setting; "silent", no document word, was "corrected" to "select" (Cedar Bluff dev: declined).
  [
    /\b(?:if\s+)?(?:its|it's|it\s+is|they're|theyre|they\s+are)?\s*on\s+(?:silent|vibrate|mute|dnd|do\s+not\s+disturb)\b/g,
    ' ',
  ],
  // "can she keep her inhaler in her backpack": carried too (Arroyo Vista dev: the backpack led to
  // "phones must be … kept in the backpack").
  [
    /\bkeep(?:s|ing)?\s+(his|her|their|the)\s+(\w+)\s+in\s+(?:his|her|their|the)\s+(?:backpack|bag|pocket|lunchbox)\b/g,
    'carry $1 $2',
  ],
  [/\bdropped\s+off\b/g, 'dropoff'],
  // "earliest i can leave my kid at the building", "leave them at school at 7": a drop-off (handbooks:
  // "Building opens …", "Students should not be dropped off before 7:45").
  [
    /\bleav(?:e|ing)\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+|the kids?)\s+(?=at\s+(?:the\s+)?(?:school|building|campus|front)\b)/g,
    'dropoff ',
  ],
  // Parents name the app, handbooks the service ("Food delivery services (DoorDash, Uber Eats and
  // similar) are not accepted for students"): one token for both sides.
  [/\b(?:uber\s*eats|door\s*dash|grub\s*hub|postmates|instacart)\b/g, 'fooddelivery'],
  // "pay w my debit card at the door": a card is a card to a ticket table ("cash or card").
  [/\b(?:debit|credit|bank)\s+cards?\b/g, 'card'],
  // "get the dr note in by when": handing a note or form in (as "turn in" below).
  [/\bget\s+((?:the|a|an|his|her|my|their)\s+(?:\w+\s+)?(?:note|form|forms|paperwork))\s+in\b/g, 'submit $1'],
  // A peanut butter sandwich is a peanut product to a nut-aware policy ("no peanut or tree-nut products").
  [/\bpeanut\s+butter\b/g, 'peanut'],
  // "getting picked on at recess": bullying, not a pick-up.
  [/\b(?:picked|picking|pick)\s+on\b/g, 'bullying'],
  // "is there someone there he can talk to", "somebody for her to talk to": a child who needs to talk
  // is the counselor's (staff lists: "School Counselor — Ms. Holt"); not "someone i can talk to
  // about the bus".
  [
    /\b(?:someone|somebody|anyone|anybody)\s+(?:(?:there|at\s+(?:the\s+)?school)\s+)?(?:(?:he|she|they|my\s+(?:son|daughter|kid|child))\s+(?:can|could)\s+talk\s+to|for\s+(?:him|her|them)\s+to\s+talk\s+to)\b/g,
    'counselor',
  ],
  // "the pick up line": the pick-up itself (documents say "zone", "lane", "loop" or "car line").
  [/\bpickup\s+(?:line|lane|loop|zone)\b/g, 'pickup'],
  // Holidays named by an adjective and a weekday: one name, not "good" and "friday".
  [/\b(good|black|holy|ash|cyber)\s+(friday|thursday|wednesday|monday)\b/g, '$1$2'],
  // "i want to help out in my sons class": helping in a classroom is volunteering (handbooks:
  // "Classroom volunteers must complete …"). With the next fold: dev 846, 685 → 687.
  [
    /\bhelp(?:ing)?\s+(?:out\s+)?(?:in|at|with)\s+(?:(?:my|his|her|the|their|our)\s+)?(?:\w+\s+)?(?:class|classroom)\b/g,
    'volunteer classroom',
  ],
  // "when is she allowed back in class" (after lice, a fever): returning to school ("may return
  // after the first treatment"); "back to school night" is an event, not a return.
  [
    /\bback\s+(?:in|to)\s+(?:class|school)\b(?!\s+(?:night|supplies|supply|sale|event|bash|party|fair|bbq))/g,
    'back',
  ],
  // "sit in on her class": a classroom visit ("Classroom visits/observations need 48 hours' notice").
  [/\bsit(?:ting)?\s+in(?:\s+on)?\b/g, 'visit'],
  // "first time coming up to the school for a meeting … do i need to bring anything to get in": a
  // parent coming in is a visitor, and getting in is the entrance ("All visitors enter through the
  // main entrance and present a government-issued photo ID"; Cedar Bluff dev: declined).
  [
    /\b(?:com(?:e|ing)|go(?:ing)?|stop(?:ping)?)\s+(?:up\s+|by\s+|in\s+)?to\s+the\s+school\s+(?=for\b)/g,
    'visit school ',
  ],
  [
    /\b(bring\s+(?:\w+\s+){0,3}?to\s+)get\s+in(?:to\s+(?:the\s+)?(?:building|school|office))?(?=\s*[?.!,]|\s*$)/g,
    '$1visitor enter',
  ],
  // "my son turned in his essay 2 days late": work handed in late is "late work" ("Late work: -10%
  // per day"), whatever the assignment is called.
  [
    /\b(?:turn(?:ed|s|ing)?\s+in|hand(?:ed|s|ing)?\s+in|submit(?:s|ted|ting)?)\s+(?:(?:his|her|their|my|the|an?|this|that)\s+)?(?:\w+\s+){0,2}?(?:(?:\d+|a|one|two|three|a\s+few)\s+(?:days?|weeks?)\s+)?late\b/g,
    'late work',
  ],
  // "turned in his essay late": school work handed in ("Late work: -10% per day").
  [/\bturn(?:ed|s|ing)?\s+in\b/g, 'submit'],
  // "grandma is getting him today": collecting a child is a pick-up.
  // "when do i grab each one", "i need to grab him around 3:45" too.
  // "who handles getting her records" is no pick-up: "her" before a thing is hers (Cedar Bluff dev).
  [
    /\b(?:getting|grab|grabbing|collect|collecting)\s+(?:him|them|her(?!\s+(?!from|at|after|before|early|on|up|today|tomorrow|in|around|by|and|or)[a-z])|the\s+kids?|each\s+one|both(?:\s+of\s+them)?)\b/g,
    'pickup',
  ],
  // "is that too late to sign him out": taking a child out during the day is an early checkout
  // (thesaurus `pull`), not the sign-out sheet of a late pick-up.
  [/\bsign(?:ing|ed)?\s+(?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+out\b/g, 'pull'],
  // "can i pull him out at 1 for the dentist", "take her out around 2 for an appt": one child out
  // at a time of the day is an early checkout, not an absence trip (Cedar Bluff dev).
  [
    /\b(?:take|taking|pull|pulling|get|getting|check|checking)\s+((?:him|her|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+)out\s+(?=(?:at|by|around|before)\s+\d|for\s+(?:a|an|the|his|her|their)\s+(?:dentist|doctor|dr|ortho|orthodontist|appointment|appt)\b)/g,
    'pull $1early ',
  ],
  // "taking my son out 2 wks", "pull the kids out for a wedding", "take my kids on vacation during the
  // school year": time away from school is an absence (handbooks: "Planned Absence Form", "Absences of
  // 5 or more days (for example travel)"), not a school break.
  [
    /\b(?:take|takes|taking|took|pull|pulls|pulling|pulled)\s+(?:him|her|them|my\s+\w+|the\s+kids?|\w+)\s+(?:out\b|on\s+(?:a\s+)?(?:vacation|trip)\b)/g,
    'absence trip',
  ],
  // "the teacher took his phone", "got her phone taken away": a device confiscated (handbooks:
  // "Devices seen or heard during the day are confiscated", "phones will be confiscated"). Past
  // tense only: "can he take his phone on the trip" asks whether he may bring it.
  [
    /\b(?:took|taken)\s+(?:away\s+)?(?:(?:his|her|their|my|the|our)\s+(?:\w+\s+)?)?(phones?|cellphones?|cell|devices?|smartwatch|watch|earbuds|airpods)\b/g,
    'confiscated $1',
  ],
  [
    /\b(phones?|cellphones?|cell|devices?|smartwatch|watch|earbuds|airpods)\s+(?:got\s+|was\s+|were\s+|is\s+|are\s+)?(?:taken|took)(?:\s+away)?\b/g,
    '$1 confiscated',
  ],
  // "we cant swing the whole band trip", "cant afford the fee": paying is the problem, which
  // schools answer with financial assistance (thesaurus `afford`; Cedar Bluff dev: "No student will
  // be left home because of cost. For financial assistance contact Mr. Kessler").
  [
    /\b(?:can'?t|cannot|can\s+not|unable\s+to|not\s+able\s+to|struggling\s+to|hard\s+to)\s+(?:afford|swing|pay(?:\s+for)?|cover)\b/g,
    'afford',
  ],
  // "when do we find out if she got in": an application's outcome, which schools post as lottery
  // or admission results (Ridgeview: "Lottery results: March 5."). Only after "if/whether".
  [
    /\b(?:if|whether)\s+(?:she|he|they|we|my\s+\w+|our\s+\w+|the\s+kids?)\s+(?:got|gets|get|will\s+get|made\s+it)\s+(?:in|into\s+(?:the\s+)?(?:school|program|lottery))\b/g,
    'admission results',
  ],
  // "who is in charge of the whole school, like the head person": the principal.
  [
    /\b(?:in\s+charge\s+of\s+)?(?:the\s+)?whole\s+school\b|\b(?:the\s+)?head\s+(?:person|honcho|lady|guy)\b/g,
    'the principal',
  ],
  // "whos in charge of ridge club": who runs it (a person is asked for).
  [/\b(?:is|are)\s+in\s+charge\s+of\b/g, 'runs'],
  [/\bchild\s*care\b|\bday\s*care\b/g, 'childcare'],
  // "when can he go back" after an illness: returning (health rules: "before returning to school").
  [/\b(?:go|goes|going|come|comes|coming)\s+back\b/g, 'return'],
  [/\bcrop(?:ped)?[\s-]+tops?\b/g, 'croptop'],
  // "high waisted jeans": the cut, not a topic.
  [/\b(?:high|low)[\s-]+(?:waisted|waist|rise)\b/g, ' '],
  [/\b(?:school\s+)?(?:police|resource)\s+officers?\b/g, 'police'],
  // "he was out with the flu", "she stayed home sick": an absence.
  [
    /\b(?:was|were|been|is|be|stayed|staying|stay|stays|kept|keeping)\s+(?:out|home)\b(?!\s+of\s+town)/g,
    'absent',
  ],
  // "whats the number to call her out sick", "how do i call him in sick": reporting an absence, the
  // attendance line (Maple Grove dev: "sick" and "woke" outweighed the attendance number). Not "we
  // do not call students out of class", which a handbook says about drop-offs.
  [
    /\bcall(?:s|ed|ing)?\s+(?:(?:him|her|them|my\s+\w+)\s+)?(?:out|in)(?:\s+sick)?\b(?!\s+(?:to|the|an?|for|of)\b)/g,
    'report absent',
  ],
  // "Good morning. Could you please confirm…": a greeting, not a topic.
  [/\bgood\s+(?:morning|afternoon|evening|day)\b/g, ' '],
  // "what time do i grab the kids in the afternoon these days": now, not days (Maple Grove dev: the
  // Wednesday "early release day" rule outranked the regular dismissal on the word "day").
  [/\b(?:these\s+days|nowadays)\b/g, ' '],
  // "she woke up with a fever": the story's verb, not a topic
  [/\b(?:woke|wakes|waking|wake)\s+up\b/g, ' '],
  // "he threw up last night but hes acting fine this morning, can he go in": when it happened and how
  // the child is now are the story; the rule asked about is the illness (Maple Grove dev: "acting"
  // and "night", the rarest words, declined the 24-hour rule).
  [/\blast\s+(?:night|nite|evening)\b/g, ' '],
  [
    /\b(?:acting|seems?|seeming|feels?|feeling|looks?|looking|is|s)\s+(?:fine|ok|okay|better|normal|good)\b/g,
    ' ',
  ],
  // "we are going to mexico for 2 weeks in january", "we will be visiting family in mexico for two
  // weeks": a trip during school days is an absence.
  [
    /\b(?:going|go|goes|traveling|travelling|flying|driving|visiting)\s+(?:(?:to|back\s+to)\s+\w+(?:\s+\w+)?|(?:family|relatives|grandparents)(?:\s+in\s+\w+)?)\s+for\s+(?:\d+|a|one|two|three|four|a\s+couple(?:\s+of)?)\s+(?:weeks?|wks?|days?|months?)\b/g,
    'absence trip',
  ],
  // "taking my son out 2 wks in february to visit family": how long, and whom the family visits, only
  // tell the absence's story; policies give their own threshold ("Absences of 5 or more days (for
  // example travel)"), and "weeks" named no sentence of it.
  [
    /\babsence trip\s+(?:for\s+)?(?:\d+|a|one|two|three|four|a\s+couple(?:\s+of)?)\s+(?:weeks?|wks?|days?|months?)\b/g,
    'absence trip',
  ],
  [
    /\bto\s+(?:visit|see)\s+(?:family|relatives|grandparents|(?:my|his|her|their|our)\s+(?:mom|dad|mother|father|family|parents|grandma|grandmother|grandpa|grandfather|grandparents|relatives))\b/g,
    'trip',
  ],
  // "can he wear his north face hoodie", "his gray nike hoodie": a clothing brand says whose the
  // hoodie is, not what it is; dress codes name the garment (Ridgeview dev: "face" was the rarest
  // word). Shoe styles a dress code names by brand ("Crocs") are not on the list.
  [
    /\b(?:the\s+)?(?:north\s*face|nike|adidas|under\s*armou?r|puma|champion|hollister|columbia|carhartt|patagonia|lululemon|old\s+navy|american\s+eagle|abercrombie)\b/g,
    ' ',
  ],
  // "how much do they charge for a grown up lunch": an adult's, as price tables say ("Adult lunch").
  [/\bgrown[\s-]*ups?\b/g, 'adult'],
  // "if i come eat with him how much do i pay for mine": a price for the parent is an adult's
  // (Cedar Bluff dev: the student lunch answered; price tables say "Adult / visitor lunch").
  [
    /\b(howmuch|how much|cost|costs|pay|charge|charged|price)\b([^?.,]*?)\bfor\s+(?:me|mine|myself)\b/g,
    '$1$2 for adult',
  ],
  // "she keeps rolling in around 8:15", "does that count as late": arriving, and whether it is (the
  // handbook's "Students arriving after 8:10 am are marked tardy"; Maple Grove fresh: declined).
  [/\b(?:roll|rolls|rolling|rolled|strolls?|strolling)\s+in\b/g, 'arrive'],
  [/\b(?:count|counts|counted)\s+as\b/g, 'is'],
];
