/**
 * Set on the root once every band of the page is laid out, not only those near the screen
 * (see `bandSx` in Section.tsx). Kept apart from Section.tsx so the starter can set it
 * without loading the components.
 */
export const allBandsShownAttribute = 'data-all-bands-shown';

/**
 * Lays out every band from now on, so that positions below the screen are real rather than
 * counted from the guessed heights of bands not yet shown: a jump within the page lands on
 * its target. One layout of the whole page, as every page had before bands waited.
 */
export function showAllBands(): void {
  document.documentElement.setAttribute(allBandsShownAttribute, '');
}
