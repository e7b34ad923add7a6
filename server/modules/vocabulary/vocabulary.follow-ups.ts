/**
 * How a later part of a message leans on an earlier one ("…and how do i sign up", "whats her name",
 * "is it a school day"): what it does to the thing asked before, and the words pointing back to it.
 * Data only; assistant.understand.ts applies it. Split from vocabulary.parent-talk.ts (which folds
 * the parent's words) to keep each list file to one job.
 */

/**
 * What a follow-up part does to the thing asked before it: "…conferences and how do i sign up", "…and
 * how do i pay", "…and where do i register". A part whose only topics are these is about the earlier
 * part's topic (Cedar Bluff dev: "how do i sign up" was answered from the band trip's sign-up line).
 * Tickets too: "when is the spring fling and how much are tickets" got the musical's ticket prices
 * (Cedar Bluff dev, an unanswerable question answered). And the papers of a thing: "…prom. how much
 * is it and is there a form?" got the medication authorization form (Willow Creek dev).
 */
export const FOLLOW_UP_ACTIONS = new Set(
  'signup sign register registration enroll apply pay payment order buy rsvp book reserve cost price fee join attend ticket tickets admission form forms paperwork deadline waiver'.split(
    ' ',
  ),
);

/**
 * "that monday": a weekday of the parent's story, not the thing asked before ("…presidents day
 * weekend, do they have that monday off" is no follow-up about the buses of the part before it;
 * Cedar Bluff dev). "that day", "that week" do point back: to the earlier part's day and topic
 * ("…on the 18th and can she still go to after school that day"; counting them too lost that
 * follow-up's answer on Arroyo Vista dev).
 */
const THAT_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const POINTER = `it|its|that(?!\\s+${THAT_DAY}\\b)|those|what about|how about|back|return|returns|resume|resumes`;
const GOES_THERE = String.raw`\b(?:be|get|gets|getting)\s+there\b|\b(?:a|an|the)\s+(?:\w+\s+)?one\b`;

/**
 * Pointers of a later part back to an earlier one (assistant.understand.ts).
 * - `any`: "whats her name", "what about his apple watch", "is it free", "what day do classes start
 *   back up" after a break: the part is about the same topic, so it takes the first part's topic
 *   words as its own. Not "they", "she", "he": the school or the child ("…what time does my 6th
 *   grader have to be in class, and when do they open the doors" is not about arriving in class;
 *   dev: the inherited "arrive" declined the doors' 8:00 a.m.).
 * - `namesChild`, `pastChild`: in a part naming the parent's child ("how late can i pick up my 2nd
 *   grader on fridays before they send her to aftercare") "her" and "his" are the child, so only the
 *   other pointers count. Ridgeview dev: the car line's words became the asked topic of the pick-up
 *   part and held its answer off (with the weekday abbreviations of the thesaurus, dev 846: 674 →
 *   675, wrong 61 → 60).
 * - "a night one", "the later one": "one" stands for the thing asked before ("when is the book fair
 *   and is there a night one": Ridgeview dev, with the purpose clause of assistant.parts.ts, dev 846:
 *   675 → 676, wrong 60 → 59).
 */
export const POINTS_BACK = {
  any: new RegExp(`\\b(?:her|his|${POINTER})\\b|${GOES_THERE}`),
  namesChild:
    /\b(?:my|our)\s+(?:\w+\s+)?(?:son|sons|daughter|daughters|kid|kids|child|children|boy|girl|grader|kinder|kindergartner|twins)\b/,
  pastChild: new RegExp(`\\b(?:${POINTER})\\b|${GOES_THERE}`),
};

/**
 * A follow-up about whether there is school, or a short day, on a day it points to ("is it a school
 * day", "is there school that day", "do they get out early that day", "is that a half day"). Its
 * words after phrase folding (vocabulary.parent-talk.ts PHRASES: "get out" → dismissal, "half day" → halfday).
 */
export const ABOUT_THAT_DAY = {
  pointer: /\b(?:it|that|there|then)\b/,
  status:
    /\b(?:school\s*day|(?:is\s+there|have|has|having)\s+(?:\w+\s+)?school|noschool|halfday|early|dismissal|dayoff|off)\b/,
};
