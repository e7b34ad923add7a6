/**
 * Spanish → English cognate endings, for the Spanish words the glossary does not know
 * ("loteria" → lottery, "aplicar" → application, "transportacion" → transportation). A Spanish word
 * is rewritten by the first ending that fits and then compared with the stems of the school's own
 * documents (see `assistant.cognates.ts`): the school's English words decide, so a cognate that its
 * documents do not use is never invented. Endings from the regular correspondences of Spanish and
 * English Latinate vocabulary (-ción/-tion, -dad/-ty, -ía/-y, -ico/-ic, -oso/-ous).
 */
import type { Glossary } from './vocabulary.types.js';

export const SPANISH_COGNATE_ENDINGS: Glossary = {
  name: 'spanish-cognate-endings',
  why: 'Parents use Latinate words the glossary cannot list (lotería, aplicación, excursión); their English twins are in the documents.',
  entries: {
    // Longest first; the value replaces the ending. English stems drop -ion, -y becomes -i.
    ciones: 't',
    cion: 't',
    siones: 's',
    sion: 's',
    idades: 'iti',
    idad: 'iti',
    dades: 'ti',
    dad: 'ti',
    osos: 'ous',
    osas: 'ous',
    oso: 'ous',
    osa: 'ous',
    icos: 'ic',
    icas: 'ic',
    ico: 'ic',
    ica: 'ic',
    ias: 'i',
    ia: 'i',
    ar: '',
    er: '',
    ir: '',
    os: '',
    as: '',
    es: '',
    o: '',
    a: '',
    e: '',
    s: '',
  },
};
