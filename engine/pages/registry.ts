import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './block-schemas';
import { heroPictureSizes } from '../../blocks/hero/hero-layout';

export type { BlockProps };

/**
 * How the browser gets a block type's code. Schemas stay out of it: the build validates
 * pages and fills in defaults, so no page ships the schemas of the blocks.
 */
export interface BlockDefinition<T extends BlockType> {
  /** Loads the component: each block type is a chunk of its own, fetched by the pages using it. */
  load: () => Promise<ComponentType<BlockProps<T>>>;
  /**
   * The block responds to a visitor (state, effects, forms, players): always, or only when
   * `interactive(block)` says so for a block on a page (a hero with a form, not one with a
   * picture). Other blocks are never hydrated: the browser keeps their prerendered HTML and
   * loads none of their code.
   */
  interactive?: true | ((block: BlockProps<T>) => boolean);
  /**
   * The block acts as soon as the page opens, not only when the visitor does: its page
   * starts the app at once instead of on the visitor's first action.
   */
  startsOnLoad?: true;
  /**
   * The block shows when a record's list it names comes out empty (a post without tags),
   * where any other block is left out (a service without challenges has no such section).
   */
  keepsEmptyLists?: true;
  /**
   * The block can open a page with a picture (its prop `field`), shown `sizes` wide: when it is
   * a media photo, the page's head preloads the encoding the browser will choose.
   */
  openingPicture?: { field: keyof BlockProps<T> & string; sizes: string };
}

/** The one map from a page document's `type:` to its React component. */
export const registry: { [T in BlockType]: BlockDefinition<T> } = {
  hero: {
    load: () => import('../../blocks/hero/Hero').then((m) => m.Hero),
    // Its typed word is CSS and its buttons open dialogs or scroll without it: only a form needs it.
    interactive: (hero) => hero.form !== undefined,
    openingPicture: { field: 'image', sizes: heroPictureSizes },
  },
  'card-grid': {
    load: () => import('../../blocks/card-grid/CardGrid').then((m) => m.CardGrid),
  },
  'stats-band': {
    load: () => import('../../blocks/stats-band/StatsBand').then((m) => m.StatsBand),
  },
  'cta-band': {
    load: () => import('../../blocks/cta-band/CtaBand').then((m) => m.CtaBand),
  },
  'dialog-form': {
    load: () => import('../../blocks/dialog-form/DialogForm').then((m) => m.DialogForm),
    interactive: true,
  },
  'not-found': {
    load: () => import('../../blocks/not-found/NotFound').then((m) => m.NotFound),
    interactive: true,
    startsOnLoad: true,
  },
  article: {
    load: () => import('../../blocks/article/Article').then((m) => m.Article),
    keepsEmptyLists: true,
  },
  'post-list': {
    load: () => import('../../blocks/post-list/PostList').then((m) => m.PostList),
  },
  notice: {
    load: () => import('../../blocks/notice/Notice').then((m) => m.Notice),
  },
  video: {
    load: () => import('../../blocks/video/Video').then((m) => m.Video),
    interactive: true,
  },
  comparison: {
    load: () => import('../../blocks/comparison/Comparison').then((m) => m.Comparison),
  },
  'feature-split': {
    load: () => import('../../blocks/feature-split/FeatureSplit').then((m) => m.FeatureSplit),
  },
  'floating-action': {
    load: () => import('../../blocks/floating-action/FloatingAction').then((m) => m.FloatingAction),
    interactive: true,
  },
  'process-steps': {
    load: () => import('../../blocks/process-steps/ProcessSteps').then((m) => m.ProcessSteps),
  },
  'logo-strip': {
    load: () => import('../../blocks/logo-strip/LogoStrip').then((m) => m.LogoStrip),
    interactive: true,
  },
  'case-study': {
    load: () => import('../../blocks/case-study/CaseStudy').then((m) => m.CaseStudy),
  },
  'event-list': {
    load: () => import('../../blocks/event-list/EventList').then((m) => m.EventList),
  },
  'contributor-list': {
    load: () =>
      import('../../blocks/contributor-list/ContributorList').then((m) => m.ContributorList),
  },
  'resource-list': {
    load: () => import('../../blocks/resource-list/ResourceList').then((m) => m.ResourceList),
  },
  'profile-grid': {
    load: () => import('../../blocks/profile-grid/ProfileGrid').then((m) => m.ProfileGrid),
  },
  testimonials: {
    load: () => import('../../blocks/testimonials/Testimonials').then((m) => m.Testimonials),
  },
  'office-map': {
    load: () => import('../../blocks/office-map/OfficeMap').then((m) => m.OfficeMap),
    interactive: true,
  },
  'office-list': {
    load: () => import('../../blocks/office-list/OfficeList').then((m) => m.OfficeList),
  },
  checklist: {
    load: () => import('../../blocks/checklist/Checklist').then((m) => m.Checklist),
  },
  prose: {
    load: () => import('../../blocks/prose/Prose').then((m) => m.Prose),
  },
  'form-section': {
    load: () => import('../../blocks/form-section/FormSection').then((m) => m.FormSection),
    interactive: true,
  },
  'admin-dashboard': {
    load: () => import('../staff/dashboard-block/AdminDashboard').then((m) => m.AdminDashboard),
    interactive: true,
  },
};

/** True for a registered type; `Object.hasOwn` keeps `constructor` and friends out. */
export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(registry, type);
}
