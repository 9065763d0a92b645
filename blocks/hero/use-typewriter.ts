import { useEffect, useState } from 'react';

export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

/**
 * Types each word a character at a time, pauses, deletes it and moves to the next,
 * in a loop. It starts with the first word complete so the server-rendered text and
 * the first client render agree; with reduced motion it stays on that word.
 */
export function useTypewriter(words: readonly string[], timing: TypewriterTiming): string {
  const [state, setState] = useState({ index: 0, length: words[0]?.length ?? 0, deleting: false });

  useEffect(() => {
    if (words.length === 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const word = words[state.index % words.length] ?? '';
    let delay: number;
    let next: typeof state;
    if (!state.deleting && state.length === word.length) {
      delay = timing.pauseMs;
      next = { ...state, deleting: true };
    } else if (state.deleting && state.length === 0) {
      delay = timing.typeMs;
      next = { index: (state.index + 1) % words.length, length: 1, deleting: false };
    } else if (state.deleting) {
      delay = timing.deleteMs;
      next = { ...state, length: state.length - 1 };
    } else {
      delay = timing.typeMs;
      next = { ...state, length: state.length + 1 };
    }
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, words, timing.typeMs, timing.deleteMs, timing.pauseMs]);

  return (words[state.index % words.length] ?? '').slice(0, state.length);
}
