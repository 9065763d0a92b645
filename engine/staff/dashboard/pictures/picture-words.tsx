import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardProps } from '../dashboard.schema';

export type PictureWords = DashboardProps['pictures'];

const PictureWordsContext = createContext<PictureWords | null>(null);

/** The dashboard's words for a record's picture, for every dialog that asks for one. */
export function PictureWordsProvider({
  words,
  children,
}: {
  words: PictureWords;
  children: ReactNode;
}) {
  return <PictureWordsContext.Provider value={words}>{children}</PictureWordsContext.Provider>;
}

export function usePictureWords(): PictureWords {
  const words = useContext(PictureWordsContext);
  if (!words) throw new Error('usePictureWords needs a PictureWordsProvider (the Dashboard).');
  return words;
}
