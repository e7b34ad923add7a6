import { describe, expect, it } from 'vitest';
import { contextWords, splitParts } from './assistant.parts.js';
import { understand, type Unreadable } from './assistant.understand.js';
import { NOW, read, topics } from './assistant.understand.testing.js';

describe('understand: parts of a message', () => {
  it('splits two questions joined by "and" + a question word, and answers each with its own date', () => {
    const u = read('is there school friday and what time do they get out');
    expect(u.parts.map((p) => p.text)).toEqual(['is there school friday', 'what time do they get out']);
    expect(u.parts[0]!.dates?.from).toBe('2026-11-27');
    expect(u.parts[1]!.slots).toContain('time');
    expect(read('how much is hot lunch now and did breakfast go up too').parts.map((p) => p.text)).toEqual([
      'how much is hot lunch now',
      'did breakfast go up too',
    ]);
  });

  it('splits after a question mark only when a question follows; context stays with its question', () => {
    expect(splitParts('lost chromebook cost? and the charger')).toEqual([
      'lost chromebook cost',
      'the charger',
    ]);
    expect(splitParts('is there a bus? we live like 3 miles away')).toHaveLength(1);
    expect(splitParts('how do i call in my son absent?? hes sick')).toHaveLength(1);
    // A short noun phrase asked on its own is a question too; a date echo is not.
    expect(splitParts('how much is lunch? wifi password?')).toEqual(['how much is lunch', 'wifi password?']);
    expect(splitParts('is there school friday? the 23rd?')).toHaveLength(1);
    expect(splitParts('is there school friday? monday too?')).toHaveLength(1);
    // A question closed with a full stop ends there when what follows asks something of its own.
    expect(
      splitParts(
        'what time do the buses leave. also we were going skiing presidents day weekend, do they have that monday off?',
      ),
    ).toEqual([
      'what time do the buses leave',
      'we were going skiing presidents day weekend and do they have that monday off?',
    ]);
    expect(splitParts('what time does school start. my son is new')).toHaveLength(1);
    // A story that leads to a question of its own is a part; "and the kids would…" goes on with it.
    expect(
      splitParts(
        'who is the principal? we have a family wedding in may and the kids would miss 3 days, how far ahead do i ask',
      ),
    ).toEqual([
      'who is the principal',
      'we have a family wedding in may and the kids would miss 3 days, how far ahead do i ask',
    ]);
    expect(splitParts('lunch price and the wifi password')).toEqual(['lunch price', 'the wifi password']);
  });

  it('a condition that asks again after a question mark is a part of its own', () => {
    expect(
      splitParts(
        'we are driving to my in laws for thanksgiving. is there school this wed and fri? if wed is school what time does my 2nd grader get out',
      ),
    ).toEqual([
      'we are driving to my in laws for thanksgiving. is there school this wed and fri',
      'if wed is school what time does my 2nd grader get out',
    ]);
    // A story with no sentence that asks still leads into the question after it.
    expect(
      splitParts('we are driving to my in laws. if wed is school what time do they get out'),
    ).toHaveLength(1);
    expect(splitParts('is there school friday? if so, i will drop him off')).toHaveLength(1);
    expect(splitParts('is there late pickup? if not, can he ride the bus')).toHaveLength(2);
  });

  it('"and a 6th grader" after a closing story names who it is about; a question after it still splits', () => {
    expect(splitParts('is next wednesday early release too? i have a kinder and a 6th grader')).toEqual([
      'is next wednesday early release too? i have a kinder and a 6th grader',
    ]);
    expect(splitParts('lunch price and the wifi password')).toEqual(['lunch price', 'the wifi password']);
    expect(
      splitParts('wed pick up? i have a 2nd grader and a 7th grader. do they eat lunch before they leave'),
    ).toHaveLength(2);
  });

  it('"- i got a 1st grader and a 5th grader, what time…": the children named after a dash, then one question', () => {
    const message =
      'the holiday show next thurs - i got a 1st grader and a 5th grader, what time is each one performing';
    expect(splitParts(message)).toEqual([message]);
    expect(splitParts('is there a book fair and the spirit wear sale, when do they start')).toHaveLength(2);
  });

  it('keeps a story told before "and" with the question it leads to', () => {
    const message =
      'my 6th grader has a fever and is staying home, where do i report it? phone or email is fine';
    expect(splitParts(message)).toHaveLength(1);
    const part = read(message).parts[0]!;
    expect(part.concepts.find((c) => c.word === 'fever')?.context).toBe(true);
    expect(part.concepts.find((c) => c.word === 'absent')?.context).toBeFalsy();
    // A piece opening with the child that asks something is a question of its own.
    expect(splitParts('my 4th grader gets out when wed, and is ridge club open after that')).toHaveLength(2);
  });

  it('a sigh or greeting before the story does not make it a question; a greeting alone is no part', () => {
    const message =
      'ugh my son dropped his chromebook and the screen is smashed. we never paid for the protection thing, how much are they gonna charge us';
    expect(splitParts(message)).toHaveLength(1);
    // "and the <noun> is …" goes on with the story; "and the <noun>" alone is a second thing asked.
    expect(splitParts('when is the concert and the kids need to wear what')).toHaveLength(1);
    expect(splitParts('Hello. When is picture day? And what does it cost.')).toEqual([
      'Hello. When is picture day',
      'what does it cost.',
    ]);
    expect(splitParts('Good morning! is there school friday')).toEqual([
      'Good morning! is there school friday',
    ]);
  });

  it('an illness told before "how long does she stay home" is what is asked; reporting it, its reason', () => {
    // Background (context) or a reason (soft): either way not what the answer must cover.
    const contextOf = (q: string) =>
      read(q)
        .parts[0]!.concepts.filter((c) => c.context || c.soft)
        .map((c) => c.word);
    expect(contextOf('my daughter has lice. how long does she have to stay home')).not.toContain('lice');
    expect(contextOf('my son has a fever, when can he come back to school')).not.toContain('fever');
    expect(contextOf('how do i call in my son absent?? hes sick')).toContain('sick');
    expect(contextOf('my son was out with the flu, what number do i call')).toContain('flu');
  });

  it('marks words said only in a statement beside the question as background', () => {
    const background = (q: string) =>
      read(q)
        .parts[0]!.concepts.filter((c) => c.context)
        .map((c) => c.word);
    expect(background('how do i call in my son absent?? hes sick')).toContain('sick');
    expect(background('how do i call in my son absent?? hes sick')).not.toContain('absent');
    expect(background('is there a bus? we live like 3 miles away')).toEqual(
      expect.arrayContaining(['live', 'miles']),
    );
    // The asking piece has no topic of its own: the statement is what is asked about.
    expect(background('my daughter has a fever. can she come to school?')).toEqual([]);
    expect(background('how do i call in my son absent')).toEqual([]);
    // The asked word again in another form is asked, not background ("called" / "call").
    const sister = [
      ...contextWords(
        'my sister is picking up my 2nd grader today bc i got called in for a late shift. shes not on the list, can i just call the front desk and tell them?',
      ),
    ];
    expect(sister).toEqual(expect.arrayContaining(['sister', 'shift', 'list']));
    expect(sister).not.toContain('called');
    // A negated auxiliary opens a statement, not a question.
    expect(
      background('when is the math staar this year? dont want to schedule her ortho appt that day'),
    ).toEqual(expect.arrayContaining(['schedule', 'ortho']));
    // "how much" is folded to one word; it still opens the asking piece.
    expect(
      background(
        'i want to surprise my son and eat lunch with him on his bday, how much is it for me to get a lunch',
      ),
    ).toContain('birthday');
  });

  it('a participle after the question is its reason ("…, putting it in my gps for the concert")', () => {
    const words = [
      ...contextWords('whats the street address for cbms, putting it in my gps for the concert'),
    ];
    expect(words).toEqual(expect.arrayContaining(['gps', 'concert']));
    expect(words).not.toContain('address');
    // A piece that asks again, or an -ing noun, is no reason told.
    expect([...contextWords('when is the concert, going to the lake what time is it over')]).toEqual([]);
    expect([...contextWords('is the book fair open, morning or after school')]).toEqual([]);
  });

  it('a story before a comma and a question word is background ("my son woke up w pink eye, which number…")', () => {
    const background = (q: string) =>
      read(q)
        .parts[0]!.concepts.filter((c) => c.context)
        .map((c) => c.word);
    expect(
      background('my son woke up w pink eye, which number do i call to let them know hes staying home'),
    ).toContain('eye');
    expect(
      background('my son woke up w pink eye, which number do i call to let them know hes staying home'),
    ).not.toContain('absent');
    // …and a story told after the question, past a comma.
    expect(background('where do i drop off his science fair project, we made a giant volcano')).toContain(
      'volcano',
    );
    expect(background('where do i drop off his science fair project, we made a giant volcano')).not.toContain(
      'project',
    );
    expect(
      background('whats the school address, ordering an uber for my mom to come to the concert'),
    ).toContain('uber');
    expect(background('my son was out with the flu all week, do i need a note from the dr')).toContain('flu');
    // "…, is there …" asks too: the story before it is when the child cries, not what is asked.
    expect(
      background(
        'my son has been really down and crying before school, is there someone there he can talk to',
      ),
    ).toContain('beforeschool');
    // A comma inside the question itself splits nothing.
    expect(background('when is the book fair, and is there a night one')).toEqual([]);
    // "…, until what time …" asks as "…, what time …" does.
    expect(
      background(
        'my daughter has a dentist appointment friday afternoon, until what time can i pick her up early',
      ),
    ).toEqual(expect.arrayContaining(['dentist', 'appointment']));
  });

  it('taking one child out early is an early checkout ("pull"); "early pickup" alone is the school\'s', () => {
    const words = (q: string) => read(q).parts[0]!.concepts.map((c) => c.word);
    expect(words('can i pick her up early for the dentist')).toContain('pull');
    expect(words('can i pick up my 2nd grader early')).toContain('pull');
    expect(words('is there early pickup friday')).not.toContain('pull');
  });

  it('marks the thing "is there a … ?" asks about, when its noun phrase is short and ends', () => {
    const head = (q: string) => read(q).parts[0]!.concepts.find((c) => c.head)?.word;
    expect(head('is there a parent meeting for the band trip chaperones')).toBe('meeting');
    expect(head('is there math tutoring for my 8th grader')).toBe('tutoring');
    expect(head('is there a school counselor? name?')).toBe('counselor');
    expect(head('is there camp winter break')).toBeUndefined();
    expect(head('when is the parent meeting')).toBeUndefined();
  });

  it('reporting an absence to someone, the illness is its reason (soft), not what is asked', () => {
    const asked = (q: string) => topics(read(q), 0);
    expect(asked('my son was out with the flu, what number do i call')).toContain('absent');
    expect(asked('my son was out with the flu, what number do i call')).not.toContain('flu');
    // Asking about the illness itself, it is the topic.
    expect(asked('can my son come to school with a fever')).toContain('fever');
    expect(asked('who do i call if my son has a fever at school')).toContain('fever');
  });

  it('a purpose run on after the question without a stop is background ("… i need to drop off a form")', () => {
    const background = (q: string) =>
      read(q)
        .parts[0]!.concepts.filter((c) => c.context)
        .map((c) => c.word);
    expect(background('what time does the front office open i need to drop off a form before work')).toEqual(
      expect.arrayContaining(['form', 'work']),
    );
    expect(background('what time does the front office open i need to drop off a form')).not.toContain(
      'office',
    );
    // "what do i need to …" is the question itself.
    expect(background('what do i need to do to sign up for volleyball')).toEqual([]);
  });

  it('a follow-up that only says what to do ("…and how do i sign up") is about the earlier topic', () => {
    const u = read('when r the spring parent teacher conferences and how do i sign up');
    expect(u.parts).toHaveLength(2);
    const inherited = u.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word);
    expect(inherited).toEqual(expect.arrayContaining(['signup', 'conferences']));
    // "…and how much are tickets": the tickets to the event asked about before, not any show's.
    const tickets = read('when is the spring fling and how much are tickets');
    expect(tickets.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word)).toContain('fling');
    // "…? is there a form": the form of the thing asked before, not any form of the school's.
    const form = read('how much are prom tickets? is there a form');
    expect(form.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word)).toContain('prom');
    // A follow-up with a topic of its own keeps it to itself.
    const other = read('when are conferences and how much is lunch');
    expect(other.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word)).not.toContain('conferences');
  });

  it('a follow-up asking when to "be there" is about the earlier part\'s event', () => {
    const u = read('when is the band pops concert again and what time does my daughter need to be there');
    expect(u.parts).toHaveLength(2);
    const hard = u.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word);
    expect(hard).toEqual(expect.arrayContaining(['concert']));
  });

  it('a follow-up naming only a way to reach someone ("…, is there an email") is about the earlier topic', () => {
    const u = read('who do i talk to about getting my son into the after school care, is there an email');
    expect(u.parts).toHaveLength(2);
    const hard = u.parts[1]!.concepts.filter((c) => !c.soft).map((c) => c.word);
    expect(hard).toEqual(expect.arrayContaining(['afterschool']));
  });

  it('keeps coordinated nouns together ("drop off and pick up times" is one question)', () => {
    expect(splitParts('what are the drop off and pick up times')).toHaveLength(1);
    expect(splitParts('when and where is the 8th grade course selection night')).toHaveLength(1);
  });

  it('a part that points back takes the first part’s topic ("whats her name" → the nurse)', () => {
    const u = read('nurse phone number? and whats her name');
    expect(u.parts).toHaveLength(2);
    expect(u.parts[0]!.typed).toEqual(['phone']);
    expect(topics(u, 1)).toContain('nurse');
  });

  it('a part that only leans on an earlier one marks the words it takes as inherited filler', () => {
    const u = read('do kids wear pajamas for literacy night? is there food');
    const literacy = u.parts[1]!.concepts.find((c) => c.word === 'literacy');
    expect(literacy).toMatchObject({ soft: true, inherited: true });
    expect(u.parts[1]!.concepts.find((c) => c.word === 'food')?.inherited).toBeUndefined();
    expect(u.parts[0]!.antecedent).toBeUndefined();
    expect(u.parts[1]!.antecedent).toBe(0);
  });

  it('"it" in a third part is the nearest earlier part’s thing, not the first part’s', () => {
    const u = read('so tmrw they get out early right? is kids club open and how much is it per day');
    expect(u.parts).toHaveLength(3);
    const inherited = u.parts[2]!.concepts.filter((c) => c.inherited).map((c) => c.word);
    expect(inherited).toContain('club');
    expect(inherited).not.toContain('early');
    expect(u.parts[2]!.antecedent).toBe(1);
  });

  it('a yes/no follow-up about one thing is about the day the part before asked', () => {
    const u = read('my 2nd grader gets out when on wed? do they get lunch');
    expect(u.parts).toHaveLength(2);
    expect(u.parts[1]!.dates?.from).toBe(u.parts[0]!.dates?.from);
    expect(read('is there school friday? and how much is lunch').parts[1]!.dates).toBeNull();
  });

  it('"that monday" is a day of the story, not a pointer back to the part before', () => {
    const u = read(
      'what time do the buses leave? we were going skiing presidents day weekend, do they have that monday off',
    );
    expect(u.parts).toHaveLength(2);
    expect(u.parts[1]!.concepts.filter((c) => c.inherited)).toEqual([]);
    expect(read('what time do the buses leave? is it the same on that day').parts[1]!.antecedent).toBe(0);
  });

  it('"…? what time, and can i bring my 2 yr old" asks the time on its own; "when and where is …" stays one', () => {
    const parts = splitParts('is there a pta meeting next tuesday? what time, and can i bring my 2 yr old');
    expect(parts).toEqual(['is there a pta meeting next tuesday', 'what time', 'can i bring my 2 yr old']);
    expect(splitParts('when and where is course selection night')).toEqual([
      'when and where is course selection night',
    ]);
  });

  it('never reads a grade, a clock time or a price as the day to answer for', () => {
    const u = read('where is the 3rd grade field trip going and when?');
    expect(u.parts.every((p) => p.dates === null)).toBe(true);
    expect(read('can i drop off at 7:30').parts[0]!.dates).toBeNull();
    expect(read('is lunch still $3.25').parts[0]!.dates).toBeNull();
  });

  it('an age and its birthday month are neither the day asked about nor the topic', () => {
    const u = read('how do i sign my daughter up for kinder, she turns 5 in july');
    expect(u.parts[0]!.dates).toBeNull();
    expect(topics(u, 0)).not.toContain('july');
    expect(read('is there school on july 5').parts[0]!.dates?.from).toBe('2027-07-05');
  });

  it('caps a run-on message at MAX_PARTS parts, keeping the rest in the last', () => {
    const parts = splitParts(
      'when is picture day? what time is dismissal? is there school monday? who is the principal?',
    );
    expect(parts).toHaveLength(3);
    expect(parts[2]).toContain('principal');
  });

  it('stops at messages it cannot read', () => {
    const kind = (q: string) =>
      (understand({ question: q, now: NOW, timeZone: 'UTC', llm: false }) as Unreadable).unreadable;
    expect(kind('🙂🙂')).toBe('emoji');
    expect(kind('   ')).toBe('empty');
    expect(kind('学校は月曜日にありますか')).toBe('non-latin');
    const withModel = understand({
      question: '学校は月曜日にありますか',
      now: NOW,
      timeZone: 'UTC',
      llm: true,
    });
    expect('parts' in withModel).toBe(true);
  });
});

describe('understand: follow-ups that are not questions of their own', () => {
  it('"…going and when?" stays one question', () => {
    expect(splitParts('where is the 3rd grade field trip going and when?')).toHaveLength(1);
  });
});

describe('understand: two things asked in one line', () => {
  it('"lunch price and the wifi password" is two parts; the first asks for an amount', () => {
    const u = read('lunch price and the wifi password');
    expect(u.parts.map((p) => p.text)).toEqual(['lunch price', 'the wifi password']);
    expect(u.parts[0]!.typed).toEqual(['money']);
  });

  it('"whats her name" asks for a person, and "name" is not a topic', () => {
    const u = read('nurse phone number? and whats her name');
    expect(u.parts[1]!.typed).toContain('person');
    expect(topics(u, 1)).not.toContain('name');
  });
});
