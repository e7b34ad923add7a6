/**
 * The auth module's interface for modules that make accounts outside the sign-up flow (the demo
 * seed): find a user by e-mail (null when none), create one, mark it verified. Other modules import
 * these names from here, never auth.table.ts or auth.repository.ts (the lint's storage boundary).
 */
export { findUserByEmail, insertUser, markUserVerified } from './auth.repository.js';
