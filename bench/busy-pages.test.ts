import { describe, expect, it } from 'vitest';
import { roundOrder, summariseRounds } from './busy-pages';

const run = (rate: number, p99Ms: number, errors = 0) => ({ rate, p99Ms, errors });

describe('summariseRounds', () => {
  it('gives the median rate and p99 of the runs and the range of their p99s', () => {
    expect(summariseRounds([run(9000, 49), run(11000, 12), run(10000, 20)])).toEqual({
      rate: 10000,
      p99Ms: 20,
      p99Range: [12, 49],
      errors: 0,
      answered: true,
    });
  });

  it('says when a run answered nothing, and counts every error', () => {
    const cell = summariseRounds([run(0, 0, 3), run(10000, 20, 1), run(9000, 30)]);
    expect(cell.answered).toBe(false);
    expect(cell.errors).toBe(4);
    expect(cell.p99Ms).toBe(30);
  });
});

describe('roundOrder', () => {
  it('starts each round one page later, so no page always follows the same one', () => {
    const pages = ['about', 'same size', 'record'];
    expect([0, 1, 2].map((round) => roundOrder(pages, round))).toEqual([
      ['about', 'same size', 'record'],
      ['same size', 'record', 'about'],
      ['record', 'about', 'same size'],
    ]);
  });
});
