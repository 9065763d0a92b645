/** The dashboard lists its cards and rows with the grid list the site's blocks use. */
export { GridList } from '../../../ui/GridList';
