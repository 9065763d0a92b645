import { projectRoot } from '../schema/project-root';
import { buildNode, NODE_DIST } from './node-build';

/** `npm run build:node`: compiles only the site server and `sitectl`, into dist-node/. */
await buildNode(projectRoot);
console.info(`Compiled the server and sitectl into ${NODE_DIST}/`);
