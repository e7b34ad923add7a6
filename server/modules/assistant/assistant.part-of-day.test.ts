/**
 * A sentence about the other half of the school day than the parent named ("Afternoon drop-off …"
 * for a question about the morning stop) ranks below one about the half asked
 * (assistant.passages.ts `namesOtherPartOfDay`, through OTHER_INSTANCE_FACTOR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';

let school: SeededSchool;

beforeAll(async () => {
  school = await seededSchool({
    school: { name: 'Maple Grove Elementary', timeZone: 'America/New_York' },
    // Thursday 2026-03-12, 09:00 in New York.
    clock: fixedClock('2026-03-12T13:00:00Z'),
    files: [
      {
        fileName: 'route-7.txt',
        title: 'Bus Route 7 Change',
        contentType: 'announcement',
        createdAt: new Date('2026-03-05T14:00:00Z'),
        chunks: [
          {
            heading: 'Bus Route 7 Stop Change',
            content:
              'Starting Monday, March 9, the Route 7 morning stop at Elm Street moves to Maple Street and 5th Avenue. Afternoon drop-off is at the same new stop at about 3:45 pm. The pickup time stays 7:20 am.',
          },
        ],
      },
    ],
  });
});
afterAll(async () => school?.close());

describe('the half of the day asked', () => {
  it('a follow-up about the morning stop gets the morning time, not the afternoon drop-off', async () => {
    const answer = await school.ask(
      'my kid rides route 7. where is the morning stop now and what time does it come',
    );
    expect(answer).toContain('Maple Street');
    expect(answer).toContain('7:20 am');
  });

  it('the afternoon is still answered when the parent asks about it', async () => {
    const answer = await school.ask('what time does route 7 drop off in the afternoon');
    expect(answer).toContain('3:45 pm');
  });

  it('"in the am" is the morning', async () => {
    const answer = await school.ask('the route 7 stop moved? where is it and what time in the am');
    expect(answer).toContain('7:20 am');
  });

  it('a greeting ("Good morning") names no half of the day', async () => {
    const answer = await school.ask('Good morning. what time does route 7 drop off');
    expect(answer).toContain('3:45 pm');
  });
});
