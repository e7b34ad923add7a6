import { describe, expect, it } from 'vitest';
import { resolveDates } from './assistant.dates.js';
import { normalizeQuestion } from './assistant.text.js';
import { answerSlotsOf, fillsSlot } from './assistant.answer-types.js';
import { DATE_QUESTION } from '../vocabulary/vocabulary.answer-types.js';

const slots = (q: string) => answerSlotsOf(normalizeQuestion(q));

describe('expected answer type of a question', () => {
  it('reads phone, e-mail, address, money and clock-time questions', () => {
    expect(slots('whats the school office phone number')).toContain('phone');
    expect(slots('what number do i call for attendance')).toContain('phone');
    expect(slots('which number do i call to let them know hes staying home')).toContain('phone');
    expect(slots('whats the nurse email')).toContain('email');
    expect(slots('whats the school address')).toContain('address');
    expect(slots('how much is the field trip')).toContain('money');
    expect(slots('wat time does school start?')).toContain('time');
    expect(slots('what are the book fair hours')).toContain('time');
    // Until when: a clock time answers it.
    expect(slots('how long can he stay in the after school program')).toContain('time');
    expect(slots('how long is the front office open')).toContain('time');
    // Plural "times" and a show's times; a practice schedule's lines each hold part of it.
    expect(slots('what times is the musical showing on saturday')).toContain('time');
    expect(slots('what are the show times for the play')).toContain('time');
    expect(slots('what are track practice times')).not.toContain('time');
  });

  it('"a number she can call where someone speaks spanish" asks a phone number, not a place', () => {
    const asked = slots(
      'my mom only speaks spanish, is there a number she can call where someone speaks spanish',
    );
    expect(asked).toContain('phone');
    expect(asked).not.toContain('where');
    // A question's own "where" still asks a place, and so does a relative one after a place noun.
    expect(slots('my kid lost his gloves, where do they keep the lost stuff')).toContain('where');
    expect(slots('wheres the gym')).toContain('where');
    expect(slots('do you know where the buses line up')).toContain('where');
    expect(slots('is there a spot where i can park for the concert')).toContain('where');
  });

  it('"whats the nurses extension" asks a number, which an "Ext.:" column holds', () => {
    expect(answerSlotsOf(normalizeQuestion('whats the nurses extension?'))).toContain('phone');
    expect(answerSlotsOf(normalizeQuestion('what ext is the counselor'))).toContain('phone');
    expect(
      fillsSlot('phone', 'Ms. Carla Jimenez, RN, School Nurse — Ext.: 110; E-mail: nurse@x.example'),
    ).toBe(true);
    expect(fillsSlot('phone', 'Extension: 204')).toBe(true);
  });

  it('reads "who do i email" as an e-mail question, "who do i call" as a phone one', () => {
    expect(slots('who do i email about the lottery for next yr')).toContain('email');
    expect(slots('who do i email about the lottery for next yr')).not.toContain('phone');
    expect(slots('who do i call about the bus')).toContain('phone');
  });

  it('"how do i find out what time…" asks where the school posts it, not the time', () => {
    expect(slots('how do i find out what time the bus comes to our stop')).toEqual(['published']);
    expect(slots('how will i know if school is closed for snow')).toEqual(['published']);
    expect(slots('where can i check her grades')).toEqual(['published']);
    expect(slots('what time does the bus come to our stop')).toContain('time');
    expect(
      fillsSlot(
        'published',
        'Bus routes and stop times are mailed to families in August and posted on the school website.',
      ),
    ).toBe(true);
    expect(
      fillsSlot('published', 'Students must be at their bus stop 5 minutes before the scheduled time.'),
    ).toBe(false);
  });

  it('an amount may be written in words', () => {
    expect(fillsSlot('money', 'Lost library book — Charge: Replacement cost')).toBe(true);
    expect(fillsSlot('money', 'Students replace lost books at the library.')).toBe(false);
    expect(fillsSlot('money', 'Children 4 and under free.')).toBe(true);
    // The end of a compound is no price: "fever-free for 24 hours", "nut-free tables".
    expect(fillsSlot('money', 'Students must stay home until fever-free for 24 hours.')).toBe(false);
    expect(fillsSlot('money', 'Nut-free tables are in the cafeteria.')).toBe(false);
  });

  it('does not read a type into questions about something else', () => {
    expect(slots('can she bring her phone to school')).toEqual([]);
    expect(slots('how much homework does a 4th grader get')).not.toContain('money');
    expect(slots('with how much fever do i keep him home')).not.toContain('money');
    // "how much" of an amount named before it, unless a price word says otherwise.
    expect(slots('he never has homework, how much r they supposed to get')).not.toContain('money');
    expect(slots('how much is the homework club fee')).toContain('money');
    expect(slots('where are library hours posted')).not.toContain('time');
    expect(slots('can i update my address')).not.toContain('phone');
    // A length of time, not a clock time.
    expect(slots('how long is the winter concert')).not.toContain('time');
    expect(slots('how long does she have to stay home with a fever')).not.toContain('time');
  });

  it('reads "is X free" as a price question and "how many" as a count, not their look-alikes', () => {
    expect(slots('is breakfast free')).toContain('money');
    expect(slots('is the field trip free for everyone')).toContain('money');
    expect(slots('is the cafeteria nut free')).not.toContain('money');
    expect(slots('is the school peanut free')).not.toContain('money');
    expect(slots('how many kids per class in 1st grade')).toContain('count');
    expect(slots('how many days until winter break')).not.toContain('count');
    expect(fillsSlot('count', 'Classes are capped at 24 students.')).toBe(true);
    expect(fillsSlot('count', 'After three late sign-outs a student may be dropped.')).toBe(true);
    expect(fillsSlot('count', 'Outerwear is stored in lockers during class.')).toBe(false);
    expect(fillsSlot('count', 'Devices are returned after 3:35 PM.')).toBe(false);
    expect(fillsSlot('count', 'Classes Resume: Monday, January 4, 2027.')).toBe(false);
    expect(fillsSlot('count', 'The crewneck sweatshirt is $22 at the Front Desk.')).toBe(false);
  });

  it('asking for a deadline asks when', () => {
    expect(slots('the deadline to return the order form')).toContain('when');
    expect(slots('whats the deadline for the field trip money')).toContain('when');
    expect(slots('how do i return the order form')).not.toContain('when');
  });

  it('reads "how long is X" as a length of time, not a rule about staying or keeping', () => {
    expect(slots('how long is the into the woods musical? my mom cant sit for long')).toContain('duration');
    expect(slots('how long does the background check take')).toContain('duration');
    expect(slots('how long does she have to stay home with a fever')).not.toContain('duration');
    expect(slots('how long can kids keep library books')).not.toContain('duration');
    // The parent's own deadline is a length of time ("within 3 days").
    expect(slots('how long do i have to send in the doctors note')).toContain('duration');
    expect(slots('how long do we get to turn in the form')).toContain('duration');
    expect(slots('how long is the front office open')).not.toContain('duration');
    expect(fillsSlot('duration', 'The background check takes about two weeks.')).toBe(true);
    expect(fillsSlot('duration', 'Students in grades 3-5 should spend 30-40 minutes a night.')).toBe(true);
    expect(fillsSlot('duration', 'Performances: Friday 7:00 – 8:30 p.m. in the auditorium.')).toBe(true);
    expect(fillsSlot('duration', 'Send a written note within 3 school days after the student returns.')).toBe(
      true,
    );
    expect(fillsSlot('duration', 'Refunds take 5 business days.')).toBe(true);
    expect(fillsSlot('duration', 'Concessions by the Theatre Booster Club.')).toBe(false);
    expect(fillsSlot('duration', 'Doors open at 6:30 p.m.')).toBe(false);
  });

  it('asks for a named person when the question is who someone is, not who to call', () => {
    expect(slots('who is the principal')).toContain('person');
    expect(slots('whos the dean for middle school')).toContain('person');
    expect(slots('who runs ridge club')).toContain('person');
    expect(slots('whats her name')).toContain('person');
    expect(slots('who do i call when he is sick')).not.toContain('person');
    expect(slots('who do i talk to about the candy fundraiser')).toEqual(
      expect.arrayContaining(['phone', 'email', 'who']),
    );
    expect(slots('who is the person i tell about an absence')).not.toContain('person');
    // The parent's plan told later in the message does not make "who is the principal" a contact question.
    expect(
      slots('who is the principal there now? want to send her an email about something that happened'),
    ).toContain('person');
  });

  it('"who do i call / tell / notify" asks for a number (or who to turn to)', () => {
    expect(slots('number for transportation')).toContain('phone');
    expect(slots('whats the number')).toContain('phone');
    expect(slots('number of students per class')).not.toContain('phone');
    expect(slots('who do i talk to about the candy fundraiser')).toContain('phone');
    expect(slots('who should i email about the bus')).toContain('email');
    // Whom to contact is asked; the prices are the topic, not a value the answer must hold.
    expect(slots('who do i ask about the lunch prices going up')).not.toContain('money');
    for (const q of [
      'who do i call when he is sick',
      'my son will be absent who do i tell',
      'who do i notify',
    ])
      expect(slots(q)).toEqual(expect.arrayContaining(['phone', 'who']));
  });
});

describe('procedure questions ask for the step, not the rule', () => {
  it('reads "how do i", "what do i have to do", "how does that work" and paperwork as procedure', () => {
    for (const q of [
      'my sister is picking up today how do i add her',
      'grandma is picking him up today what do i do',
      'my sister is picking up my daughter tomorrow, what do i have to do',
      'my daughter needs tylenol during the day how does that work',
      'taking my son out 2 wks, is there paperwork',
      'how to sign up for after school',
      'my dad is picking up my son early for a funeral today, what does he need to bring',
    ])
      expect(slots(q), q).toContain('howto');
    expect(slots('how much is lunch')).not.toContain('howto');
    expect(slots('how late is the office open')).not.toContain('howto');
    expect(slots('can i pack peanut butter')).not.toContain('howto');
  });

  it('an instruction fills it; the rule around it does not', () => {
    expect(
      fillsSlot(
        'howto',
        "To add a one-time adult: e-mail frontdesk@ridgeviewcollegiate.org with the adult's full name before 1:00 PM.",
      ),
    ).toBe(true);
    expect(fillsSlot('howto', 'Please complete the Planned Absence Form two weeks in advance.')).toBe(true);
    expect(fillsSlot('howto', 'Parents must send a signed note to the office.')).toBe(true);
    // What the parent does, said in the present tense, is a step too.
    expect(
      fillsSlot('howto', 'Parent/guardian drops it off in the original labeled container with Form MED-1.'),
    ).toBe(true);
    // An obligation on whoever the question is about is a step too ("how do i volunteer").
    expect(
      fillsSlot('howto', 'Volunteers must complete the LOCISD volunteer background check every school year.'),
    ).toBe(true);
    expect(
      fillsSlot(
        'howto',
        'Students are released only to adults on the Authorized Pick-Up List in ParentSquare.',
      ),
    ).toBe(false);
    expect(fillsSlot('howto', 'Medication left after the last day of school is discarded.')).toBe(false);
  });
});

describe('a yes/no question about a clock time asks for a time', () => {
  it('reads "at 7:30", "until 5pm" as a time asked about, not a bare hour of the story', () => {
    expect(slots('can i drop my kid off at 7:30')).toContain('time');
    expect(slots('can he stay after school until 5pm')).toContain('time');
    expect(
      slots('does kids club give them a snack or should i pack one he is always starving by 4'),
    ).not.toContain('time');
  });
});

describe('where questions prefer a sentence naming the place', () => {
  it('reads "where" and finds rooms, campus places and streets', () => {
    expect(slots('where is aftercare held')).toContain('where');
    expect(slots('which room is the book fair in')).toContain('where');
    expect(slots('what door do walkers use')).toContain('where');
    expect(slots('which day is the book fair')).not.toContain('where');
    expect(
      fillsSlot('where', 'Kids Club aftercare runs from dismissal until 6:00 pm in the cafeteria.'),
    ).toBe(true);
    expect(fillsSlot('where', 'Robotics meets Tuesdays in Room 214.')).toBe(true);
    expect(fillsSlot('where', 'Beginning February 23, the Kids Club aftercare fee is $18 per day.')).toBe(
      false,
    );
  });
});

describe('values in document sentences', () => {
  it('finds phone numbers, e-mails and street addresses as schools write them', () => {
    expect(fillsSlot('phone', 'Main Office (609) 555-0142')).toBe(true);
    expect(fillsSlot('phone', 'Attendance line: 312.555.0147 (24 hours)')).toBe(true);
    expect(fillsSlot('phone', 'Please make sure the school always has working phone numbers for you.')).toBe(
      false,
    );
    expect(fillsSlot('email', 'Front Desk: frontdesk@ridgeview.org')).toBe(true);
    expect(fillsSlot('address', 'Ridgeview Collegiate, 4410 W. Armitage Avenue, Chicago')).toBe(true);
    expect(fillsSlot('time', 'Doors open at 7:45 AM.')).toBe(true);
  });

  it('names a person with their role in the common layouts', () => {
    expect(fillsSlot('who', 'Dana Okafor, Principal')).toBe(true);
    expect(fillsSlot('who', 'Principal: Dr. Dana Okafor')).toBe(true);
    expect(fillsSlot('who', 'Gracias, Marisol Vega, Arroyo Vista PTA President')).toBe(true);
    expect(fillsSlot('who', 'Thank you to our PTA for the new benches.')).toBe(false);
    expect(fillsSlot('who', 'Welcome to a new school year! We are so glad you are here.')).toBe(false);
  });

  it('a named person answers "who is": a role alone does not', () => {
    expect(fillsSlot('person', 'Family & Community Liaison – Rubén Castañeda')).toBe(true);
    expect(fillsSlot('person', 'Health Office – Graciela Ortiz, LVN')).toBe(true);
    expect(fillsSlot('person', 'A Note from Principal Alvarez')).toBe(true);
    expect(fillsSlot('person', 'La Sra. Marisela Ochoa ayuda a las familias hispanohablantes.')).toBe(true);
    expect(fillsSlot('person', 'Dean of Students (Grades K-4) — Name: Ms. Priya Raman')).toBe(true);
    expect(
      fillsSlot('person', 'Family trips should be requested from the principal two weeks in advance.'),
    ).toBe(false);
    expect(fillsSlot('person', 'Early Release – Dismissal Time')).toBe(false);
  });
});

describe('dates only from date expressions', () => {
  const now = new Date('2026-11-24T15:00:00Z');
  it('"3rd grade", "2nd time", phone numbers and prices are not days', () => {
    expect(
      resolveDates('where is the 3rd grade field trip going and when', now, 'America/New_York'),
    ).toBeNull();
    expect(resolveDates('this is the 2nd time he was late', now, 'America/New_York')).toBeNull();
    expect(resolveDates('is 609 555 0142 the office', now, 'America/New_York')).toBeNull();
  });
  it('"during the day", "on the day of the trip" name no date', () => {
    expect(resolveDates('she needs tylenol during the day', now, 'America/New_York')).toBeNull();
    expect(resolveDates('what do i do on the day of the trip', now, 'America/New_York')).toBeNull();
    expect(resolveDates('when is the last day before winter break', now, 'America/New_York')).toBeNull();
  });
  it('still reads "the 3rd" and "friday"', () => {
    expect(resolveDates('is there school on the 3rd', now, 'America/New_York')?.from.day).toBe(3);
    expect(resolveDates('is there school friday', now, 'America/New_York')?.from.day).toBe(27);
  });
});

describe('questions asking for a date in so many words', () => {
  it('are told from "when" and "what day" questions', () => {
    expect(DATE_QUESTION.test('what date does school end in june')).toBe(true);
    expect(DATE_QUESTION.test('what dates is it')).toBe(true);
    expect(DATE_QUESTION.test('could you please confirm the date of spring picture day')).toBe(true);
    expect(DATE_QUESTION.test('what day is early release')).toBe(false);
    expect(DATE_QUESTION.test('when is the book fair')).toBe(false);
  });
});
