/**
 * The school thesaurus, things part: devices, drinks and foods, belongings a child loses, garments,
 * band instruments and uniform words as parents name them. Spread into SYNONYMS
 * (vocabulary.thesaurus.ts), split from it at 411 lines (instruments moved here at 403). Data only,
 * same shape: a parent's word → the words knowledge may use.
 */

/**
 * Instruments as parents name them; handbooks and fee lists say "instrument" ("School-owned band
 * instrument usage fee — Charge: $75 per year"). Without it "tuba" was corrected to "tube".
 */
const BAND_INSTRUMENTS = [
  'tuba',
  'trumpet',
  'trombone',
  'clarinet',
  'flute',
  'saxophone',
  'sax',
  'oboe',
  'bassoon',
  'euphonium',
  'baritone',
  'violin',
  'viola',
  'cello',
  'drum',
  'drums',
  'percussion',
];

export const THINGS_SYNONYMS: Record<string, string[]> = {
  ...Object.fromEntries(BAND_INSTRUMENTS.map((word) => [word, [word, 'instrument']])),
  // High schools print the ceremony as "Commencement" beside "Graduation rehearsal" (Willow Creek
  // dev); "promotion" is the 8th-grade ceremony's own name and stays apart.
  graduation: ['graduation', 'commencement'],
  commencement: ['commencement', 'graduation'],
  // Devices: policies say "phones and smartwatches", "personal electronic devices".
  smartwatch: ['smartwatch', 'watch', 'phone', 'device', 'electronic'],
  watch: ['watch', 'smartwatch', 'device'],
  cellphone: ['phone', 'cellphone', 'device'],
  cell: ['phone', 'cell', 'device'],
  ipad: ['ipad', 'tablet', 'device', 'electronic'],
  tablet: ['tablet', 'device', 'electronic'],
  // "can he keep his phone in his pocket" (folded "carry"): device rules say where it must be
  // stored ("turned off and stored in the student's locker or backpack"; Cedar Bluff dev).
  carry: ['carry', 'stored', 'store'],
  // Drinks a dress code or a conduct rule names as "alcohol" ("a shirt with a beer logo").
  ...Object.fromEntries(
    ['beer', 'wine', 'liquor', 'vodka', 'tequila', 'whiskey', 'alcoholic'].map((w) => [w, ['alcohol', w]]),
  ),
  // Foods parents name for a class party or a lunchbox; celebration and allergy rules say "food",
  // "treats" or "snacks" ("Food for classroom celebrations must be store-bought").
  ...Object.fromEntries(
    [
      'tamales',
      'tamale',
      'pizza',
      'brownies',
      'brownie',
      'donuts',
      'doughnuts',
      'muffins',
      'candy',
      'chips',
      'soda',
      'pastries',
      'pastelitos',
      'pie',
      'sandwich',
      'sandwiches',
    ].map((w) => [w, ['food', 'treat', 'snack', w]]),
  ),
  // Things a child loses: lost-and-found notices say "items" or "belongings" ("Unclaimed items will
  // be donated"), not the parent's jacket or gloves. Not "clothing": a dress code's "Clothing must be
  // safe" joined the lost-and-found answer.
  ...Object.fromEntries(
    [
      'jacket',
      'jackets',
      'coat',
      'coats',
      'sweater',
      'sweaters',
      'gloves',
      'mittens',
      'scarf',
      'lunchbox',
      'chamarra',
    ].map((w) => [w, [w, 'items', 'belongings']]),
  ),
  // "she lost her lanyard badge thing": the lanyard holds the student ID badge fee tables name
  // ("Replacement student ID badge"); a lost thing is bought again as a replacement.
  lanyard: ['lanyard', 'badge', 'id'],
  lost: ['lost', 'replacement'],
  // Celebration rules answer "homemade" by requiring the opposite ("must be store-bought").
  homemade: ['homemade', 'store-bought', 'store'],
  // "can i bake cupcakes for his class": baking at home is homemade food (Maple Grove dev: "Birthday
  // treats must be store-bought and nut-free" did not cover "bake").
  bake: ['bake', 'homemade', 'store-bought'],
  // Dress codes name clothing, and what may not be on it ("symbols", "graphics", "messages").
  // Hoodies: dress codes rule on "hoods" ("Hoods may not be worn inside the building").
  hoodie: ['hoodie', 'hood', 'hoods', 'sweatshirt', 'hooded'],
  hoodies: ['hoodie', 'hood', 'hoods', 'sweatshirt', 'hooded'],
  hood: ['hood', 'hoods', 'hoodie', 'hooded'],
  // "a crop top": dress codes say "midriff", "stomach" or "bare midriffs".
  croptop: ['croptop', 'crop', 'midriff', 'stomach', 'clothing'],
  // Garments a parent names; dress codes rule on "clothing", "bottoms" or the garment itself.
  ...Object.fromEntries(
    ['jeans', 'pants', 'shorts', 'skirt', 'skirts', 'leggings', 'joggers', 'sweatpants', 'overalls'].map(
      (w) => [w, [w, 'clothing', 'bottoms']],
    ),
  ),
  // A uniform shirt is a "polo" in uniform lists ("Uniform polo (RCA crest) — $14"), and its logo
  // the school "crest" or "emblem" (Ridgeview dev: "the uniform shirt with the logo" declined).
  shirt: ['shirt', 'clothing', 'top', 'polo'],
  shirts: ['shirt', 'clothing', 'top', 'polo'],
  logo: ['logo', 'symbol', 'graphic', 'message', 'crest', 'emblem'],
  // Uniform colours as parents say them: the list says "navy" for blue.
  blue: ['blue', 'navy'],
  // "does the polo have to be a certain color": a dress code answers with the colors themselves
  // ("Students wear navy or white polo shirts"; Maple Grove fresh: declined).
  color: [
    'color',
    'colors',
    'colour',
    'navy',
    'white',
    'black',
    'blue',
    'red',
    'green',
    'gray',
    'grey',
    'khaki',
    'maroon',
    'gold',
  ],
  // Folded from "dress up" (vocabulary.parent-talk.ts): what to wear for a theme or costume day.
  dressup: ['dressup', 'wear', 'costume', 'costumes', 'pajamas', 'theme'],
};
