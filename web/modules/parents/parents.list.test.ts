import { describe, expect, it } from 'vitest';
import type { Parent } from '../../../contracts/parents.contract';
import { matchesSearch, sortParents, visibleParents } from './parents.list';

const parent = (name: string, whatsapp_num: string, created_at: string): Parent => ({
  id: name,
  name,
  whatsapp_num,
  whatsapp_display: whatsapp_num,
  created_at,
  language: null,
});

const maria = parent('María García', '+14155550123', '2026-11-20T10:00:00.000Z');
const bob = parent('bob Lee', '+12125550199', '2026-11-21T08:00:00.000Z');
const amy = parent('Amy Zhu', '+61491570156', '2026-11-19T08:00:00.000Z');
const all = [maria, bob, amy];

describe('matchesSearch', () => {
  it('matches names case- and accent-insensitively', () => {
    expect(matchesSearch(maria, 'maria')).toBe(true);
    expect(matchesSearch(maria, 'GARC')).toBe(true);
    expect(matchesSearch(maria, 'bob')).toBe(false);
    expect(matchesSearch(maria, '   ')).toBe(true);
  });

  it('matches numbers whatever the formatting of the query', () => {
    for (const q of ['415 555', '(415) 555-01', '+1415555', '0123'])
      expect(matchesSearch(maria, q), q).toBe(true);
    expect(matchesSearch(maria, '212')).toBe(false);
    expect(matchesSearch(maria, 'Maria 415')).toBe(false);
  });
});

describe('sortParents', () => {
  it('sorts by name either way and by date either way', () => {
    expect(sortParents(all, 'name-asc').map((p) => p.name)).toEqual(['Amy Zhu', 'bob Lee', 'María García']);
    expect(sortParents(all, 'name-desc').map((p) => p.name)).toEqual(['María García', 'bob Lee', 'Amy Zhu']);
    expect(sortParents(all, 'date-desc').map((p) => p.name)).toEqual(['bob Lee', 'María García', 'Amy Zhu']);
    expect(sortParents(all, 'date-asc').map((p) => p.name)).toEqual(['Amy Zhu', 'María García', 'bob Lee']);
  });

  it('orders same-time imports by name and leaves the input alone', () => {
    const at = '2026-11-21T09:00:00.000Z';
    const batch = [parent('C', '+1', at), parent('A', '+2', at), parent('B', '+3', at)];
    expect(sortParents(batch, 'date-desc').map((p) => p.name)).toEqual(['A', 'B', 'C']);
    expect(batch.map((p) => p.name)).toEqual(['C', 'A', 'B']);
  });

  it('filters then sorts', () => {
    expect(visibleParents(all, '555', 'name-desc').map((p) => p.name)).toEqual(['María García', 'bob Lee']);
  });
});
