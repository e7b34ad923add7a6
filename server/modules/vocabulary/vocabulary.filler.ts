/**
 * Parent-talk filler (the engine's "understand" stage reads questions with it): words that carry no
 * topic in a parent's message. Data only; assistant.text.ts applies it. Split from
 * vocabulary.parent-talk.ts (multi-word phrase folding) at 423 lines.
 */

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
    'mom dad parent parents grade year please let us me morning afternoon else someone anyone ' +
    'put send bring give take make do does did find use keep allow allowed offer come came say said ' +
    'supposed able possible okay fine sure right howmuch long sons daughters gets getting kiddo report ' +
    'reporting notify inform become becomes per howto till until ' +
    // the other forms of "go", "come" and "get" above ("if my daughters phone goes off", "if he goes
    // every day for the month"), and "vs" weighing two choices: as rare words they outweighed the
    // topic (Ridgeview dev)
    'goes went gone comes coming vs versus whoever whomever ' +
    // "when is the last day of school": which one, not what (it matched "after the last episode")
    // "the lottery for next year", "the next PTO meeting": which one as well (Ridgeview dev: "next"
    // added "Late pick-up … Due: Next business day" to the lottery contact)
    'last first final one next ' +
    // "where is the winter program being held": asks where, "held" is no topic
    'held ' +
    // "the school address for my gps": the purpose, not the topic
    'gps ' +
    // "like 4pm on a tuesday": the half of a clock time, which the time itself carries; as a word it
    // matched every "3:45–5:00 PM" club row (Ridgeview fresh: the robotics row led a late pick-up)
    'pm ' +
    // "the lady who sends the notices", "the guy at the front desk": who, not what, is asked
    'lady ladies guy guys woman man person people folks ' +
    // "who do i even call": emphasis, no topic; "the bus never came": the story, not the topic
    // (Cedar Bluff dev: "never", the rarest word, declined the transportation line)
    'even actually literally etc never ever ' +
    // "what time do 8th graders usually get out": the regular day, which bell schedules answer
    // without saying "usually" (Ridgeview dev: the rarest word declined the Friday release row)
    'usually normally typically generally ' +
    // "tickets for the school play, me my husband and our 3 yr old": an age, not a topic
    'old ' +
    // "get my sons records sent to his new school": how the thing moves and which school, no topic
    // (Cedar Bluff dev: "sent" and "new", the rarest words, kept the Registrar row out)
    'sent new ' +
    // "nobody tells us anything", "late twice this week": the story's emphasis, no topic (Cedar
    // Bluff dev: "nobody" outweighed the bus line asked for)
    'nobody everybody somebody nothing everything twice ' +
    // "could you please confirm the date of…", "kindly verify": the courtesy of a formal message
    'confirm verify kindly ' +
    // "is there an email for calling out sick, i cant call during work": "can" is filler, and so is
    // its negation (Ridgeview dev: "cannot", the rarest word, declined the attendance e-mail)
    'cannot ' +
    // "its my twins bday", "my stepson's class": the children, like "son" and "daughter" (Maple
    // Grove dev: "twins", the rarest word, declined the store-bought birthday treats rule)
    'twin twins triplets stepson stepdaughter stepsons stepdaughters stepkid stepkids ' +
    // "really down lately": when the story happens, not what is asked ("lately" stems to "late")
    'lately recently ' +
    // "ugh my son dropped his chromebook": a sigh before the story, like a greeting (Ridgeview dev:
    // "ugh", a word no document uses, weighed as much as the rarest topic word)
    'ugh omg oh um hmm ' +
    // "she lost her lanyard AGAIN lol how much is a new one": chat laughter and asides, no topic (a
    // fresh blind set: "lol", a word no document uses, was the rarest concept and declined the
    // replacement ID badge fee)
    'lol lmao lmfao haha hahaha smh tbh idk btw fyi jk ' +
    // "how much do i pay for mine", "is this one yours": possessive pronouns the Snowball stop list
    // lacks (Cedar Bluff dev: "mine", a word no document uses, was the rarest concept)
    'mine yours ' +
    // "can i come eat lunch with my son sometime": when, vaguely, is no topic (Cedar Bluff dev:
    // "sometime", a word no document uses, was the rarest concept and declined the lunch-visit rule)
    'sometime someday anytime ' +
    // "where exactly do i go": emphasis, like "actually" (Cedar Bluff dev: the rarest word)
    'exactly honestly ' +
    // "my son went to tutoring": the past of "go", which is filler (Cedar Bluff dev: "went", a word
    // no document uses, declined the tutorials)
    'went ' +
    // "rolling in around 8:15", "walk her in somewhere", "can i let yall know": how near, where
    // unknown, to whom: no topic (Maple Grove and Ridgeview fresh: each the rarest word, declined)
    'around somewhere anywhere yall'
  ).split(/\s+/),
);
