/**
 * Questions the bench's schools cannot answer (bench/answers: decline cases such as "what is the
 * wifi password for parents", "is there a swim team?", "who is the school counselor"), each asked in
 * three wordings the way parents text them: full sentence, short form, shorthand/misspelled. Written
 * for the grouping test; not tuned on beyond the two thresholds in questions.grouping.ts.
 */
export const TOPIC_WORDINGS: Record<string, readonly [string, string, string]> = {
  wifi: ['what is the wifi password for parents', 'wi-fi pwd?', 'whats the wifi'],
  swim: ['is there a swim team?', 'does the school have swimming', 'swim team tryouts??'],
  summer: ['when is summer school', 'is there summer school this year', 'summer school dates pls'],
  spanish: ['do you offer spanish classes', 'do yall teach spanish', 'spanish lessons for my daughter?'],
  graduation: ['when is 5th grade graduation', 'what date is the graduation ceremony', 'graduation time?'],
  ipads: ['do students get ipads', 'will my son get an ipad this year', 'do kids need their own tablet'],
  tuition: ['how much is tuition for pre-k', 'pre-k tuition cost', 'what does prek cost per month'],
  dog: [
    'can i bring my dog to pickup',
    'are dogs allowed at dismissal',
    'is it ok to have my puppy at pick up',
  ],
  counselor: [
    'who is the school counselor',
    'how do i reach the counselor',
    'is there a counsellor my son can talk to',
  ],
  lacrosse: ['is there a lacrosse team this spring', 'lacrosse?', 'does the school do lacrosse'],
  mascot: ['what is the school mascot', 'whats our mascot called', 'mascot name?'],
  pta: ['how do i join the pta board', 'how can i become a pta board member', 'pta board sign up'],
  dance: ['is there a school dance this year', 'when is the school dance', 'winter dance tickets?'],
};
