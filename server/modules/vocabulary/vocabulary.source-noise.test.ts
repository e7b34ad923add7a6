import { describe, expect, it } from 'vitest';
import { isPackagingLine } from './vocabulary.source-noise.js';

describe('packaging lines (never an answer sentence)', () => {
  it('reads e-mail header lines and web page footers as packaging', () => {
    expect(isPackagingLine('Subject: Fwd: 8th Grade DC Trip')).toBe(true);
    expect(isPackagingLine('---------- Forwarded message --------- From: Lucia <l@x.example>')).toBe(true);
    expect(
      isPackagingLine('© 2026 Live Oak Creek Independent School District · 1200 Ranch Road 620, TX 78642.'),
    ).toBe(true);
    expect(isPackagingLine('Copyright 2026 Ridgeview Collegiate. All rights reserved.')).toBe(true);
  });

  it('keeps content that merely mentions the words', () => {
    expect(isPackagingLine('Cedar Bluff Middle School, 4100 Bluff Ridge Parkway, serves grades 6–8.')).toBe(
      false,
    );
    expect(isPackagingLine('From 3:15 to 6:00 pm, Kids Club runs in the cafeteria.')).toBe(false);
    expect(isPackagingLine('The copyright notice on the yearbook order form explains photo use.')).toBe(
      false,
    );
  });
});
