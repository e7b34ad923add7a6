/**
 * `text` with every regular-expression metacharacter escaped, for building a RegExp from words a
 * user or a document wrote ("3rd grade (K-4)"). The character set is ECMAScript's syntax characters
 * (ECMA-262 §22.2.1, SyntaxCharacter).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
