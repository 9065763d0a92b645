import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { blockTypes } from '../blocks/block-schemas';
import { loadBlock } from '../engine/render/block-loader';

// In the browser each block type's code is a chunk of its own, fetched before the page
// renders; components under test render at once, as on a page whose blocks have arrived.
beforeAll(async () => {
  await Promise.all(blockTypes.map(loadBlock));
});

afterEach(() => cleanup());
