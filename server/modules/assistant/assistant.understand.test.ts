import { describe, expect, it } from 'vitest';
import { splitParts } from './assistant.parts.js';
import { read, topics } from './assistant.understand.testing.js';
import { isSearchStopWord } from './assistant.text.js';
import { MAX_QUERY_CONCEPTS } from './assistant.tuning.js';

describe('understand: words of the child, shorthand and school phrasing', () => {
  it('"my kindergartner" asks for grade K and is no topic; "kindergarten" stays one', () => {
    const u = read('can i pack peanut butter for my kindergartner');
    expect(u.parts[0]!.grade).toBe(0);
    expect(topics(u, 0)).toEqual(expect.arrayContaining(['peanut']));
    expect(topics(u, 0)).not.toContain('kindergartner');
    expect(topics(read('when is kindergarten registration'), 0)).toContain('kindergarten');
  });

  it("asks a part naming two children's grades once per grade, the other grade no topic of each copy", () => {
    const u = read('what time do my kinder and 3rd grader get out');
    expect(u.parts.map((p) => p.grade)).toEqual([0, 3]);
    expect(u.parts.map((p) => p.text)).toEqual([u.parts[0]!.text, u.parts[0]!.text]);
    expect(topics(u, 1)).not.toContain('kinder');
    // One grade, or a grade range named by the school, stays one part.
    expect(read('what time does my 3rd grader get out').parts).toHaveLength(1);
    // A follow-up keeps pointing at its topic's first copy (index 0, not the part it was before).
    const follow = read(
      'my 5th grader and 2nd grader both have lunch, how much is it? and when is it served',
    );
    expect(follow.parts.map((p) => p.grade)).toEqual([5, 2, null]);
    expect(follow.parts[2]!.antecedent).toBe(0);
  });

  it('a social reason or a purpose told after the ask ("for a bday party", "to work on a project") is no topic', () => {
    const party = topics(
      read('can my daughter ride a different bus home with her friend friday for a bday party'),
      0,
    );
    expect(party).toEqual(expect.arrayContaining(['bus']));
    expect(party).not.toContain('party');
    const project = topics(
      read('she wants to ride the bus home with her friend thursday to work on a project, what do i do'),
      0,
    );
    expect(project).not.toContain('project');
    expect(project).not.toContain('work');
    // Asked about, a party stays the topic.
    expect(topics(read('when is the class party'), 0)).toContain('party');
  });

  it('"who handles that at kphs": the story names the matter, "handles" and the school\'s initials are no topic', () => {
    const u = read(
      'hi i need an official transcript sent for a scholarship app, who handles that at kphs',
      'Kestrel Point High School',
    );
    expect(topics(u, 0)).toContain('transcript');
    expect(topics(u, 0)).not.toContain('handles');
    expect(topics(u, 0)).not.toContain('kphs');
    expect(topics(u, 0)).not.toContain('scholarship');
    // Initials of another school are a topic.
    expect(topics(read('do you take kids from kphs', 'Cedar Bluff Middle School'), 0)).toContain('kphs');
  });

  it('reads "after school" after a bus or an opening as a time of day, elsewhere as the program', () => {
    expect(topics(read('r there buses after school'), 0)).not.toContain('afterschool');
    expect(topics(read('is the library open after school'), 0)).not.toContain('afterschool');
    expect(topics(read('is there after school care'), 0)).toContain('afterschool');
    expect(topics(read('how do i sign him up for after school'), 0)).toContain('afterschool');
    expect(topics(read('does the bus run for after school programs'), 0)).toContain('afterschool');
    // Either end of the school day asks no time: "tutoring he can go to before or after school".
    const either = topics(read('is there any tutoring he can go to before or after school'), 0);
    expect(either).toContain('tutoring');
    expect(either).not.toContain('afterschool');
  });

  it('reads "bday" as birthday and "sit in on" as a classroom visit', () => {
    expect(topics(read('can i hand out bday invitations'), 0)).toContain('birthday');
    expect(topics(read('can i sit in on my daughters class one day'), 0)).toContain('visit');
    expect(topics(read('my son is getting picked on at recess'), 0)).toContain('bullying');
  });

  it('reads a phone taken away as confiscated, not as taking a child somewhere', () => {
    expect(topics(read('the teacher took my sons phone today, how do we get it back'), 0)).toContain(
      'confiscated',
    );
    expect(topics(read('my daughter got her phone taken AGAIN, do i have to come get it'), 0)).toContain(
      'confiscated',
    );
    expect(topics(read('who takes the kids to the bus in the afternoon'), 0)).not.toContain('confiscated');
    expect(topics(read('can my son take his phone on the field trip'), 0)).not.toContain('confiscated');
  });

  it('reads "if she got in" as an application\'s outcome, not as getting into the building', () => {
    expect(topics(read('when do we find out if she got in'), 0)).toContain('admission');
    expect(topics(read('what time can she get in the building'), 0)).not.toContain('admission');
  });

  it('reads helping in a class as volunteering, "allowed back in class" as returning, an essay turned in late as late work', () => {
    expect(topics(read('i want to help out in my sons class, what do i need to do'), 0)).toContain(
      'volunteer',
    );
    const back = topics(read('ugh my daughter has lice. when is she allowed back in class'), 0);
    expect(back).toContain('back');
    expect(back).not.toContain('class');
    // Work handed in late is "late work", whatever the assignment is called.
    const late = topics(read('my son turned in his essay 2 days late does he lose points'), 0);
    expect(late).toEqual(expect.arrayContaining(['late', 'work']));
    expect(late).not.toContain('submit');
    // An event named "back to school" keeps its words.
    expect(topics(read('when is back to school night'), 0)).toContain('night');
  });

  it('reads time away from school as an absence and collecting a child as a pick-up', () => {
    expect(topics(read('can i take my kids on vacation during the school year'), 0)).toContain('absence');
    expect(topics(read('taking my son out 2 wks in february to visit family'), 0)).toContain('absence');
    expect(topics(read('grandma is getting him today not me, who do i tell'), 0)).toContain('pickup');
    expect(topics(read('where does my daughter go when she gets there'), 0)).toContain('arrive');
    expect(topics(read('when is winter vacation'), 0)).not.toContain('absence');
    expect(topics(read('my son was out with the flu mon thru thurs'), 0)).toContain('absent');
    expect(topics(read('we are going to mexico for 2 weeks in january what do i do'), 0)).toContain(
      'absence',
    );
  });

  it('a child needing "someone to talk to" is the counselor; "lately" is when, not what', () => {
    expect(topics(read('is there someone there he can talk to'), 0)).toContain('counselor');
    expect(topics(read('is there somebody for her to talk to at school'), 0)).toContain('counselor');
    expect(topics(read('is there someone i can talk to about the bus'), 0)).not.toContain('counselor');
    expect(topics(read('she only wants to wear slides lately'), 0)).not.toContain('lately');
  });

  it('reads "let the kids out" as dismissal, "sign my son up" as sign-up, and "my twins" as the children', () => {
    expect(topics(read('when do they let the kids out on fridays'), 0)).toContain('dismissal');
    expect(topics(read('how do i sign my son up for kids club'), 0)).toContain('signup');
    const treats = topics(read('its my twins bday next tues, can i send in homemade cupcakes'), 0);
    expect(treats).toContain('cupcakes');
    expect(treats).not.toContain('twins');
  });

  it('names what a policy says for the thing a parent names (pb&j, a beer logo, tamales, the dr)', () => {
    const alternatives = (q: string, word: string) =>
      read(q).parts[0]!.concepts.find((c) => c.word === word)?.alternatives ?? [];
    expect(topics(read('is it ok if i pack a pb&j in my sons lunchbox'), 0)).toContain('peanut');
    expect(alternatives('a shirt with a beer logo on it', 'beer')).toContain('alcohol');
    expect(alternatives('a shirt with a beer logo on it', 'logo')).toContain('symbol');
    expect(alternatives('can i bring homemade tamales', 'tamales')).toContain('food');
    expect(alternatives('can i bring homemade tamales', 'homemade')).toContain('store-bought');
    expect(topics(read('do i need a note from the dr'), 0)).toContain('doctor');
    expect(alternatives('how much is child care per day', 'childcare')).toContain('aftercare');
    expect(alternatives('he has a dentist appointment tomorrow', 'appointment')).toContain('medical');
    expect(alternatives('how do i add money to his lunch account', 'add')).toContain('load');
    expect(alternatives('is there paperwork', 'paperwork')).toContain('form');
    expect(topics(read('my kid lost his gloves, where do they keep the lost stuff'), 0)).toContain(
      'lostfound',
    );
    expect(alternatives('is the chromebook insurance worth it', 'insurance')).toContain('protection');
    expect(alternatives('is there any way to get the activity fee waived', 'waived')).toContain('waiver');
    expect(alternatives('can i bring cupcakes for the class party', 'party')).toContain('celebration');
  });

  it('a word said again inside a folded compound is one topic ("lost her jacket … lost and found")', () => {
    const lost = topics(read('my daughter lost her jacket where is the lost and found'), 0);
    expect(lost).toEqual(expect.arrayContaining(['jacket', 'lostfound']));
    expect(lost).not.toContain('lost');
    expect(topics(read('can i pick up my lost glasses'), 0)).toContain('lost');
  });

  it('a word that begins another the parent said, listed by its thesaurus entry, is one topic ("hoodie … hood")', () => {
    const hood = topics(read('can he wear his hoodie w the hood up in class'), 0);
    expect(hood).toEqual(expect.arrayContaining(['wear', 'hoodie']));
    expect(hood).not.toContain('hood');
    expect(topics(read('can he keep his hood up in class'), 0)).toContain('hood');
  });

  it('"the lady who sends the notices" asks who; "in charge of the whole school" is the principal', () => {
    expect(topics(read('whos the office manager, the lady who sends the notices'), 0)).not.toContain('lady');
    const head = read('who is in charge of the whole school, like the head person').parts[0]!;
    expect(head.slots).toContain('person');
    expect(head.concepts.map((c) => c.word)).toContain('principal');
  });
});

describe('understand: an elliptical follow-up asks the same of another thing', () => {
  it('"what about breakfast?" after the lunch price asks a price; the lunch only ranks', () => {
    const u = read('how much does lunch cost? what about breakfast?');
    expect(u.parts[1]!.typed).toEqual(['money']);
    expect(topics(u, 1)).toEqual(expect.arrayContaining(['breakfast']));
    expect(topics(u, 1)).not.toContain('lunch');
    expect(read('what time does school start? and the buses?').parts[1]!.typed).toEqual(['time']);
  });

  it('keeps a yes/no frame and the earlier thing for a yes/no question; a story or a question of its own asks its own', () => {
    const u = read('can she bring her phone to school? what about her apple watch?');
    expect(u.parts[1]!.typed).toEqual([]);
    expect(topics(u, 1)).toContain('phone');
    expect(read('how much is lunch? we are on the free list').parts[1]?.typed ?? []).toEqual([]);
    expect(read('how much does lunch cost? where do i pay it').parts[1]!.typed).not.toContain('money');
  });
});

describe('understand: a follow-up asking only which day', () => {
  it('"…short day next week? which day is it" leans on the day answer before it', () => {
    const u = read('do they have a short day next week? which day is it');
    expect(u.parts).toHaveLength(2);
    expect(u.parts[1]!.asksOnlyWhichDay).toBe(true);
    expect(read('is there school friday? and what time is pickup').parts[1]!.asksOnlyWhichDay).toBeFalsy();
  });
});

describe('understand: "how late" and "how early" ask for a clock time', () => {
  it('"how late is the main office open" asks when it closes; lateness is no topic', () => {
    const part = read('how late is the main office open, i need to drop off a form after work').parts[0]!;
    expect(part.slots).toContain('time');
    expect(topics(read('how late is the main office open'), 0)).not.toContain('late');
    expect(read('how early can i drop him off').parts[0]!.slots).toContain('time');
    // Lateness itself is still a topic.
    expect(topics(read('how late is too late before it counts as tardy'), 0)).toContain('late');
  });
});

describe('understand: school hours and after-school care', () => {
  it('"what are the school hours" asks when the day starts and when it ends, as clock times', () => {
    const part = read('what are the school hours').parts[0]!;
    expect(part.slots).toContain('time');
    expect(topics(read('what are the school hours'), 0)).toEqual(
      expect.arrayContaining(['start', 'dismissal']),
    );
  });

  it('"is there an evening time i can come": the evening is asked, and schools call it a night', () => {
    const evening = read('is there an evening time i can come').parts[0]!.concepts.find(
      (c) => c.word === 'evening',
    );
    expect(evening?.soft).toBeFalsy();
    expect(evening?.alternatives).toContain('night');
  });

  it('a school sport is one of the school\'s athletics ("all sports", "Athletics participation fee")', () => {
    const volleyball = read('how much does it cost to play volleyball').parts[0]!.concepts.find(
      (c) => c.word === 'volleyball',
    );
    expect(volleyball?.alternatives).toEqual(expect.arrayContaining(['sports', 'athletics']));
    const track = read('what time does track practice end').parts[0]!.concepts.find(
      (c) => c.word === 'track',
    );
    expect(track?.alternatives).toEqual(expect.arrayContaining(['athletics']));
  });

  it('"when do report cards come out": "come out" is no topic', () => {
    expect(topics(read('when do report cards come out'), 0)).toEqual(['reportcard']);
  });

  it('a student eating, with nothing named, eats lunch; a vague "sometime" is no topic', () => {
    expect(topics(read('what time does 7th grade actually eat'), 0)).toContain('lunch');
    expect(topics(read('what time do the kids eat'), 0)).toContain('lunch');
    // Something named: that thing, not lunch.
    expect(topics(read('do the kids eat breakfast at school'), 0)).not.toContain('lunch');
    expect(topics(read('can i come eat lunch with my son sometime'), 0)).not.toContain('sometime');
  });

  it('"getting her records" is no pick-up, "out of town" no absence, "exactly" no topic', () => {
    expect(topics(read('who handles getting her records from the old school'), 0)).not.toContain('pickup');
    expect(topics(read('grandma is getting her at 3 today'), 0)).toContain('pickup');
    expect(topics(read('hes out of town this week, where do i go for pickup'), 0)).not.toContain('absent');
    expect(topics(read('he was out sick yesterday'), 0)).toContain('absent');
    expect(topics(read('what time exactly'), 0)).not.toContain('exactly');
  });

  it('a parent coming to the school for a meeting is a visitor; what to bring to get in is the entrance', () => {
    const words = topics(
      read(
        'first time coming up to the school for a meeting w the counselor, do i need to bring anything to get in?',
      ),
      0,
    );
    expect(words).toEqual(expect.arrayContaining(['visitor', 'enter']));
    // Getting in (admitted) is not entering the building.
    expect(topics(read('does she get in automatically or what do i need to do'), 0)).not.toContain('visitor');
  });

  it('not affording a trip asks for financial help', () => {
    const concepts = read('honestly we cant afford the band trip, is there any help').parts[0]!.concepts;
    expect(concepts.find((c) => c.word === 'afford')?.alternatives).toContain('financial');
    expect(concepts.some((c) => c.word === 'honestly' && !c.soft)).toBe(false);
  });

  it('school cancelled for ice reads the closure and its weather', () => {
    const concepts = read('how will i find out if they cancel school for ice').parts[0]!.concepts;
    expect(concepts.find((c) => c.word === 'cancel')?.alternatives).toContain('closure');
    expect(concepts.find((c) => c.word === 'ice')?.alternatives).toContain('icy');
  });

  it('a parent late to collect the child is no tardy student', () => {
    expect(topics(read('what happens if he is late'), 0)).toContain('tardy');
    expect(topics(read('gonna be late getting my kids from kids club, whats their number'), 0)).not.toContain(
      'tardy',
    );
  });

  it('"after care" and "before care" are two programs, not "care" twice', () => {
    expect(topics(read('how much is after care per week'), 0)).toContain('aftercare');
    expect(topics(read('is there before care'), 0)).toContain('beforecare');
    // Both programs at once: each its own word ("Before and after care — Weekly: $110").
    const both = topics(read('thinking about kids club before AND after, how much a week'), 0);
    expect(both).toEqual(expect.arrayContaining(['beforecare', 'aftercare']));
    expect(topics(read('how much is before and after care'), 0)).toEqual(
      expect.arrayContaining(['beforecare', 'aftercare']),
    );
    // "before and after school" is either end of the day, not the care programs.
    expect(topics(read('is there tutoring before and after school'), 0)).not.toContain('aftercare');
  });

  it('"the direct number for the nurse" asks the nurse\'s number: "direct" is no topic', () => {
    const u = read('whats the direct number for the nurse so i can check on her');
    expect(u.parts[0]!.typed).toContain('phone');
    expect(topics(u, 0)).toContain('nurse');
    expect(topics(u, 0)).not.toContain('direct');
  });

  it('"whats the nurses direct number" asks a number, and a hoodie\'s brand is no topic', () => {
    const u = read('whats the nurses direct number and until what time is she there');
    expect(u.parts[0]!.typed).toContain('phone');
    expect(topics(u, 0)).not.toContain('number');
    const hoodie = topics(read('can my son wear his north face hoodie in class'), 0);
    expect(hoodie).toContain('hoodie');
    expect(hoodie).not.toContain('face');
    expect(topics(read('can he wear his gray nike hoodie over his polo'), 0)).not.toContain('nike');
  });

  it('"how do i reach the nurse directly" asks her number; "directly" is no topic', () => {
    const u = read('how do i reach the nurse directly? my son keeps getting nosebleeds');
    expect(u.parts[0]!.typed).toContain('phone');
    expect(topics(u, 0)).not.toContain('directly');
  });

  it('"some kind of" is a hedge, and "dress up" asks what to wear', () => {
    expect(topics(read('is there some kind of family reading night coming up'), 0)).not.toContain('kind');
    const dress = read('do the kids dress up for the reading night thing');
    expect(topics(dress, 0)).toContain('dressup');
    expect(dress.parts[0]!.concepts.find((c) => c.word === 'dressup')!.alternatives).toContain('wear');
  });

  it('"rolling in around 8:15, does that count as late" asks whether arriving then is tardy', () => {
    const asked = topics(read('my daughter keeps rolling in around 8:15, does that count as late'), 0);
    expect(asked).toEqual(expect.arrayContaining(['arrive']));
    expect(asked).not.toContain('around');
    expect(asked).not.toContain('count');
    expect(topics(read('can i just call and let yall know'), 0)).not.toContain('yall');
  });

  it('"what does my daughter need to do before …" asks the steps', () => {
    expect(
      read('what does my daughter need to do before she can start volleyball practice').parts[0]!.slots,
    ).toContain('howto');
  });

  it('"her bf" at prom is a boyfriend, whom dance rules call a guest', () => {
    const u = read('can she bring her bf to prom');
    expect(topics(u, 0)).toContain('boyfriend');
    expect(u.parts[0]!.concepts.find((c) => c.word === 'boyfriend')!.alternatives).toContain('guest');
  });

  it('"a grown up lunch" is an adult\'s', () => {
    expect(topics(read('how much do they charge for a grown up lunch'), 0)).toContain('adult');
  });

  it('"a certain color" is answered by the colors a dress code names', () => {
    const u = read('does the uniform polo have to be a certain color');
    expect(u.parts[0]!.concepts.find((c) => c.word === 'color')!.alternatives).toContain('navy');
  });

  it('"is there after school care": the program, not a separate word "care"', () => {
    expect(topics(read('is there after school care'), 0)).toEqual(['afterschool']);
  });
});

describe('understand: a follow-up about the day an earlier part asks for', () => {
  it('"…, is it a school day" after "what day is" is a part answered for that day', () => {
    const u = read('what day is the carnival, is it a school day');
    expect(u.parts.map((p) => p.text)).toEqual(['what day is the carnival', 'is it a school day']);
    expect(u.parts[1]!.onEarlierDay).toBe(true);
    expect(read('when is picture day and do they get out early that day').parts[1]!.onEarlierDay).toBe(true);
  });

  it('is not one when the follow-up names its own day, asks something else, or opens a condition', () => {
    expect(read('when is the carnival, is there school friday').parts[1]!.onEarlierDay).toBeFalsy();
    expect(read('when is the carnival and is it at the school').parts[1]!.onEarlierDay).toBeFalsy();
    expect(read('how much is lunch, is it free').parts[1]?.onEarlierDay).toBeFalsy();
    expect(splitParts('if its raining, is there recess')).toHaveLength(1);
  });
});

describe('understand: the grade a question is about', () => {
  it('"shes in k" is kindergarten (not "ok")', () => {
    const u = read('what time do they get out on fridays? shes in k');
    expect(u.parts).toHaveLength(1);
    expect(u.parts[0]!.grade).toBe(0);
    expect(topics(u, 0)).toContain('dismissal');
    expect(topics(u, 0)).toContain('kindergarten');
    expect(topics(u, 0)).not.toContain('shes');
  });

  it('"for a 3rd grader" is grade 3 and "grader" is no topic; no grade when none is named', () => {
    const u = read('how much is lunch for a 3rd grader');
    expect(u.parts[0]!.grade).toBe(3);
    expect(topics(u, 0)).toContain('lunch');
    expect(topics(u, 0)).not.toContain('grader');
    expect(read('how much is lunch').parts[0]!.grade).toBeNull();
  });

  it('"earliest i can drop off" asks for a clock time about drop-off', () => {
    const u = read('earliest i can drop off in the morning');
    expect(u.parts[0]!.typed).toContain('time');
    expect(topics(u, 0)).toContain('dropoff');
    expect(topics(u, 0)).not.toContain('earliest');
  });
});

describe('understand: a reason given for the ask is the story', () => {
  const soft = (q: string) =>
    read(q)
      .parts[0]!.concepts.filter((c) => c.soft)
      .map((c) => c.word);

  it('"…for his headaches", "…for an orthodontist appointment": the ailment is soft, the ask is not', () => {
    const advil = read('can my son keep advil in his backpack for his headaches').parts[0]!.concepts;
    expect(advil.find((c) => c.word === 'headaches')?.soft).toBe(true);
    expect(advil.find((c) => c.word === 'advil')?.soft).toBeFalsy();
    expect(soft('i need to pick my son up early today for an orthodontist appointment')).toEqual(
      expect.arrayContaining(['orthodontist', 'appointment']),
    );
  });

  it('a family event is a reason too ("pull the kids out for a family wedding in may")', () => {
    expect(soft('who do i ask if i want to pull the kids out for a family wedding in may')).toContain(
      'wedding',
    );
  });

  it('a premise ending the question ("…since theres no school") is soft; a reason the question goes on after is not', () => {
    const premise = soft('do they practice fridays too since theres no school');
    expect(premise).toContain('noschool');
    expect(premise).not.toContain('practice');
    expect(soft('do i need to pack a lunch bc its a half day?')).toContain('halfday');
    // What the child would otherwise do ("instead of …") is no topic either.
    expect(
      soft(
        'my mother will be picking up my son today instead of him riding the bus home. what do i need to do',
      ),
    ).toEqual(expect.arrayContaining(['riding', 'bus', 'home']));
    // "pull him out at 1 for the dentist": an early checkout, its reason no topic; a week out is a trip.
    const checkout = read('can i still pull him out at 1 for the dentist').parts[0]!;
    expect(checkout.normalized).toContain('pull him early');
    expect(checkout.concepts.find((c) => c.word.startsWith('dent'))?.soft).toBe(true);
    expect(read('we are taking him out for a week in march').parts[0]!.normalized).toContain('absence trip');
    // An appointment told with its time is the reason, and picking the child up at a clock time
    // for it is the same early checkout (not the dismissal bell).
    const atTime = read(
      'ortho appt at 4:15 so i need to grab him around 3:45, is that too late to sign him out??',
    ).parts[0]!;
    expect(atTime.normalized).toContain('pull early around 3:45');
    expect(atTime.concepts.find((c) => c.word === 'appointment')?.soft).toBe(true);
    expect(atTime.concepts.find((c) => c.word === 'pull')?.soft).toBeFalsy();
    expect(
      read('i need to get my son out early for an appt at 1, can i pick him up at 12:30').parts[0]!
        .normalized,
    ).toContain('pull early at 12:30');
    // No appointment named: a pick-up at a time is the ordinary pick-up.
    expect(read('can i pick him up at 3:15 on fridays').parts[0]!.normalized).not.toContain('pull');
    // The parent's work is why someone else picks up, not what the pick-up rule names.
    expect(
      soft('my mom is picking up my 2nd grader today bc i have a work thing. what do i need to do'),
    ).toContain('work');
    // The question goes on after the reason: its words are asked.
    expect(
      soft('if i keep the kids home because the road is bad is that an unexcused absence'),
    ).not.toContain('absence');
    // "since monday" tells when, no premise.
    expect(soft('has he been marked absent since monday')).not.toContain('absent');
  });

  it('the reason stays the topic when nothing else is asked ("what do i do for lice")', () => {
    expect(
      read('what is the rule for lice').parts[0]!.concepts.find((c) => c.word === 'lice')?.soft,
    ).toBeFalsy();
  });

  it('a verb before its object is no topic of its own ("eat lunch" is lunch, "play football" football)', () => {
    expect(soft('what time do 7th graders eat lunch')).toContain('eat');
    expect(soft('can my 6th grader play football for the school')).toContain('play');
    expect(soft('can he join the pta')).toContain('join');
    // With no object after it, the verb is what is asked.
    expect(soft('where do the kids play at recess')).not.toContain('play');
  });

  it('texting shorthand: "thru" and "thats" are no topic words', () => {
    const words = read('does it have to go thru the nurse, thats what i heard').parts[0]!.concepts.map(
      (c) => c.word,
    );
    expect(words).not.toContain('thru');
    expect(words).not.toContain('thats');
  });
});

describe('understand: "they" in a later part is the school or the children, not the earlier topic', () => {
  it('"…in class in the morning, and when do they open the doors" does not ask about arriving', () => {
    const u = read(
      'what time does my 6th grader have to be in class in the morning, and when do they open the doors',
    );
    expect(u.parts).toHaveLength(2);
    expect(u.parts[1]!.concepts.find((c) => c.word === 'arrive' && !c.soft)).toBeUndefined();
  });

  it('"it" still points back ("when is the book fair and is it open after school")', () => {
    const u = read('when is the book fair and is it open after school');
    expect(u.parts[1]!.concepts.find((c) => c.word === 'fair' && !c.soft)).toBeDefined();
  });

  it('"a night one" points back to the earlier topic; "so i can go after work" is the reason, not the topic', () => {
    const u = read('when is the book fair and is there a night one so i can go after work');
    expect(u.parts).toHaveLength(2);
    expect(topics(u, 1)).toEqual(expect.arrayContaining(['night', 'book', 'fair']));
    const work = u.parts[1]!.concepts.find((c) => c.word === 'work');
    expect(work?.context).toBe(true);
  });

  it('how the parent heard of it ("the office forwarded an email about …") is no topic; the thing is', () => {
    const u = read('the office forwarded an email about the band festival trip, whats the total cost');
    expect(topics(u, 0)).toEqual(expect.arrayContaining(['band', 'festival', 'trip', 'total']));
    expect(topics(u, 0)).not.toContain('forwarded');
    expect(topics(u, 0)).not.toContain('email');
  });

  it('"who do i make the check out to" is a payment by check, not a library check-out', () => {
    const words = read('who do i make the check out to').parts[0]!.concepts.map((c) => c.word);
    expect(words).toEqual(expect.arrayContaining(['check', 'payable']));
    expect(words).not.toContain('borrow');
    expect(read('can she check out library books').parts[0]!.concepts.map((c) => c.word)).toContain('borrow');
  });

  it('a follow-up points back past a part that only says "it" to the part naming the thing', () => {
    const u = read('is the yearbook still on sale? how much is it and does the price go up later');
    expect(u.parts).toHaveLength(3);
    expect(u.parts[2]!.concepts.map((c) => c.word)).toContain('yearbook');
  });

  it('a price "for mine" / "for me" is an adult\'s; "mine" is no topic', () => {
    const words = read('if i come eat with him how much do i pay for mine').parts[0]!.concepts.map(
      (c) => c.word,
    );
    expect(words).toContain('adult');
    expect(words).not.toContain('mine');
    expect(read('can you save a seat for me').parts[0]!.concepts.map((c) => c.word)).not.toContain('adult');
  });

  it('"try out" is the tryout', () => {
    expect(read('can he try out for the basketball team').parts[0]!.concepts.map((c) => c.word)).toContain(
      'tryout',
    );
  });

  it('"these days" means now, not days', () => {
    const u = read('wat time do i grab the kids in the afternoon these days');
    expect(u.parts[0]!.concepts.map((c) => c.word)).not.toContain('days');
  });

  it('"the short day" is a shortened school day (halfday), not the word the stemmer shares with "shorts"', () => {
    const u = read('this friday is the short day right? what time do buses leave that day');
    expect(topics(u, 0)).toContain('halfday');
    expect(u.parts.flatMap((p) => p.concepts.map((c) => c.word))).not.toContain('short');
  });

  it('"is it still mondays" asks about the thing the statement before it named; "is it ok to" does not', () => {
    const club = read('my son wants to join chess club, is it still mondays in the same room').parts[0]!;
    expect(club.concepts.find((c) => c.word === 'chess')?.context).toBeFalsy();
    const ok = read('we have a family wedding in may, is it ok to take him out for 3 days').parts[0]!;
    expect(ok.concepts.find((c) => c.word === 'wedding')?.context).toBe(true);
  });

  it('"her" is the child the part names, not the earlier topic; "whats her name" still points back', () => {
    const u = read(
      'is the car line back on armitage now? also how late can i pick up my 2nd grader on fridays before they send her to aftercare',
    );
    expect(u.parts).toHaveLength(2);
    expect(topics(u, 1)).toEqual(expect.arrayContaining(['pickup', 'aftercare']));
    expect(topics(u, 1)).not.toContain('armitage');
    expect(topics(read('who is the school nurse and whats her name'), 1)).toContain('nurse');
  });
});

describe('understand: two choices offered, and the child in two words', () => {
  it('"…can she keep her inhaler with her in class or does it have to stay at the nurse"', () => {
    const part = read(
      'my daughter has asthma. can she keep her inhaler with her in class or does it have to stay at the nurse',
    ).parts[0]!;
    expect(part.normalized).toContain('carry her inhaler');
    const asked = part.concepts.filter((c) => !c.soft).map((c) => c.word);
    expect(asked).toEqual(expect.arrayContaining(['carry', 'inhaler']));
    expect(asked).not.toContain('nurse');
    expect(asked).not.toContain('stay');
    // Kept in her backpack is carried too: the backpack is where, not what is asked.
    const backpack = read('my daughter has asthma, can she keep her inhaler in her backpack').parts[0]!;
    expect(backpack.normalized).toContain('carry her inhaler');
    expect(backpack.concepts.map((c) => c.word)).not.toContain('backpack');
  });

  it('"or is that too late" is no second choice', () => {
    const part = read('can i pull him at 3:40 or is that too late').parts[0]!;
    expect(part.concepts.find((c) => c.word === 'late')?.soft).toBeFalsy();
  });

  it('"drop my 1st grader off", "pick our little one up" are a drop-off and a pick-up', () => {
    expect(read('what time can i drop my 1st grader off').parts[0]!.tokens).toContain('dropoff');
    expect(read('who can pick our little one up').parts[0]!.tokens).toContain('pickup');
  });
});

describe('understand: a long story keeps the asked words in its search (MAX_QUERY_CONCEPTS)', () => {
  it('the story words go first when a part has more topic words than the search takes', () => {
    const part = read(
      'my sister is picking up my 2nd grader today bc i got called in for a late shift at the warehouse downtown. shes not on the pickup list, can i just call the front desk and tell them?',
    ).parts[0]!;
    const searched = part.concepts.filter((c) => !c.soft).map((c) => c.word);
    expect(searched).toEqual(expect.arrayContaining(['call', 'front', 'desk']));
    expect(searched.filter((w) => !isSearchStopWord(w)).length).toBeLessThanOrEqual(MAX_QUERY_CONCEPTS);
  });
});

describe('understand: a parent checking an old belief', () => {
  const hard = (q: string) =>
    read(q)
      .parts[0]!.concepts.filter((c) => !c.soft)
      .map((c) => c.word);

  it('"is it still … mornings?": the part of the day may be out of date, the program is the topic', () => {
    expect(hard('does the school still do the before school tutoring for math')).not.toContain(
      'beforeschool',
    );
    expect(hard('does the school still do the before school tutoring for math')).toContain('tutoring');
    // Without "still" the part of the day is asked: "is there before school care" is its own topic.
    expect(hard('is there before school tutoring')).toContain('beforeschool');
  });

  it('"is pickup still on olive st": the street\'s name may be out of date, that it is a street is asked', () => {
    expect(hard('is pickup still on olive st')).toEqual(expect.arrayContaining(['pickup', 'street']));
    expect(hard('is pickup still on olive st')).not.toContain('olive');
    // Without "still" the parent names the street they ask about.
    expect(hard('is pickup on olive st')).toContain('olive');
  });

  it('"went … last semester" tells when the story happened: no topic', () => {
    const words = read(
      'my son went to morning math tutoring last semester, is it still tues and thurs mornings?',
    ).parts[0]!.concepts.map((c) => c.word);
    expect(words).not.toContain('semester');
    expect(hard('my son went to morning math tutoring last semester')).not.toContain('went');
    expect(hard('when does next semester start')).toContain('semester');
  });

  it('"is picture day still on april 8": the day is the belief, the part asks when', () => {
    const [part] = read('is picture day still on april 8?').parts;
    expect(part!.dates).toBeNull();
    expect(part!.slots).toContain('when');
    expect(part!.concepts.map((c) => c.word)).not.toContain('still');
    // A day asked about stays asked: "is school still closed tomorrow" is about tomorrow.
    expect(read('is school still closed tomorrow').parts[0]!.dates).not.toBeNull();
    expect(read('is picture day on april 8?').parts[0]!.dates).not.toBeNull();
  });
});

describe('understand: the school itself and the contact asked for', () => {
  it('the school\'s own name and "main" in "the main number" are no topic', () => {
    const u = read(
      'whats the main number for maple grove, need to call about my sons ride home',
      'Maple Grove Elementary',
    );
    expect(topics(u, 0)).not.toContain('maple');
    expect(topics(u, 0)).not.toContain('grove');
    expect(topics(u, 0)).not.toContain('main');
    // "…, need to call about my sons ride home": the purpose after a comma is background.
    const ride = u.parts[0]!.concepts.find((c) => c.word === 'ride');
    expect(ride?.context).toBe(true);
    // Another school's name stays a topic, and so does a name's word said otherwise.
    expect(topics(read('whats the main number for maple grove'), 0)).toContain('maple');
    expect(topics(read('when is spring break', 'Break School'), 0)).toContain('break');
  });
});
