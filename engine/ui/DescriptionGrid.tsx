import { styled } from '@mui/material/styles';

/**
 * A description list (`dl`) laid out as a grid, without the browser's margins: labelled
 * figures and details. Its columns and gaps come from `sx`.
 */
export const DescriptionGrid = styled('dl')({ margin: 0, display: 'grid' });
