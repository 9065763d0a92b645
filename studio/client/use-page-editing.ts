import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckAnswer, ConflictAnswer, PageFileText, PreviewData } from '../shared/studio-api';
import { ServerStoppedError, studioApi } from './studio-api-client';

/** What the check of the editor's text says now. */
export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; answer: CheckAnswer; text: string }
  | { status: 'failed'; message: string };

export type SaveState =
  | { status: 'saved'; at?: Date }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string };

/** The last page the text made that passed the checks, and when the edit that made it was. */
export interface LastGoodPreview {
  data: PreviewData;
  /** performance.now() at the edit; null for the text as opened. */
  editedAt: number | null;
}

/** Waiting this long after a key press lets a burst of typing make one check. */
const checkDelayMs = 40;

/**
 * One open page file: its text as the author edits it, the version it was read at, the
 * check of every edit (debounced, the older request cancelled), the last preview that was
 * valid, and saving against the version (a conflict is kept for the author to decide).
 */
export function usePageEditing(onServerStopped: (stopped: boolean) => void) {
  const [file, setFile] = useState<PageFileText | null>(null);
  const [text, setText] = useState('');
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const [lastGood, setLastGood] = useState<LastGoodPreview | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'saved' });
  const [conflict, setConflict] = useState<ConflictAnswer | null>(null);
  // Counts the texts loaded from disk: the editor starts afresh on each.
  const [loads, setLoads] = useState(0);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  const runCheck = useCallback(
    (path: string, value: string, editedAt: number | null) => {
      const current = pending.current;
      clearTimeout(current.timer);
      current.timer = setTimeout(async () => {
        current.abort?.abort();
        const abort = new AbortController();
        current.abort = abort;
        setCheck({ status: 'checking' });
        try {
          const answer = await studioApi.check(path, value, abort.signal);
          onServerStopped(false);
          setCheck({ status: 'done', answer, text: value });
          if (answer.preview) setLastGood({ data: answer.preview, editedAt });
        } catch (error) {
          if ((error as Error).name === 'AbortError') return;
          if (error instanceof ServerStoppedError) onServerStopped(true);
          setCheck({ status: 'failed', message: (error as Error).message });
        }
      }, checkDelayMs);
    },
    [onServerStopped],
  );

  const open = useCallback(
    (loaded: PageFileText) => {
      setFile(loaded);
      setLoads((count) => count + 1);
      setText(loaded.text);
      setSave({ status: 'saved' });
      setConflict(null);
      setLastGood(null);
      runCheck(loaded.path, loaded.text, null);
    },
    [runCheck],
  );

  const edit = useCallback(
    (value: string) => {
      if (!file) return;
      setText(value);
      setSave(value === file.text ? { status: 'saved' } : { status: 'unsaved' });
      runCheck(file.path, value, performance.now());
    },
    [file, runCheck],
  );

  /** Saves the text; `over` names the version on disk the author chose to write over. */
  const saveNow = useCallback(
    async (over?: string): Promise<boolean> => {
      if (!file) return false;
      setSave({ status: 'saving' });
      try {
        const answer = await studioApi.save(file.path, text, over ?? file.version);
        onServerStopped(false);
        if (!answer.saved) {
          setConflict(answer);
          setSave({ status: 'unsaved' });
          return false;
        }
        setConflict(null);
        setFile({ ...file, text, version: answer.version });
        setSave({ status: 'saved', at: new Date() });
        return true;
      } catch (error) {
        if (error instanceof ServerStoppedError) onServerStopped(true);
        setSave({ status: 'failed', message: (error as Error).message });
        return false;
      }
    },
    [file, text, onServerStopped],
  );

  useEffect(() => () => clearTimeout(pending.current.timer), []);

  return {
    file,
    loads,
    text,
    check,
    lastGood,
    save,
    conflict,
    dirty: file !== null && text !== file.text,
    open,
    edit,
    saveNow,
    dismissConflict: () => setConflict(null),
  };
}

export type PageEditing = ReturnType<typeof usePageEditing>;
