/**
 * The school profile the engine phrases answers with (name, zone, office contacts). Read through the
 * schools module's interface (`schools.directory.ts`); kept here as the engine's one profile shape.
 */
import type { Executor } from '../../db/client.js';
import { findSchoolById } from '../schools/schools.directory.js';

export interface SchoolProfile {
  name: string | null;
  timeZone: string;
  officePhone: string | null;
  officeEmail: string | null;
}

/** The school's profile through the schools module; null when the school does not exist. */
export async function findSchoolProfile(executor: Executor, schoolId: string): Promise<SchoolProfile | null> {
  const school = await findSchoolById(executor, schoolId);
  if (!school) return null;
  const { name, timeZone, officePhone, officeEmail } = school;
  return { name, timeZone, officePhone, officeEmail };
}
