/** The weights the theme uses: the Latin font file keeps its weight axis between them only. */
export const interWeights = { min: 400, max: 800 } as const;
