import { createPath, type Navigator, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * How an island goes to another page: the browser loads it, as a plain link would. An
 * island is a part of a page, with no app around it to render the next one.
 */
export const pageNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};
