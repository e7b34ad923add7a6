/**
 * The school thesaurus, days part: delayed starts, snow days and closures as parents name them and
 * as closure notices write them ("Late start", "inclement weather", "closure"). Spread into
 * SYNONYMS (vocabulary.thesaurus.ts), split from it at 410 lines. Data only, same shape: a parent's
 * word → the words knowledge may use.
 */
export const DAYS_SYNONYMS: Record<string, string[]> = {
  // Schools name the delayed day "Late start", "Delayed start/opening" or "two-hour delay".
  latestart: ['latestart', 'late start', 'delayed start', 'delayed opening', 'delay', 'delayed'],
  snowday: ['snow', 'weather', 'closing'],
  snow: ['snow', 'weather'],
  // "if they cancel school for ice": closure notices say "icy", "inclement weather", "closure"
  // (Cedar Bluff dev: declined "When roads are icy or unsafe, LOCISD decides on a closure …").
  ice: ['ice', 'icy', 'weather'],
  cancel: ['cancel', 'canceled', 'cancelled', 'closure', 'closed', 'closing'],
  weather: ['weather', 'snow', 'inclement'],
};
