import { describe, expect, it } from 'vitest';
import { categorize } from './assistant.category.js';
import {
  closestLexeme,
  conceptsOf,
  detectScript,
  foldPhrases,
  normalizeQuestion,
  splitSentences,
} from './assistant.text.js';

describe('hedges and money trouble', () => {
  it('"any kind of help" keeps "any", never a literal "$1" (read as a money question)', () => {
    expect(normalizeQuestion('is there any kind of help').text).toBe('is there any help');
    expect(normalizeQuestion('is there some kind of family reading night').text).toBe(
      'is there some family reading night',
    );
  });

  it('"we cant swing the trip rn" is affording it, right now', () => {
    expect(normalizeQuestion('we cant swing the whole band trip rn').text).toBe(
      'we afford the whole band trip right now',
    );
  });
});

describe('"id" without its apostrophe', () => {
  it('is "I would" before like/love/want, and an ID card elsewhere', () => {
    expect(normalizeQuestion('id like to chaperone the band trip').text).toBe(
      'i would like to chaperone the band trip',
    );
    expect(normalizeQuestion('hi id love to volunteer').text).toContain('i would love');
    expect(normalizeQuestion('bring a photo id like a license').text).toContain('photo id');
  });
});

describe('normalizeQuestion', () => {
  it('lower-cases, folds stretched letters and expands SMS shorthand', () => {
    const n = normalizeQuestion('Sooo is there PICK-UP 2moro?? pls tell me abt ur lunch info, thx!!');
    expect(n.text).toBe('so is there pickup tomorrow please tell me about your lunch information thanks');
    expect(n.script).toBe('latin');
  });

  it('spells out a street type after a street\'s name; "st" before a name is Saint', () => {
    expect(normalizeQuestion('is pickup still on Olive St.').text).toBe('is pickup still on olive street');
    expect(normalizeQuestion('the gate on mountain view ave').tokens).toContain('avenue');
    expect(normalizeQuestion('is there school on st patricks day').tokens).toContain('st');
  });

  it('reads "pics" as pictures, not a misspelled "pick"', () => {
    expect(normalizeQuestion('how do we order pics for picture day').tokens).toContain('pictures');
  });

  it('expands contractions typed without the apostrophe, so none is read as a misspelled word', () => {
    expect(normalizeQuestion('havent seen anything come home yet').text).toBe(
      'have not seen anything come home yet',
    );
    expect(normalizeQuestion('he didnt go and they wont call').text).toBe(
      'he did not go and they will not call',
    );
  });

  it('reads a "#" before no digit as "number", so "whats the # for the nurse" asks a phone number', () => {
    expect(normalizeQuestion('hi whats the # for the school nurse??').text).toBe(
      'hi what is the number for the school nurse',
    );
    expect(normalizeQuestion('is bus #14 late').text).toBe('is bus 14 late');
  });

  it('drops a general noun after the thing named ("a behavior problem", "parking pass stuff"), not "lost stuff"', () => {
    expect(normalizeQuestion('who do i talk to about a behavior problem').tokens).not.toContain('problem');
    expect(normalizeQuestion('who do i ask about parking pass stuff').tokens).not.toContain('stuff');
    expect(normalizeQuestion('where do they keep the lost stuff').tokens).toContain('lostfound');
    expect(normalizeQuestion('we have a problem with the bus').tokens).toContain('problem');
  });

  it('reads "the lunch money account" as the lunch account', () => {
    expect(normalizeQuestion('who do i call about the lunch money account').text).toBe(
      'who do i call about the lunch account',
    );
    expect(normalizeQuestion('can i send lunch money with him').tokens).toContain('money');
  });

  it('reads being inside the building by a time as arriving', () => {
    expect(normalizeQuestion('what time does she have to be inside the building').tokens).toContain('arrive');
    expect(normalizeQuestion('is the building open').tokens).not.toContain('arrive');
  });

  it('reads a body temperature told as a number as a fever, and no other number', () => {
    expect(normalizeQuestion('my son had 101 last night, can he go in today?').text).toContain('had a fever');
    expect(normalizeQuestion('he ran a 100.3 yesterday').text).toContain('ran a fever');
    expect(normalizeQuestion('i had 100 dollars on his account').text).toContain('had 100 dollars');
    expect(normalizeQuestion('we had 102 kids at the game').text).toContain('had 102 kids');
  });

  it('reads leaving a child at the building as a drop-off, and "gotta" as "have to"', () => {
    expect(
      normalizeQuestion('earliest i can leave my kid at the building? i gotta be at work by 8:15').text,
    ).toBe('earliest i can dropoff at the building i have to be at work by 8:15');
    // Leaving school early, or leaving a thing, is no drop-off.
    expect(normalizeQuestion('can he leave at 2 for the dentist').tokens).not.toContain('dropoff');
    expect(normalizeQuestion('can i leave his lunch at the front desk').tokens).not.toContain('dropoff');
  });

  it('reads signing a child out as an early checkout and grabbing one as a pick-up', () => {
    expect(normalizeQuestion('is 3:45 too late to sign him out').tokens).toContain('pull');
    expect(normalizeQuestion('how do i sign my son out early').tokens).toContain('pull');
    expect(normalizeQuestion('when do i grab each one').text).toBe('when do i pickup');
    // Getting a child tested (enrolled, signed up) is no pick-up.
    expect(normalizeQuestion('how do i get my son tested').tokens).not.toContain('pickup');
    expect(normalizeQuestion('what time can i get my son').tokens).toContain('pickup');
    // Signing up is enrolling, not a checkout.
    expect(normalizeQuestion('how do i sign him up for soccer').tokens).not.toContain('pull');
    // Getting, taking or checking a child out early is the same early checkout.
    expect(normalizeQuestion('dentist appt at 1:30, how do i get him out early').tokens).toContain('pull');
    expect(normalizeQuestion('can i take my daughter out early friday').tokens).toContain('pull');
    expect(normalizeQuestion('what time do they get out early friday').tokens).not.toContain('pull');
  });

  it('reads "kids are off" as a day off and getting out for summer as the last day of school', () => {
    expect(normalizeQuestion('when is the next day the kids are off').tokens).toContain('dayoff');
    expect(normalizeQuestion('when do they get out for summer').text).toBe('when do they last day of school');
    expect(normalizeQuestion('when do they get out on friday').tokens).toContain('dismissal');
  });

  it('reads a debit or credit card as a card, and getting a note in as handing it in', () => {
    expect(normalizeQuestion('can i pay w my debit card at the door').tokens).toEqual(
      expect.arrayContaining(['card', 'door']),
    );
    expect(normalizeQuestion('can i pay w my debit card at the door').tokens).not.toContain('debit');
    expect(normalizeQuestion('how long do i have to get the dr note in').text).toBe(
      'how long do i have to submit the doctor note',
    );
  });

  it('keeps times, prices and dates readable', () => {
    expect(normalizeQuestion('Is lunch $3.50 at 12:30pm on 3/13?').text).toBe(
      'is lunch $3.50 at 12:30 pm on 3/13',
    );
    expect(normalizeQuestion('wk b4 hw due thurs').tokens).toEqual([
      'week',
      'before',
      'homework',
      'due',
      'thursday',
    ]);
  });

  it('tells emoji-only and non-Latin text apart from questions it can search', () => {
    expect(detectScript('🙂🚌❓')).toBe('emoji');
    expect(detectScript('明天学校几点放学')).toBe('non-latin');
    expect(detectScript('¿A qué hora es la salida?')).toBe('latin');
    expect(detectScript('   ')).toBe('empty');
  });
});

describe('conceptsOf', () => {
  it('attaches school synonyms and marks filler as soft', () => {
    const concepts = conceptsOf(normalizeQuestion('what time is pickup for my kid').tokens);
    const pickup = concepts.find((c) => c.word === 'pickup')!;
    expect(pickup.alternatives).toContain('dismissal');
    expect(concepts.find((c) => c.word === 'kid')?.soft).toBe(true);
  });

  it('reads every form of "go" and "come", and "vs", as filler', () => {
    const concepts = conceptsOf(
      normalizeQuestion('what happens if my daughters phone goes off vs comes on').tokens,
    );
    for (const word of ['goes', 'comes', 'vs'])
      expect(concepts.find((c) => c.word === word)?.soft).toBe(true);
    expect(concepts.find((c) => c.word === 'phone')?.soft).toBeFalsy();
  });

  it('reads behavior and bullying as the Dean of Students\' job; "whoever" as filler', () => {
    const concepts = conceptsOf(normalizeQuestion('i want to talk to whoever handles discipline').tokens);
    expect(concepts.find((c) => c.word === 'discipline')?.alternatives).toContain('dean');
    expect(concepts.find((c) => c.word === 'whoever')?.soft).toBe(true);
    expect(conceptsOf(['bullying']).find((c) => c.word === 'bullying')?.alternatives).toContain('dean');
  });

  it('reads "turn in" the order as what forms call due or returned', () => {
    const concepts = conceptsOf(normalizeQuestion('when do i turn in the candy order').tokens);
    expect(concepts.find((c) => c.word === 'submit')?.alternatives).toEqual(
      expect.arrayContaining(['due', 'return']),
    );
  });

  it('reads "pull him at 3:40 or is that too late" as an early checkout, not lateness', () => {
    const normalized = normalizeQuestion('can i pull him at 3:40 or is that too late');
    expect(normalized.tokens).not.toContain('late');
    expect(conceptsOf(normalized.tokens).find((c) => c.word === 'pull')?.alternatives).toContain('checkout');
    expect(normalizeQuestion('what if im too late for pickup').tokens).toContain('late');
  });

  it('reads baking at home as homemade food, which celebration rules answer ("must be store-bought")', () => {
    const concepts = conceptsOf(normalizeQuestion('can i bake cupcakes for his class').tokens);
    expect(concepts.find((c) => c.word === 'bake')?.alternatives).toContain('store-bought');
  });

  it('reads "pre-k" as the handbooks\' "pre-kindergarten" and a late start as a delay', () => {
    const concepts = conceptsOf(normalizeQuestion('is pre-k cancelled on a 2 hour delay').tokens);
    expect(concepts.find((c) => c.word === 'pre-k')?.alternatives).toContain('pre-kindergarten');
    expect(concepts.find((c) => c.word === 'latestart')?.alternatives).toContain('delay');
  });

  it('reads the story around a question as no topic ("the bus never came", "for next year", "3 yr old")', () => {
    const soft = (q: string, word: string) =>
      conceptsOf(normalizeQuestion(q).tokens).find((c) => c.word === word)?.soft;
    expect(soft('bus never came this morning who do i call', 'never')).toBe(true);
    expect(soft('bus never came this morning who do i call', 'bus')).toBe(false);
    expect(soft('who do i email about the lottery for next year', 'next')).toBe(true);
    expect(soft('tickets for me and our 3 yr old', 'old')).toBe(true);
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends and list lines, not inside prices, times or abbreviations', () => {
    expect(
      splitSentences(
        'Lunch costs $3.50 per day. Dr. Lee is the nurse.\n- Bring a coat\n- Doors open 7:45 a.m. daily',
      ),
    ).toEqual([
      'Lunch costs $3.50 per day.',
      'Dr. Lee is the nurse.',
      'Bring a coat',
      'Doors open 7:45 a.m. daily',
    ]);
  });
  it('keeps a numbered section label with its first sentence, and "ext." with its number', () => {
    expect(
      splitSentences('5.3 Pick-up by another adult. Students leave only with listed adults. Call ext. 214.'),
    ).toEqual(['5.3 Pick-up by another adult. Students leave only with listed adults.', 'Call ext. 214.']);
    // A PDF's text runs sections together on one line: the label still opens its own sentence.
    expect(splitSentences('No cash over $20. 5.6 Illness. Keep students home with a fever.')).toEqual([
      'No cash over $20.',
      '5.6 Illness. Keep students home with a fever.',
    ]);
    expect(splitSentences('Lunch costs $3.25. 2 Students share a table.')).toEqual([
      'Lunch costs $3.25.',
      '2 Students share a table.',
    ]);
  });
  it('does not end a sentence at an initial or a compass point', () => {
    expect(
      splitSentences('RCA, 4410 W. Armitage Ave., Chicago, IL 60639. Ask Luis R. Ocampo. Plan A is set.'),
    ).toEqual(['RCA, 4410 W. Armitage Ave., Chicago, IL 60639.', 'Ask Luis R. Ocampo.', 'Plan A is set.']);
  });
});

describe('closestLexeme', () => {
  const vocabulary = ['uniform', 'scienc', 'lunch', 'counter', 'cafeteria', 'pickup'];
  const byInitial = new Map<string, string[]>();
  for (const w of vocabulary) byInitial.set(w[0]!, [...(byInitial.get(w[0]!) ?? []), w]);
  const df = new Map(vocabulary.map((w) => [w, 1]));
  it.each([
    ['unifrom', 'uniform'],
    ['sceince', 'scienc'],
    ['lunhc', 'lunch'],
    ['cafateria', 'cafeteria'],
    ['pikup', 'pickup'],
  ])('%s → %s', (typo, lexeme) => expect(closestLexeme(typo, byInitial, df)).toBe(lexeme));
  it('does not force absent words onto unrelated ones', () => {
    expect(closestLexeme('counselor', byInitial, df)).toBeNull();
    expect(closestLexeme('swim', byInitial, df)).toBeNull();
  });
  it('a lexeme two letters shorter is a stem or another word, not two slips: "dentist" is not "Denis"', () => {
    const names = new Map([
      ['d', ['denis']],
      ['b', ['buse']],
      ['p', ['permiss']],
    ]);
    const counts = new Map([
      ['denis', 1],
      ['buse', 3],
      ['permiss', 2],
    ]);
    expect(closestLexeme('dentist', names, counts)).toBeNull();
    // A doubled letter is one slip; a stem's ending one more.
    expect(closestLexeme('busses', names, counts)).toBe('buse');
    expect(closestLexeme('permision', names, counts)).toBe('permiss');
  });

  it('at equal distance keeps the word\'s beginning: "truant" is "truancy", not the name "Tran"', () => {
    const names = new Map([['t', ['tran', 'truanci']]]);
    expect(
      closestLexeme(
        'truant',
        names,
        new Map([
          ['tran', 5],
          ['truanci', 1],
        ]),
      ),
    ).toBe('truanci');
  });
});

describe('categorize', () => {
  it.each([
    ['how much is lunch', 'Fees & Payments'],
    ['what is for lunch today', 'Food & Lunch'],
    ['what time is pickup', 'Transportation'],
    ['my son has a fever', 'Health & Safety'],
    ['how do i report an absence', 'Attendance'],
    ['when is spring break', 'Calendar & Events'],
    ['is there a chess club', 'Activities'],
    ['hello there', 'General'],
  ])('%s → %s', (q, category) => expect(categorize(normalizeQuestion(q).tokens)).toBe(category));
  it('is empty for unreadable input', () => expect(categorize([], false)).toBe(''));
});

describe('conceptsOf', () => {
  it('makes no topic of a lone letter ("12:35 p.m." in a calendar title)', () => {
    expect(conceptsOf(['dismissal', 'p', 'm']).map((c) => c.word)).toEqual(['dismissal']);
  });

  it('keeps the asked words at the end of a long story: search stop words do not count toward the cap', () => {
    const q =
      'my sister is picking up my 2nd grader today bc i got called in for a late shift. shes not on the list, can i just call the front desk and tell them?';
    const words = conceptsOf(normalizeQuestion(q).tokens).map((c) => c.word);
    expect(words).toEqual(expect.arrayContaining(['sister', 'shift', 'list', 'call', 'front', 'desk']));
  });
});

describe('normalizeQuestion: parent phrasings', () => {
  it('reads "whats for lunch" as the menu', () => {
    expect(normalizeQuestion('whats for lunch tomorrow').tokens).toContain('menu');
  });

  it('reads "start picking up" as the pick-up, not a start; "when does school start" keeps it', () => {
    expect(normalizeQuestion('what time can i start picking up in the car line').tokens).not.toContain(
      'start',
    );
    expect(normalizeQuestion('what time can i start picking up in the car line').tokens).toContain('pickup');
    expect(normalizeQuestion('when does school start').tokens).toContain('start');
    expect(normalizeQuestion('does it start during lunch').tokens).toContain('start');
  });

  it('reads "late start", "2 hour delay" and "delayed opening" as one kind of day', () => {
    for (const q of [
      'if theres a late start for snow',
      'is pre-k cancelled on a 2 hour delay',
      'is it a delayed opening',
    ])
      expect(normalizeQuestion(q).tokens).toContain('latestart');
    expect(normalizeQuestion('what if im late to start the test').tokens).not.toContain('latestart');
  });

  it('reads "what time does class start" as the school day\'s start', () => {
    expect(normalizeQuestion('what time does class start').text).toBe('what time does school start');
    expect(normalizeQuestion('when does the esl class start').text).toContain('class start');
  });

  it('reads "til" as until and "have to be there by" as arriving', () => {
    expect(normalizeQuestion('til what time does kids club go').tokens).toContain('until');
    expect(normalizeQuestion('what time does my 7th grader have to be there by').tokens).toContain('arrive');
  });

  it('reads "report to / for" as arriving, not a report card or a progress report', () => {
    expect(
      normalizeQuestion('what time do the band kids have to report for the pops concert').tokens,
    ).toContain('arrive');
    expect(foldPhrases('students report to the band hall at 5:30 a.m.')).toContain('arrive to the band hall');
    expect(foldPhrases('your progress report for the 3rd nine weeks')).not.toContain('arrive');
    expect(foldPhrases('how do i report an absence')).not.toContain('arrive');
  });

  it('reads "call her out sick" as reporting an absence, not a handbook\'s "call students out of class"', () => {
    expect(normalizeQuestion('whats the number to call her out sick today').tokens).toContain('absent');
    expect(normalizeQuestion('my daughter woke up w a fever').tokens).not.toContain('woke');
    expect(foldPhrases('we do not call students out of class for drop-offs')).toContain(
      'call students out of class',
    );
    expect(foldPhrases('whats the number to call in an absence')).toContain('call in an absence');
  });

  it('reads when it happened and how the child is now as the story: "threw up last night but hes acting fine"', () => {
    const tokens = normalizeQuestion(
      'my son threw up twice last night but hes acting fine this morning, can he go in today?',
    ).tokens;
    expect(tokens).toContain('vomiting');
    expect(tokens).not.toContain('night');
    expect(tokens).not.toContain('acting');
    expect(normalizeQuestion('her temp was 100.8 last nite, shes fine this am').tokens).not.toContain('nite');
    // A night that is the event keeps its word.
    expect(normalizeQuestion('what time is family reading night').tokens).toContain('night');
  });

  it('reads medicine names, doses and the bottle as medication in its container; "acct" as account', () => {
    const concepts = conceptsOf(
      normalizeQuestion('shes on amoxicillin and needs a dose at lunch, can i put the bottle in her backpack')
        .tokens,
    );
    const alternatives = (word: string) => concepts.find((c) => c.word === word)?.alternatives ?? [];
    expect(alternatives('amoxicillin')).toContain('medication');
    expect(alternatives('dose')).toContain('medication');
    expect(alternatives('bottle')).toContain('container');
    expect(normalizeQuestion('money on my sons lunch acct').tokens).toContain('account');
  });

  it('reads "wear her apple watch" as having a smartwatch (not "apply", not the dress code)', () => {
    const tokens = normalizeQuestion('can my daughter wear her apple watch to school').tokens;
    expect(tokens).toContain('smartwatch');
    expect(tokens).not.toContain('apple');
    expect(tokens).not.toContain('wear');
    expect(normalizeQuestion('can she wear her north face hoodie').tokens).toContain('wear');
  });

  it('reads "is it too late to order" as a deadline question, not lateness to school', () => {
    expect(normalizeQuestion('is it too late to order a yearbook').tokens).not.toContain('late');
    expect(normalizeQuestion('is it too late to order a yearbook').tokens).not.toContain('tardy');
    expect(normalizeQuestion('what if he is late to school').tokens).toContain('tardy');
  });

  it('reads "grab / get my kid" as picking up, not "getting my son into" a program', () => {
    expect(normalizeQuestion('what time do i grab my 7th grader on wed').tokens).toContain('pickup');
    expect(normalizeQuestion('what time do i get my kid tmrw').tokens).toContain('pickup');
    expect(normalizeQuestion('getting my son into the after school care').tokens).not.toContain('pickup');
    expect(normalizeQuestion('can i get my daughter to school by 9').tokens).not.toContain('pickup');
    const usually = conceptsOf(normalizeQuestion('what time do 8th graders usually get out').tokens).find(
      (c) => c.word === 'usually',
    );
    expect(usually?.soft ?? true).toBe(true);
  });

  it('reads "the school play" as a show, not playing', () => {
    expect(foldPhrases('how much are tickets for the school play')).toContain('school show');
    expect(foldPhrases('can he play football')).toContain('play football');
  });
});
