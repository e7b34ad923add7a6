/**
 * The school profile the engine phrases answers with (name, zone, office contacts). Read through the
 * schools module; kept here as the engine's one profile shape.
 */
import type { Database } from '../../db/client.js';
import { schoolContactOf } from '../schools/schools.usecases.js';

export interface SchoolProfile {
  name: string | null;
  timeZone: string;
  officePhone: string | null;
  officeEmail: string | null;
}

/** The school's profile through the schools module; null when the school does not exist. */
export function findSchoolProfile(database: Database, schoolId: string): Promise<SchoolProfile | null> {
  return schoolContactOf({ database, schoolId });
}
