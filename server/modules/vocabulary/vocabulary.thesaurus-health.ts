/**
 * The school thesaurus, health part: medicines parents name by brand, a dose in its bottle, inhalers
 * and epi-pens, temperatures, named illnesses. Spread into SYNONYMS (vocabulary.thesaurus.ts), split
 * from it at 406 lines. Data only, same shape: a parent's word → the words knowledge may use.
 */
export const HEALTH_SYNONYMS: Record<string, string[]> = {
  // Brand and everyday names of medicines: handbooks say "medication" ("all medication, incl.
  // over-the-counter"), parents name the drug.
  tylenol: ['medication', 'medicine', 'tylenol'],
  advil: ['medication', 'medicine', 'advil'],
  motrin: ['medication', 'medicine', 'motrin'],
  ibuprofen: ['medication', 'medicine', 'ibuprofen'],
  acetaminophen: ['medication', 'medicine', 'acetaminophen'],
  benadryl: ['medication', 'medicine', 'benadryl'],
  antibiotic: ['medication', 'medicine', 'antibiotic'],
  antibiotics: ['medication', 'medicine', 'antibiotic'],
  // "needs a dose at lunch, can i put the bottle in her backpack": medication in its container.
  dose: ['dose', 'medication', 'medicine', 'dosage'],
  doses: ['dose', 'medication', 'medicine', 'dosage'],
  bottle: ['bottle', 'container'],
  // More names parents text for what a child takes ("shes on amoxicillin for 10 days").
  ...Object.fromEntries(
    [
      'amoxicillin',
      'penicillin',
      'zyrtec',
      'claritin',
      'allegra',
      'albuterol',
      'ritalin',
      'adderall',
      'insulin',
      'prescription',
      'pills',
    ].map((w) => [w, ['medication', 'medicine', w]]),
  ),
  inhaler: ['inhaler', 'medication', 'asthma'],
  asthma: ['asthma', 'inhaler'],
  epipen: ['epipen', 'epinephrine', 'medication', 'allergy'],
  // Temperatures: "temp" is what parents text, "temperature"/"fever" what nurses write.
  temp: ['temperature', 'fever', 'temp'],
  temperature: ['temperature', 'fever'],
  // Named illnesses: attendance and health rules say "ill", "illness", "sick" ("out with the flu").
  ...Object.fromEntries(
    ['flu', 'influenza', 'covid', 'strep', 'pinkeye', 'virus', 'cold', 'cough'].map((w) => [
      w,
      ['ill', 'illness', 'sick', w],
    ]),
  ),
};
