import { describe, expect, it } from 'vitest';
import type { SentenceCandidate, WeightedConcept } from './assistant.scoring.js';
import { sentenceCandidate } from './assistant.candidates.testing.js';
import { selectSentences } from './assistant.selection.js';
import type { AnswerSlot } from './assistant.answer-types.js';
import { OTHER_SENSES } from '../vocabulary/vocabulary.topics.js';
import { otherRankOf } from './assistant.weigh-concepts.js';

/** A sentence alone in its own source, ranked `position`. */
const sentence = (text: string, words: string[], position: number): SentenceCandidate =>
  sentenceCandidate(text, words, { source: position, chunkRank: position });

describe('selectSentences: a statement beside the question', () => {
  // "what time do they get out on a normal day? we just moved here"
  const concepts: WeightedConcept[] = [
    { word: 'dismissal', alternatives: [['dismiss']], weight: 2 },
    { word: 'normal', alternatives: [['regular']], weight: 2 },
    { word: 'moved', alternatives: [['move']], weight: 4, background: true },
  ];
  const dismissal = sentence('Dismissal — Regular Day: 4:00 p.m.', ['dismiss', 'regular'], 0);
  const moved = sentence('Course Selection Night has moved to Thursday, February 11.', ['move', 'night'], 1);

  it('ranks sentences but never adds a sentence of its own', () => {
    const picked = selectSentences(concepts, [dismissal, moved]).sentences;
    expect(picked).toEqual([dismissal]);
  });

  it('a word the question itself asks still adds its sentence', () => {
    const asked = concepts.map((c) => ({ ...c, background: false }));
    expect(selectSentences(asked, [dismissal, moved]).sentences).toEqual([dismissal, moved]);
  });
});

describe('selectSentences: lead coverage of a question with a story beside it', () => {
  // "when do they open the doors? i drop him on my way to work"
  const concepts: WeightedConcept[] = [
    { word: 'open', alternatives: [['open']], weight: 2 },
    { word: 'doors', alternatives: [['door']], weight: 3 },
    { word: 'drop', alternatives: [['drop']], weight: 2, background: true },
    { word: 'work', alternatives: [['work']], weight: 2, background: true },
  ];
  const opens = sentence('Doors open at 8:00 a.m.', ['door', 'open'], 0);

  it('the story weighs half in what the lead passage must cover (BACKGROUND_LEAD_SHARE)', () => {
    // "open" at half credit: asked 2 × 0.5 + 3 of 5, background 0 of 2 × 0.5 → 4 / 7.
    const looser = concepts.map((c) => (c.word === 'open' ? { ...c, credits: [0.5] } : c));
    expect(selectSentences(looser, [opens]).leadCoverage).toBeCloseTo(4 / 7);
  });

  it('an asked word matched by a thesaurus word counts as covered ("doors open" for drop-off)', () => {
    // "what time can i drop my 1st grader off? i start work at 8 and dont want her waiting outside"
    const synonym = concepts.map((c) => (c.word === 'open' ? { ...c, credits: [0.85] } : c));
    expect(selectSentences(synonym, [opens]).leadCoverage).toBe(1);
  });

  it('does not count at all when the lead passage covers every asked word in full', () => {
    const both = sentence('Doors open at 8:00 a.m. for breakfast.', ['door', 'open'], 0);
    const story = concepts.map((c) => (c.background ? { ...c, weight: 20 } : c));
    expect(selectSentences(story, [both]).leadCoverage).toBe(1);
  });

  it('still counts against a lead passage that only shares one asked word', () => {
    const shared = sentence('Buy at the door (cash or card).', ['door'], 0);
    expect(selectSentences(concepts, [shared]).leadCoverage).toBeCloseTo(3 / 7);
  });
});

describe('selectSentences: the value asked for, from the lead document', () => {
  // "when is the into the woods musical": a flyer whose lines name the show only in their heading.
  const concepts: WeightedConcept[] = [
    { word: 'woods', alternatives: [['wood']], weight: 2.8 },
    { word: 'musical', alternatives: [['musical'], ['theatr']], credits: [1, 0.85], weight: 3.2 },
  ];
  const flyerLine = (text: string, words: string[], chunkRank: number, fills: AnswerSlot[] = []) => ({
    ...sentence(text, words, 0),
    source: 0,
    chunkRank,
    context: new Set(['wood']),
    fills: new Set(fills),
  });
  const concessions = flyerLine('Concessions by the Theatre Booster Club', ['concess', 'theatr'], 0);
  const dates = flyerLine('Friday, February 26 at 7:00 PM', ['friday', 'februari'], 4, ['when']);

  it('joins the answer when the lead lacks it', () => {
    const picked = selectSentences(concepts, [concessions, dates], { slots: ['when'] }).sentences;
    expect(picked).toEqual([concessions, dates]);
  });

  it('not from another document', () => {
    const elsewhere = { ...dates, source: 1 };
    const picked = selectSentences(concepts, [concessions, elsewhere], { slots: ['when'] }).sentences;
    expect(picked).toEqual([concessions]);
  });
});

describe('selectSentences: a lesser role is not the role asked about', () => {
  const principal: WeightedConcept[] = [{ word: 'principal', alternatives: [['princip']], weight: 2.5 }];
  const assistant = sentence(
    'Assistant Principal – 6th Grade — Name: Mr. Marcus Oyelaran',
    ['assist', 'princip'],
    0,
  );
  const head = sentence('Principal — Name: Dr. Renee Castellano', ['princip'], 1);

  it('"who is the principal" is not answered with the assistant principal, even ranked first', () => {
    expect(selectSentences(principal, [assistant, head]).sentences).toEqual([head]);
    expect(selectSentences(principal, [assistant]).coverage).toBe(0);
  });

  it('"who is the assistant principal" is', () => {
    const asked: WeightedConcept[] = [
      { word: 'assistant', alternatives: [['assist']], weight: 2.7 },
      ...principal,
    ];
    expect(selectSentences(asked, [assistant, head]).sentences[0]).toBe(assistant);
  });
});

describe('selectSentences: a word used only in its other sense', () => {
  const calls = sentence('Phone calls are not accepted for pick-up changes.', ['phone', 'call', 'accept'], 0);
  const policy = sentence(
    'Phones are powered off and locked in a Yondr pouch from arrival to dismissal.',
    ['phone', 'power'],
    1,
  );
  const device: WeightedConcept = { word: 'phone', alternatives: [['phone']], weight: 2.4 };

  it('"can my kid bring a phone": the telephone-line sense does not cover the device', () => {
    const asked = [{ ...device, otherSense: OTHER_SENSES.phone }];
    expect(selectSentences(asked, [calls, policy]).sentences).toEqual([policy]);
  });

  it('without the other sense marked (the question means the line), the first sentence stands', () => {
    expect(selectSentences([device], [calls, policy]).sentences[0]).toBe(calls);
  });

  it('"what time does the office open": the nurse\'s office is another office', () => {
    const nurse = sentence("Nurse's Office — Hours: 8:00 a.m. – 4:00 p.m.", ['nurs', 'offic', 'hour'], 0);
    const main = sentence('Main Office — Hours: 7:30 a.m. – 4:00 p.m.', ['main', 'offic', 'hour'], 1);
    const office: WeightedConcept = {
      word: 'office',
      alternatives: [['offic']],
      weight: 2,
      otherSense: OTHER_SENSES.office,
    };
    expect(selectSentences([office], [nurse, main]).sentences).toEqual([main]);
  });

  it('"what time is recess": Winter Recess is the holiday, not the daily break', () => {
    const camps = sentence(
      'Intersession camps run during Winter Recess (December 21–23, 7:30 a.m.–5:30 p.m.).',
      ['intersess', 'camp', 'run', 'winter', 'recess'],
      0,
    );
    const daily = sentence('Recess is 10:15–10:35 a.m. for grades 1-3.', ['recess', 'grade'], 1);
    const recess: WeightedConcept = {
      word: 'recess',
      alternatives: [['recess']],
      weight: 2.5,
      otherSense: OTHER_SENSES.recess,
    };
    expect(selectSentences([recess], [camps, daily]).sentences).toEqual([daily]);
    expect(selectSentences([recess], [camps]).sentences).toEqual([]);
  });
  it('"can i pull him out at 1 for the dentist": the car line\'s "pull forward" is driving', () => {
    const carLine = sentence(
      'Please pull all the way forward in the loop and keep your car tag on the visor.',
      ['pleas', 'pull', 'way', 'forward', 'loop', 'car', 'tag', 'visor'],
      0,
    );
    const checkout = sentence(
      'Early checkouts: a parent must come to the Attendance Office with a photo ID; there are no early checkouts after 3:30 p.m.',
      ['earli', 'checkout', 'parent', 'attend', 'offic', 'photo', 'id'],
      1,
    );
    const pull: WeightedConcept = {
      word: 'pull',
      alternatives: [['pull'], ['checkout']],
      credits: [1, 0.85],
      weight: 4.3,
      otherSense: OTHER_SENSES.pull,
    };
    expect(selectSentences([pull], [carLine, checkout]).sentences).toEqual([checkout]);
    expect(selectSentences([{ ...pull, otherSense: undefined }], [carLine, checkout]).sentences[0]).toBe(
      carLine,
    );
  });
});

describe('selectSentences: another rank of a series is not the one asked about', () => {
  const question = 'when is the first payment due';
  const concepts: WeightedConcept[] = [
    {
      word: 'payment',
      alternatives: [['payment']],
      weight: 3.4,
      otherRank: otherRankOf('payment', question),
    },
    { word: 'due', alternatives: [['due']], weight: 2.7 },
  ];
  const final = sentence(
    'Final payment — Amount: $50; Due: Thursday, April 1',
    ['final', 'payment', 'due'],
    0,
  );
  const second = sentence('Payment 2 — Amount: $55; Due: Friday, March 5', ['payment', 'due'], 1);
  const first = sentence(
    'First payment — Amount: $60; Due: Wednesday, February 10',
    ['first', 'payment', 'due'],
    2,
  );

  it('"the first payment" is never answered with the final one or "Payment 2"', () => {
    expect(selectSentences(concepts, [final, second, first]).sentences).toEqual([first]);
    expect(selectSentences(concepts, [final, second]).sentences).toEqual([]);
  });

  it('a question naming no rank, or a grade, reads every payment', () => {
    expect(otherRankOf('payment', 'when are the payments due')).toBeUndefined();
    expect(otherRankOf('grade', 'what time do 1st grade get out')).toBeUndefined();
    expect(otherRankOf('payment', 'is the 1st grade field trip payment due')).toBeUndefined();
  });

  it('the rank may stand a few words before its word ("the last dc trip payment")', () => {
    const rank = otherRankOf('payment', 'whens the last dc trip payment due')!;
    expect(rank.rank.test('Payment 3 — Amount: $350')).toBe(true);
    rank.rank.lastIndex = 0;
    expect(rank.rank.test('Final payment — Amount: $300')).toBe(false);
    const any = concepts.map((c) => ({ ...c, otherRank: undefined }));
    expect(selectSentences(any, [final]).sentences).toEqual([final]);
  });
});

describe('selectSentences: a notice about one numbered route is not the general rule', () => {
  // "how early should my son be at the bus stop"
  const concepts: WeightedConcept[] = [
    { word: 'bus', alternatives: [['bus']], weight: 2.4 },
    { word: 'stop', alternatives: [['stop']], weight: 2.8 },
  ];
  const route7 = {
    ...sentence('Afternoon drop-off is at the same new stop at about 3:45 pm.', ['stop', 'bus'], 0),
    freshness: 1.3,
    otherInstance: true,
  };
  const rule = sentence(
    'Students must be at their bus stop 5 minutes before the scheduled time.',
    ['bus', 'stop'],
    1,
  );

  it('the handbook rule leads (OTHER_INSTANCE_FACTOR)', () => {
    expect(selectSentences(concepts, [route7, rule]).sentences[0]).toBe(rule);
  });

  it('the same notice, asked about its route, leads on freshness', () => {
    const asked = { ...route7, otherInstance: false };
    expect(selectSentences(concepts, [asked, rule]).sentences[0]).toBe(asked);
  });
});

describe('selectSentences: a topic word leaned on from an earlier part', () => {
  // "do kids wear pajamas for literacy night? is there food": the second part leans on the first.
  const concepts = (inherited: boolean): WeightedConcept[] => [
    { word: 'food', alternatives: [['food'], ['lunch'], ['pizza']], credits: [1, 0.85, 0.85], weight: 2 },
    { word: 'literacy', alternatives: [['literaci']], weight: 2.9, soft: true, inherited },
    { word: 'night', alternatives: [['night']], weight: 2.4, soft: true, inherited },
  ];
  const lunch = {
    ...sentence('Student breakfast / lunch — Charge: No cost', ['student', 'breakfast', 'lunch'], 0),
    rowLabel: new Set(['student', 'breakfast', 'lunch']),
  };
  const pizza = {
    ...sentence('Free pizza Every child takes home a free book', ['free', 'pizza', 'book'], 3),
    context: new Set(['famili', 'literaci', 'night']),
  };

  it("weighs more than filler: the named event's line beats a table row naming the word", () => {
    expect(selectSentences(concepts(true), [lunch, pizza]).sentences[0]).toBe(pizza);
  });

  it('as filler it would only break ties (the row wins)', () => {
    expect(selectSentences(concepts(false), [lunch, pizza]).sentences[0]).toBe(lunch);
  });
});

describe('selectSentences: how to reach the person a pick names', () => {
  // "is there someone who helps spanish-speaking families"
  const concepts: WeightedConcept[] = [{ word: 'spanish', alternatives: [['spanish']], weight: 3 }];
  const inChunk = (text: string, words: string[], position: number): SentenceCandidate => ({
    ...sentence(text, words, 0),
    position,
  });
  const liaison = inChunk(
    'Mrs. Marisela Ochoa helps Spanish-speaking families with enrollment.',
    ['spanish', 'famili'],
    0,
  );
  const phone = inChunk('Phone: (512) 555-0149, Monday to Thursday.', ['phone', 'monday'], 1);
  const hours = inChunk('The library is open until 4:00 p.m.', ['librari', 'open'], 1);

  it('the phone or e-mail line right after the named person joins the answer', () => {
    expect(selectSentences(concepts, [liaison, phone]).sentences).toEqual([liaison, phone]);
  });

  it('a following line without a phone or e-mail does not', () => {
    expect(selectSentences(concepts, [liaison, hours]).sentences).toEqual([liaison]);
  });
});

describe('selectSentences: "can i …?" and a contact directory row', () => {
  // "can i just call the front desk and tell them": the row names the desk and how to reach it, the
  // rule names the desk and whether a call is allowed.
  const concepts: WeightedConcept[] = [
    { word: 'call', alternatives: [['call']], weight: 3 },
    { word: 'front', alternatives: [['front']], weight: 2 },
    { word: 'desk', alternatives: [['desk']], weight: 2 },
  ];
  const row = sentence(
    'Front Desk (visitors, pick-up changes) — Phone / E-mail: (312) 555-0142 / frontdesk@ridgeview.example',
    ['front', 'desk', 'call'],
    0,
  );
  const rule = sentence(
    'Phone calls to the Front Desk are not accepted for pick-up changes.',
    ['call', 'front', 'desk'],
    1,
  );

  it('leads with the rule when the parent asks whether they may', () => {
    expect(selectSentences(concepts, [row, rule], { asksPermission: true }).sentences[0]).toBe(rule);
  });

  it('leads with the row when the parent asks how to reach the desk', () => {
    expect(selectSentences(concepts, [row, rule]).sentences[0]).toBe(row);
  });
});

describe('selectSentences: asked what to do, a bulleted list is answered whole', () => {
  // "what does my daughter need to do before she can start volleyball practice, forms etc"
  const concepts: WeightedConcept[] = [
    { word: 'practice', alternatives: [['practic']], weight: 3.4 },
    { word: 'forms', alternatives: [['form']], weight: 2.5 },
  ];
  // One chunk of one source: the items differ only by their position in it.
  const item = (text: string, words: string[], position: number): SentenceCandidate =>
    sentenceCandidate(text, words, { position, listItem: 0, context: new Set(['practic']) });
  const physical = item(
    'A current physical examination uploaded to Rank One Sport.',
    ['physic', 'examin'],
    0,
  );
  const forms = item('All athletic forms completed in Rank One Sport.', ['athlet', 'form'], 1);
  const fee = item('The athletics participation fee paid.', ['athlet', 'fee'], 2);
  const other = sentence('A student may still practice with the team.', ['student', 'practic', 'team'], 0);

  it("brings the lead item's list, in order, before other matches", () => {
    const picked = selectSentences(concepts, [physical, forms, fee, { ...other, chunkRank: 1 }], {
      slots: ['howto'],
    });
    expect(picked.sentences[0]).toBe(forms);
    expect(picked.sentences).toEqual(expect.arrayContaining([physical, forms, fee]));
  });

  it('not when no steps are asked', () => {
    const picked = selectSentences(concepts, [physical, forms, fee]);
    expect(picked.sentences).not.toContain(physical);
  });
});

describe('selectSentences: "can she wear …?" and a price row', () => {
  // "can my daughter wear shorts to school": the price row names shorts and a uniform, the dress
  // code names shorts and what may be worn.
  const concepts: WeightedConcept[] = [
    { word: 'wear', alternatives: [['wear'], ['uniform'], ['dress']], credits: [1, 0.85, 0.85], weight: 3.4 },
    { word: 'shorts', alternatives: [['short']], weight: 3.2 },
  ];
  const price = sentence(
    'PE uniform (shirt and shorts) — Charge: $20',
    ['pe', 'uniform', 'shirt', 'short', 'charg'],
    0,
  );
  const rule = sentence(
    'Shorts, skirts and dresses must reach mid-thigh.',
    ['short', 'skirt', 'dress', 'reach', 'mid', 'thigh'],
    1,
  );

  it('leads with the rule when whether someone may is asked', () => {
    expect(selectSentences(concepts, [price, rule], { asksAllowed: true }).sentences[0]).toBe(rule);
  });

  it('keeps the price row when an amount is asked too', () => {
    const priced = { ...price, fills: new Set(['money'] as const) };
    const picked = selectSentences(concepts, [priced, rule], { asksAllowed: true, slots: ['money'] });
    expect(picked.sentences).toContain(priced);
  });
});

describe('selectSentences: a title line under its own heading says nothing asked', () => {
  // "is the book fair open all day on the last day", over a flyer read by OCR in blocks.
  const concepts: WeightedConcept[] = [
    { word: 'book', alternatives: [['book']], weight: 2 },
    { word: 'fair', alternatives: [['fair']], weight: 2.5 },
    { word: 'open', alternatives: [['open']], weight: 1.5 },
  ];
  const heading = new Set(['book', 'fair']);
  const title = sentenceCandidate('Scholastic Book Fair at RCA', ['scholast', 'book', 'fair', 'rca'], {
    context: heading,
    chunkRank: 0,
  });
  const hours = sentenceCandidate(
    'Monday Dec 7 to Friday Dec 11 Library, Room 105 Open 8:00 AM to 4:00 PM (Friday until 1:00 PM)',
    ['monday', 'dec', 'friday', 'librari', 'room', 'open'],
    // The flyer's dates are one particular week: another day than none asked.
    { context: heading, chunkRank: 1, otherDay: true },
  );

  it('is never picked; the block with the hours is', () => {
    expect(selectSentences(concepts, [title, hours], { penalizeOtherDays: true }).sentences).toEqual([hours]);
  });

  it('a longer line, or one holding a number, is no title', () => {
    const dated = { ...title, text: 'Scholastic Book Fair at RCA, Dec 7' };
    expect(selectSentences(concepts, [dated]).sentences).toEqual([dated]);
    const rule = sentenceCandidate('The book fair is run by parent volunteers every year', ['book', 'fair'], {
      context: heading,
    });
    expect(selectSentences(concepts, [rule]).sentences).toEqual([rule]);
  });
});

describe('selectSentences: the sentence after the pick completes it with the asked value', () => {
  // "what time does the bus come at elm street": the notice names the stop, its next line the time.
  const concepts: WeightedConcept[] = [
    { word: 'bus', alternatives: [['bus'], ['rout']], weight: 2.4 },
    { word: 'elm', alternatives: [['elm']], weight: 2.8 },
    { word: 'street', alternatives: [['street']], weight: 2.4 },
  ];
  const line = (text: string, words: string[], position: number, fills: AnswerSlot[] = []) =>
    sentenceCandidate(text, words, { source: 0, chunkRank: 0, position, fills: new Set(fills) });
  const stop = line(
    'Starting Monday, March 9, the Route 7 morning stop at Elm Street and 3rd Avenue moves to Maple Street.',
    ['rout', 'elm', 'street'],
    0,
  );
  const time = line('The pickup time stays 7:20 am.', ['pickup', 'time', 'stay'], 1, ['time']);

  it('brings the next line holding the asked clock time', () => {
    expect(selectSentences(concepts, [stop, time], { slots: ['time'] }).sentences).toEqual([stop, time]);
  });

  it('not a line that only looks like a count ("5.2 Medication.")', () => {
    const section = line('5.2 Medication.', ['medic'], 1, ['count']);
    expect(selectSentences(concepts, [stop, section], { slots: ['count'] }).sentences).toEqual([stop]);
  });

  it('not after a pick that names only the topic a follow-up inherited', () => {
    const inherited = concepts.map((c) => ({ ...c, inherited: true }));
    expect(selectSentences(inherited, [stop, time], { slots: ['time'] }).sentences).toEqual([stop]);
  });
});

describe('selectSentences: the next step of a procedure', () => {
  // "how do i get him out early? do i have to come in"
  const concepts: WeightedConcept[] = [{ word: 'pull', alternatives: [['checkout'], ['check']], weight: 3 }];
  const rule = sentenceCandidate(
    'Students may only be checked out by a parent, guardian or an adult listed as an emergency contact.',
    ['student', 'check', 'parent', 'adult', 'emerg', 'contact'],
    { position: 0 },
  );
  const step = sentenceCandidate(
    'The adult comes to the Attendance Office (Room 112) with a photo ID.',
    ['adult', 'come', 'attend', 'offic', 'room', 'photo', 'id'],
    { position: 1 },
  );
  const unrelated = sentenceCandidate('The library opens at 7:30 a.m.', ['librari', 'open'], { position: 1 });

  it('asked how, adds the sentence after the rule that goes on about its subject ("an adult" → "The adult")', () => {
    const slots: AnswerSlot[] = ['howto'];
    expect(selectSentences(concepts, [rule, step], { slots }).sentences).toEqual([rule, step]);
    expect(selectSentences(concepts, [rule, unrelated], { slots }).sentences).toEqual([rule]);
    // Not asked how: the rule alone.
    expect(selectSentences(concepts, [rule, step], { slots: [] }).sentences).toEqual([rule]);
  });
});

describe('selectSentences: the step before a procedure', () => {
  // "my son needs to take tylenol at school for a few days, where do i bring it"
  const concepts: WeightedConcept[] = [
    { word: 'tylenol', alternatives: [['tylenol'], ['medic']], credits: [1, 1], weight: 3 },
    { word: 'bring', alternatives: [['bring']], weight: 2 },
    { word: 'absent', alternatives: [['absent'], ['attend']], credits: [1, 0.85], weight: 2 },
    { word: 'days', alternatives: [['day']], weight: 1 },
  ];
  const form = sentenceCandidate(
    'Any medication, including over-the-counter, requires the "Physician Authorization for Medication at School" form signed by the physician and the parent.',
    ['medic', 'includ', 'counter', 'requir', 'physician', 'author', 'form', 'sign', 'parent'],
    { position: 0 },
  );
  const bring = sentenceCandidate(
    'An adult must bring the medication to the Health Office in the original pharmacy-labeled container.',
    ['adult', 'must', 'bring', 'medic', 'health', 'offic', 'origin', 'pharmaci', 'label', 'contain'],
    { position: 1 },
  );
  const slots: AnswerSlot[] = ['howto'];

  it('asked how, adds the sentence before the lead that names its most telling word', () => {
    expect(selectSentences(concepts, [form, bring], { slots }).sentences).toEqual([bring, form]);
    // Not asked how: the lead alone.
    expect(selectSentences(concepts, [form, bring], { slots: [] }).sentences).toEqual([bring]);
  });

  it('not a sentence before that shares only a lesser word, or says it with a looser synonym', () => {
    // "how do i excuse his absence, he was out 2 days with strep"
    const notice = sentenceCandidate(
      'When your student is absent, send a note to the Attendance Office within 3 school days.',
      ['student', 'absent', 'send', 'note', 'attend', 'offic', 'within', 'school', 'day'],
      { position: 1 },
    );
    const law = sentenceCandidate(
      'Texas law requires a student to attend 90% of the days a class is offered.',
      ['texa', 'law', 'requir', 'student', 'attend', 'day', 'class', 'offer'],
      { position: 0 },
    );
    const absent = concepts.slice(2);
    expect(selectSentences(absent, [law, notice], { slots }).sentences).toEqual([notice]);
  });
});

describe('selectSentences: "when is <event>" with no day asked', () => {
  const concepts: WeightedConcept[] = [{ word: 'prom', alternatives: [['prom']], weight: 3 }];
  const walkIn = sentenceCandidate(
    'Promenade (the walk-in before prom) is at 6:30 p.m. in the Auditorium.',
    ['promenad', 'walk', 'prom', 'auditorium'],
    { position: 0, fills: new Set<AnswerSlot>(['when']) },
  );
  const event = sentenceCandidate(
    'The Junior-Senior Prom will be held on Saturday, April 17, 2027 from 8:00 to 11:30 p.m. in the Grand Magnolia Ballroom.',
    ['junior', 'senior', 'prom', 'held', 'saturday', 'april', 'ballroom'],
    { position: 1, otherDay: true, fills: new Set<AnswerSlot>(['when']) },
  );

  it("leads with the sentence naming the event's day over one giving only a clock time", () => {
    const picked = selectSentences(concepts, [walkIn, event], { slots: ['when'] }).sentences;
    expect(picked[0]).toBe(event);
  });
});
