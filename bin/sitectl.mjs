#!/usr/bin/env node
// `sitectl`: the operator's command line, run from its TypeScript source through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../cli/sitectl.ts');
