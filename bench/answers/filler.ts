import type { Database } from '../../server/db/client.js';
import { seedKnowledgeFile } from '../../server/modules/assistant/assistant.fixtures.js';
import { prng as rng } from '../../server/shared/prng.js';

/**
 * Realistic padding for the latency runs: class newsletters, classroom notes and PTA thank-yous in
 * the voice of school staff, generated deterministically (seeded), mentioning everyday school words
 * (lunch, bus, reading, field, library…) without the facts the question set asks about.
 */
/** One seeded chunk (section heading + text). */
export interface BenchChunk {
  heading: string;
  content: string;
}

const TEACHERS = [
  'Ms. Rivera',
  'Mr. Chen',
  'Mrs. Okafor',
  'Ms. Lindqvist',
  'Mr. Haddad',
  'Mrs. Patel',
  'Ms. Nguyen',
  'Mr. Brooks',
  'Mrs. Kowalski',
  'Ms. Adeyemi',
];
const GRADES = ['kindergarten', 'first grade', 'second grade', 'third grade', 'fourth grade', 'fifth grade'];
const SUBJECTS = [
  'the water cycle',
  'fractions',
  'the solar system',
  'plant life cycles',
  'persuasive writing',
  'Native American history',
  'measurement',
  'weather patterns',
  'poetry',
  'map skills',
  'place value',
  'habitats',
  'simple machines',
  'the American Revolution',
  'multiplication facts',
];
const ACTIVITIES = [
  'built models',
  'wrote journals',
  'worked in small groups',
  'presented posters',
  'read aloud to buddies',
  'ran experiments',
  'played review games',
  'visited the library',
  'drew diagrams',
  'interviewed classmates',
];
const THANKS = [
  'donating tissues and hand sanitizer',
  'volunteering at the reading table',
  'sending in recycled materials',
  'helping with the class garden',
  'chaperoning our walk to the park',
  'reading to the class',
  'organizing the classroom library',
];
const NOTES = [
  'We ate lunch outside on the picnic tables on the first warm day and the students loved it.',
  "Please label jackets and water bottles with your child's name.",
  'Our class will visit the library every week, so remember to return books.',
  'Students practiced the fire drill route and did a wonderful job staying calm.',
  'Thank you for checking folders every night and signing the reading log.',
  'The bus riders in our class earned a reward for great behavior this month.',
  'We are collecting cereal boxes for an art project next month.',
  'Recess was indoors twice this week because of rain, so we played board games.',
  'Students are learning to type on the classroom computers during centers.',
  'Our reading buddies from an older class visited and shared their favorite books.',
];
const WISHES = [
  'glue sticks',
  'dry erase markers',
  'sandwich bags',
  'colored pencils',
  'paper towels',
  'playdough',
  'index cards',
  'sticky notes',
];

function pick<T>(r: () => number, list: T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

/** `count` filler chunks, grouped into files of `perFile` (title, type, heading, content). */
export function fillerFiles(
  count: number,
  seed = 7,
  perFile = 20,
): { title: string; contentType: string; daysAgo: number; chunks: BenchChunk[] }[] {
  const r = rng(seed);
  const files: { title: string; contentType: string; daysAgo: number; chunks: BenchChunk[] }[] = [];
  for (let made = 0; made < count;) {
    const teacher = pick(r, TEACHERS);
    const grade = pick(r, GRADES);
    const n = Math.min(perFile, count - made);
    const chunks: BenchChunk[] = [];
    for (let i = 0; i < n; i++) {
      const kind = r();
      if (kind < 0.5) {
        chunks.push({
          heading: `Learning in ${grade}`,
          content: `This week in ${teacher}'s ${grade} class we studied ${pick(r, SUBJECTS)}. Students ${pick(r, ACTIVITIES)} and ${pick(r, ACTIVITIES)}. ${pick(r, NOTES)} Next we will move on to ${pick(r, SUBJECTS)}, and students will ${pick(r, ACTIVITIES)} to show what they learned. ${pick(r, NOTES)}`,
        });
      } else if (kind < 0.75) {
        chunks.push({
          heading: 'Thank You, Families',
          content: `A big thank you to the families who have been ${pick(r, THANKS)} and ${pick(r, THANKS)}. Your support makes a real difference for our students. ${pick(r, NOTES)} We could still use ${pick(r, WISHES)} and ${pick(r, WISHES)} if you are able to help.`,
        });
      } else {
        chunks.push({
          heading: 'Student Spotlight',
          content: `Congratulations to the students in ${grade} who finished their unit on ${pick(r, SUBJECTS)}. They ${pick(r, ACTIVITIES)} and shared their work with ${teacher}'s class. ${pick(r, NOTES)} ${pick(r, NOTES)}`,
        });
      }
    }
    files.push({
      title: `${teacher} ${grade} class news ${files.length + 1}`,
      contentType: r() < 0.8 ? 'newsletter' : 'announcement',
      daysAgo: Math.floor(r() * 200),
      chunks,
    });
    made += n;
  }
  return files;
}

/**
 * Seed `need` filler chunks (`fillerFiles(need, seed)`) into a school's knowledge, each file dated
 * its `daysAgo` before `now`: the padding of the latency runs (bench:answers' 1k/10k, the webchat
 * profile). Seeded directly: OCR/PDF parsing of 10k chunks is not what the latency measures.
 */
export async function padWithFiller(
  database: Database,
  input: { schoolId: string; now: Date; need: number; seed: number },
): Promise<void> {
  for (const file of fillerFiles(input.need, input.seed))
    await seedKnowledgeFile(database, {
      schoolId: input.schoolId,
      fileName: `${file.title}.txt`,
      title: file.title,
      contentType: file.contentType,
      createdAt: new Date(input.now.getTime() - file.daysAgo * 86_400_000),
      chunks: file.chunks,
    });
}
